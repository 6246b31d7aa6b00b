-- India's eligibility rules (NEET, Class 12 subjects and marks with the PwD minimums, age) are
-- now stated once in data/regulation.ts and shown on every page before a university's own
-- requirements. The 19 built-in rows that carried them, with "40% for reserved categories"
-- and without English or the PwD split, keep only their own lines. A row changes only while it
-- still holds the earlier built-in text, so a staff edit is never overwritten.
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
English proficiency: IELTS/TOEFL or the university''s own English test or interview
TSMU may hold its own English or subject test or interview; check the current admission rules', "updated_at" = now() WHERE "id" = 13 AND "eligibility" = '50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (result valid 3 years)
Age 17 by 31 December of the admission year
Passport valid for at least 18 months
English proficiency: IELTS/TOEFL or the university''s own English test or interview
TSMU may hold its own English or subject test or interview; check the current admission rules';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
English proficiency: IELTS/TOEFL or the university''s own English test or interview
The school may hold an online interview', "updated_at" = now() WHERE "id" = 14 AND "eligibility" = '50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (result valid 3 years)
Age 17 by 31 December of the admission year
Passport valid for at least 18 months
English proficiency: IELTS/TOEFL or the university''s own English test or interview
The school may hold an online interview';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
English proficiency: IELTS/TOEFL or the university''s own English test or interview
DTMU may hold its own entrance test or interview; check the current rules', "updated_at" = now() WHERE "id" = 15 AND "eligibility" = '50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (result valid 3 years)
Age 17 by 31 December of the admission year
Passport valid for at least 18 months
English proficiency: IELTS/TOEFL or the university''s own English test or interview
DTMU may hold its own entrance test or interview; check the current rules';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
Entrance test or interview set by the university', "updated_at" = now() WHERE "id" = 23 AND "eligibility" = 'At least 50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (the result is valid for 3 years)
Age 17 or more by 31 December of the admission year
Passport valid for at least 18 months
Entrance test or interview set by the university';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
Any entrance test or interview the university sets', "updated_at" = now() WHERE "id" = 24 AND "eligibility" = 'At least 50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (the result is valid for 3 years)
Age 17 or more by 31 December of the admission year
Passport valid for at least 18 months
Any entrance test or interview the university sets';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
Entrance exam and interview held by the admission committee', "updated_at" = now() WHERE "id" = 25 AND "eligibility" = 'At least 50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (the result is valid for 3 years)
Age 17 or more by 31 December of the admission year
Passport valid for at least 18 months
Entrance exam and interview held by the admission committee';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
Interview in English with biology and chemistry questions (can be online)', "updated_at" = now() WHERE "id" = 26 AND "eligibility" = 'At least 50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (the result is valid for 3 years)
Age 17 or more by 31 December of the admission year
Passport valid for at least 18 months
Interview in English with biology and chemistry questions (can be online)';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
Any entrance test or interview the academy sets', "updated_at" = now() WHERE "id" = 27 AND "eligibility" = 'At least 50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (the result is valid for 3 years)
Age 17 or more by 31 December of the admission year
Passport valid for at least 18 months
Any entrance test or interview the academy sets';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
Entrance examination set by the university', "updated_at" = now() WHERE "id" = 28 AND "eligibility" = 'At least 50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (the result is valid for 3 years)
Age 17 or more by 31 December of the admission year
Passport valid for at least 18 months
Entrance examination set by the university';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
Working English is expected before joining the English programme', "updated_at" = now() WHERE "id" = 29 AND "eligibility" = 'At least 50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (the result is valid for 3 years)
Age 17 or more by 31 December of the admission year
Passport valid for at least 18 months
Working English is expected before joining the English programme';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months', "updated_at" = now() WHERE "id" = 30 AND "eligibility" = 'At least 50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (the result is valid for 3 years)
Age 17 or more by 31 December of the admission year
Passport valid for at least 18 months';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
Entrance tests set by the school', "updated_at" = now() WHERE "id" = 31 AND "eligibility" = 'At least 50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (the result is valid for 3 years)
Age 17 or more by 31 December of the admission year
Passport valid for at least 18 months
Entrance tests set by the school';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
Entrance exam or interview (can be online)', "updated_at" = now() WHERE "id" = 32 AND "eligibility" = 'At least 50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (the result is valid for 3 years)
Age 17 or more by 31 December of the admission year
Passport valid for at least 18 months
Entrance exam or interview (can be online)';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 12 months
Monash also requires age 18 on the course start date
High Class 12 marks with Chemistry and Biology; Monash sets its own minimum
ISAT score and multiple mini-interview (MMI)
English proficiency at the level Monash sets (e.g. IELTS Academic)
Malaysian Medical Council minimum entry requirements, including those for Indian nationals', "updated_at" = now() WHERE "id" = 33 AND "eligibility" = '50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (result valid for 3 years)
Age 17 by 31 December of the admission year
Passport valid for at least 12 months
Monash also requires age 18 on the course start date
High Class 12 marks with Chemistry and Biology; Monash sets its own minimum
ISAT score and multiple mini-interview (MMI)
English proficiency at the level Monash sets (e.g. IELTS Academic)
Malaysian Medical Council minimum entry requirements, including those for Indian nationals';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 12 months
NUMed also requires age 18 at enrolment
CBSE/ISC: normally 85% in the best five subjects, including Biology, Chemistry and Physics or Mathematics
Medical Student Interview
English proficiency at the level NUMed sets
Occupational health check and immunisations after an offer', "updated_at" = now() WHERE "id" = 34 AND "eligibility" = '50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (result valid for 3 years)
Age 17 by 31 December of the admission year
Passport valid for at least 12 months
NUMed also requires age 18 at enrolment
CBSE/ISC: normally 85% in the best five subjects, including Biology, Chemistry and Physics or Mathematics
Medical Student Interview
English proficiency at the level NUMed sets
Occupational health check and immunisations after an offer';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 12 months
Class 12 science marks meeting the Malaysian Medical Council minimum for Indian qualifications
Selection interview
English proficiency (e.g. IELTS) at the level IMU sets
Blood tests for hepatitis B, hepatitis C and HIV before registration', "updated_at" = now() WHERE "id" = 35 AND "eligibility" = '50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (result valid for 3 years)
Age 17 by 31 December of the admission year
Passport valid for at least 12 months
Class 12 science marks meeting the Malaysian Medical Council minimum for Indian qualifications
Selection interview
English proficiency (e.g. IELTS) at the level IMU sets
Blood tests for hepatitis B, hepatitis C and HIV before registration';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
Any interview or test the institute sets', "updated_at" = now() WHERE "id" = 39 AND "eligibility" = 'At least 50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (the result is valid for 3 years)
Age 17 or more by 31 December of the admission year
Passport valid for at least 18 months
Any interview or test the institute sets';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
Any interview or test the university sets', "updated_at" = now() WHERE "id" = 40 AND "eligibility" = 'At least 50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (the result is valid for 3 years)
Age 17 or more by 31 December of the admission year
Passport valid for at least 18 months
Any interview or test the university sets';
--> statement-breakpoint
UPDATE "universities" SET "eligibility" = 'Passport valid for at least 18 months
Interview conducted by the university', "updated_at" = now() WHERE "id" = 41 AND "eligibility" = 'At least 50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)
NEET-UG qualified (the result is valid for 3 years)
Age 17 or more by 31 December of the admission year
Passport valid for at least 18 months
Interview conducted by the university';
