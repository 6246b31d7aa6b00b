-- Every Philippine school repeated one answer on the BS + MD route; it is now the country's
-- question (data/destinations/philippines.ts), which each school's page shows after its own.
-- A school's copy goes only where it is still the catalogue's word for word; DMSF's, which
-- added a sentence on its own 4.5-year MD, becomes a question of its own.
UPDATE "universities" SET
  "faq" = COALESCE((
    SELECT jsonb_agg(
      CASE WHEN entry->>'answer' = 'This is the main risk. NMC''s public notices say the pre-medical BS does not count towards the 54-month minimum and that a 48-month MD falls short, for students admitted after 18 November 2021. CHED said in 2025 that Philippine MD programmes meet NMC norms, but we have not seen an NMC notice accepting this, and India''s Embassy in Manila urges caution. Do not enrol without written details of the MD''s length and internship. DMSF runs a 4.5-year (54-month) MD for Indian students, but NMC has not confirmed that this meets FMGL.'
      THEN jsonb_build_object('question', 'Does DMSF''s 4.5-year MD meet FMGL?', 'answer', 'DMSF runs a 4.5-year (54-month) MD for Indian students, but NMC has not confirmed that it meets FMGL 2021. Get the MD''s length and internship in writing before you enrol; the question on the BS + MD route below explains the risk.')
      ELSE entry END
      ORDER BY position)
    FROM jsonb_array_elements("faq") WITH ORDINALITY AS item(entry, position)
    WHERE NOT (entry->>'question' = 'Is the BS + MD route accepted for FMGE in India?' AND entry->>'answer' = 'This is the main risk. NMC''s public notices say the pre-medical BS does not count towards the 54-month minimum and that a 48-month MD falls short, for students admitted after 18 November 2021. CHED said in 2025 that Philippine MD programmes meet NMC norms, but we have not seen an NMC notice accepting this, and India''s Embassy in Manila urges caution. Do not enrol without written details of the MD''s length and internship.')
  ), '[]'::jsonb),
  "updated_at" = now()
WHERE lower(trim("country")) = 'philippines'
  AND "faq" @> '[{"question": "Is the BS + MD route accepted for FMGE in India?"}]'::jsonb;
