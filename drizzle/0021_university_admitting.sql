ALTER TABLE "universities" ADD COLUMN "admitting" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Tbilisi State University stops enrolling students in medicine (Georgia's 'one city, one
-- faculty' reform, The Messenger and Georgia Today, 12-13 Feb 2026): its page shows no intake,
-- application form or budget, and its question about the English MD is answered in the past.
-- The answer changes only where it is still the one the catalogue gave.
UPDATE "universities" SET
  "admitting" = false,
  "faq" = COALESCE((
    SELECT jsonb_agg(
      CASE WHEN entry->>'question' = 'Is the MD taught in English?'
        AND entry->>'answer' = 'Yes, international students follow the English-language MD programme. Patients speak Georgian, so Georgian language classes are part of the course.'
      THEN jsonb_build_object('question', 'Can I apply to TSU for medicine?', 'answer', 'No. Under Georgia''s reform of February 2026 TSU stops enrolling students in medicine (see the caution), so we take no applications for it. Its English-language MD was taught to international students, with Georgian language classes for work with patients. Tbilisi State Medical University is the university that teaches medicine in Tbilisi now.')
      ELSE entry END
      ORDER BY position)
    FROM jsonb_array_elements("faq") WITH ORDINALITY AS item(entry, position)
  ), '[]'::jsonb),
  "updated_at" = now()
WHERE "name" = 'Ivane Javakhishvili Tbilisi State University' AND "country" = 'georgia';
