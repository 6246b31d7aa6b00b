-- Bashkir State Medical University's own admission page says its licence binds it to teach
-- medicine in Russian, and that its English-medium course is in English for the first three
-- years only: FMGL's "English throughout" is not met, and the description, medium and
-- features no longer say "English-medium". Each field changes only where it still holds what
-- the catalogue gave; a field staff changed is left as it is.
UPDATE "universities" SET "description" = 'Bashkir State Medical University is a state medical university in Ufa, the capital of the Republic of Bashkortostan, founded in 1932. It teaches General Medicine, dentistry, paediatrics, pharmacy and other programmes. Its own admission page says that its licence binds it to teach medicine in Russian, and that international students on the English-medium course are taught in English for the first three years only. Clinical training uses the university''s own clinic and hospitals in Ufa.', "updated_at" = now()
WHERE "name" = 'Bashkir State Medical University' AND "description" = 'Bashkir State Medical University is a state medical university in Ufa, the capital of the Republic of Bashkortostan, founded in 1932. It teaches General Medicine to international students with English as the medium of instruction, alongside dentistry, paediatrics, pharmacy and other programmes. Clinical training uses the university''s own clinic and hospitals in Ufa.';
--> statement-breakpoint
UPDATE "universities" SET "language" = 'English for the first 3 years, then Russian', "updated_at" = now()
WHERE "name" = 'Bashkir State Medical University' AND "language" IS NULL;
--> statement-breakpoint
UPDATE "universities" SET "features" = '["English for years 1-3 only", "Own university clinic", "State university founded in 1932", "Indian students on campus"]'::jsonb, "updated_at" = now()
WHERE "name" = 'Bashkir State Medical University' AND "features" = '["English-medium General Medicine", "Own university clinic", "State university founded in 1932", "Indian students on campus"]'::jsonb;
--> statement-breakpoint
UPDATE "universities" SET
  "fmgl" = jsonb_set("fmgl", '{englishMedium}', '{"status": "not_met", "note": "The university''s admission page says its licence binds it to teach medicine in Russian only, and that the English-medium course is taught in English for the first three years. FMGL asks for English throughout, so the course does not meet it unless the university shows in writing that every year is taught in English.", "checkedOn": "2026-12-07", "source": "Bashkir State Medical University: Application Process (bashgmu.ru/en/admission/application-process.php, undated page)"}'::jsonb),
  "updated_at" = now()
WHERE "name" = 'Bashkir State Medical University' AND "fmgl"->'englishMedium' = '{"status": "contested", "note": "Classes are in English, but Russian is taught as a subject and used with patients in the clinical years, so the course is not English throughout.", "checkedOn": "2026-11-22", "source": "Embassy of India, Moscow (2022): Russian is needed with patients and the state accreditation exam is in Russian"}'::jsonb;
