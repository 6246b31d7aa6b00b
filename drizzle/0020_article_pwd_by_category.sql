-- An article gave the PCB minimum for a candidate with a disability without its category
-- ("45% for PwD"); the rule is 45% for the general category and 40% for SC, ST and OBC. Only
-- that phrase changes, only where an article still holds it, and a public article is dated
-- "Updated" on the day in India the correction is made.
UPDATE "posts" SET
  "body" = replace("body", '(40% for SC/ST/OBC, 45% for PwD)', '(40% for SC, ST and OBC; with a disability, 45% for the general category and 40% for SC, ST and OBC)'),
  "updated_on" = CASE
    WHEN "status" = 'published' AND "publish_at" <= now() THEN (now() AT TIME ZONE 'Asia/Kolkata')::date
    ELSE "updated_on"
  END,
  "updated_at" = now()
WHERE "body" LIKE '%(40\% for SC/ST/OBC, 45\% for PwD)%';
