-- Kathmandu Medical College's fee: Kathmandu University's own admission notice for the 2021
-- session sets USD 75,000 for the whole course for SAARC students at the colleges inside the
-- Kathmandu valley, KMC among them (USD 90,000 for others). It replaces the NPR 6.44 million
-- estimate, which rested on a 2021 news article, only where the row still holds it.
UPDATE "universities" SET
  "tuition_fee_amount" = 75000,
  "tuition_fee_currency" = 'USD',
  "tuition_fee_unit" = 'course',
  "tuition_fee_intake" = '2021 session, SAARC nationals (USD 90,000 for others)',
  "tuition_fee_source" = '{"title": "Kathmandu University School of Medical Sciences: admission notice for the 2021 session (fees of the colleges inside the Kathmandu valley, KMC among them)", "url": "https://kusms.edu.np/news-and-notice/admission-notice-undergraduate-program-mbbs-bds-bpt-b-sc-nursing-bns-b-mid-b-sc-mit-b-sc-lab-med-for-academic-session-2021/"}'::jsonb,
  "tuition_fee_estimate" = false,
  "fees_checked_on" = '2026-12-07',
  "updated_at" = now()
WHERE "name" = 'Kathmandu Medical College'
  AND "tuition_fee_amount" = 6440000
  AND "tuition_fee_currency" = 'NPR'
  AND "tuition_fee_estimate" = true;
