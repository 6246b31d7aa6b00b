-- An FMGL item is decided (met, not met, contested) only on a source a family can look up.
-- Five contested items named none: Monash's, IMU's and DMSF's now name the university's own
-- page; Bulgaria's and Kyrgyzstan's internship items, for which no document was found, become
-- unverified. Each item changes only where a row still holds the catalogue's old one.
UPDATE "universities" SET
  "fmgl" = jsonb_set("fmgl", '{internship12MonthsSameInstitution}', '{"status": "unverified", "note": "The 6th year is a clinical pre-graduation internship in the university''s hospitals, but we found no document saying whether India counts it as the 12-month internship. Get the internship''s length and place in writing.", "checkedOn": null}'::jsonb),
  "updated_at" = now()
WHERE lower(trim("country")) = 'bulgaria' AND "fmgl"->'internship12MonthsSameInstitution' = '{"status": "contested", "note": "The 6th year is a clinical pre-graduation internship in the university''s hospitals. Whether India counts it as the 12-month internship is unsettled.", "checkedOn": "2026-11-22"}'::jsonb;
--> statement-breakpoint
UPDATE "universities" SET
  "fmgl" = jsonb_set("fmgl", '{internship12MonthsSameInstitution}', '{"status": "unverified", "note": "We found no document of a 12-month internship at the same university after the course. Join only if the university confirms one in writing.", "checkedOn": null}'::jsonb),
  "updated_at" = now()
WHERE lower(trim("country")) = 'kyrgyzstan' AND "fmgl"->'internship12MonthsSameInstitution' = '{"status": "contested", "note": "The 5-year course has no separate 12-month internship. Join only if the university confirms in writing a 12-month internship here after it.", "checkedOn": "2026-11-22"}'::jsonb;
--> statement-breakpoint
UPDATE "universities" SET
  "fmgl" = jsonb_set("fmgl", '{duration54Months}', '{"status": "contested", "note": "DMSF says its MD runs 4.5 years for Indian students from 2022-23, but NMC does not count the BS and has not confirmed this MD meets FMGL.", "checkedOn": "2026-11-22", "source": "DMSF foreign students unit (dmsf.edu.ph/foreign-students-unit/); NMC notice of 22 Nov 2023 on the BS + MD route"}'::jsonb),
  "updated_at" = now()
WHERE "name" = 'Davao Medical School Foundation' AND "fmgl"->'duration54Months' = '{"status": "contested", "note": "DMSF says its MD runs 4.5 years for Indian students from 2022-23, but NMC does not count the BS and has not confirmed this MD meets FMGL.", "checkedOn": "2026-11-22"}'::jsonb;
--> statement-breakpoint
UPDATE "universities" SET
  "fmgl" = jsonb_set("fmgl", '{wholeCourseOneInstitution}', '{"status": "contested", "note": "Monash teaches all five years in Malaysia (Sunway, then Johor Bahru), but year 5 can include a short placement in Australia, and FMGL allows no part of the course in another country. Get it in writing that you can complete every part in Malaysia.", "checkedOn": "2026-12-07", "source": "Monash University Handbook 2013, MBBS course 3856 at Sunway: students must be able to reside in Australia for a time in fifth year for placements (monash.edu)"}'::jsonb),
  "updated_at" = now()
WHERE "name" = 'Monash University Malaysia' AND "fmgl"->'wholeCourseOneInstitution' = '{"status": "contested", "note": "Monash teaches all five years in Malaysia (Sunway, then Johor Bahru), but year 5 can include a short placement in Australia, and FMGL allows no part of the course in another country. Get it in writing that you can complete every part in Malaysia.", "checkedOn": "2026-11-22"}'::jsonb;
--> statement-breakpoint
UPDATE "universities" SET
  "fmgl" = jsonb_set("fmgl", '{wholeCourseOneInstitution}', '{"status": "contested", "note": "Met only on the IMU-only route, where the whole course is done at IMU in Malaysia. IMU''s partner-school transfer splits the course between two institutions and countries, which FMGL does not allow.", "checkedOn": "2026-12-07", "source": "IMU, Our history (imu.edu.my/about/our-history/): the first five semesters in Malaysia, then a transfer to a Partner Medical School abroad"}'::jsonb),
  "updated_at" = now()
WHERE "name" = 'International Medical University (IMU)' AND "fmgl"->'wholeCourseOneInstitution' = '{"status": "contested", "note": "Met only on the IMU-only route, where the whole course is done at IMU in Malaysia. IMU''s partner-school transfer splits the course between two institutions and countries, which FMGL does not allow.", "checkedOn": "2026-11-22"}'::jsonb;
