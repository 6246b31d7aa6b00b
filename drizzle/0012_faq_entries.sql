-- The FAQ is kept as question-and-answer pairs instead of "Q: … A: …" text. The text is read
-- the way the pages read it: each "Q:" (at the start or after a space) opens a question, and the
-- first " A:" in it opens its answer; both are trimmed. Nothing is dropped: text before the
-- first "Q:" and a question without an answer become entries with the other half empty, which
-- the pages skip (as they did) and the dashboard asks staff to complete.
ALTER TABLE "universities" ADD COLUMN "faq_entries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "universities" SET "faq_entries" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('question', entry.question, 'answer', entry.answer) ORDER BY entry.n)
  FROM (
    SELECT
      block.n,
      CASE
        WHEN block.n = 1 THEN ''
        WHEN block.pair IS NULL THEN regexp_replace(block.text, '^\s+|\s+$', '', 'g')
        ELSE regexp_replace(block.pair[1], '^\s+|\s+$', '', 'g')
      END AS question,
      CASE
        WHEN block.n = 1 THEN regexp_replace(block.text, '^\s+|\s+$', '', 'g')
        WHEN block.pair IS NULL THEN ''
        ELSE regexp_replace(block.pair[2], '^\s+|\s+$', '', 'g')
      END AS answer
    FROM (
      SELECT part.text, part.n, regexp_match(part.text, '^(.*?)\sA:(.*)$') AS pair
      FROM regexp_split_to_table("universities"."faq", '(?:^|\s)Q:\s*') WITH ORDINALITY AS part(text, n)
    ) AS block
  ) AS entry
  WHERE entry.question <> '' OR entry.answer <> ''
), '[]'::jsonb)
WHERE "faq" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" DROP COLUMN "faq";--> statement-breakpoint
ALTER TABLE "universities" RENAME COLUMN "faq_entries" TO "faq";--> statement-breakpoint
-- The dashboard edits eligibility, admission steps and yearly expenses one line to a row, and
-- the pages show each non-blank line as a point: blank lines and the spaces around a line go,
-- so that opening a university and saving it unchanged writes back the same text.
UPDATE "universities" SET "eligibility" = (
  SELECT string_agg(line.text, E'\n' ORDER BY line.n)
  FROM (
    SELECT regexp_replace(part.text, '^\s+|\s+$', '', 'g') AS text, part.n
    FROM regexp_split_to_table("universities"."eligibility", E'\n') WITH ORDINALITY AS part(text, n)
  ) AS line
  WHERE line.text <> ''
)
WHERE "eligibility" ~ '\S';--> statement-breakpoint
UPDATE "universities" SET "admission_process" = (
  SELECT string_agg(line.text, E'\n' ORDER BY line.n)
  FROM (
    SELECT regexp_replace(part.text, '^\s+|\s+$', '', 'g') AS text, part.n
    FROM regexp_split_to_table("universities"."admission_process", E'\n') WITH ORDINALITY AS part(text, n)
  ) AS line
  WHERE line.text <> ''
)
WHERE "admission_process" ~ '\S';--> statement-breakpoint
UPDATE "universities" SET "additional_expenses" = (
  SELECT string_agg(line.text, E'\n' ORDER BY line.n)
  FROM (
    SELECT regexp_replace(part.text, '^\s+|\s+$', '', 'g') AS text, part.n
    FROM regexp_split_to_table("universities"."additional_expenses", E'\n') WITH ORDINALITY AS part(text, n)
  ) AS line
  WHERE line.text <> ''
)
WHERE "additional_expenses" ~ '\S';
