-- Five articles named a source as read "via the project facts sheet", a file no reader can
-- open. The publication named before it is the source a reader can look up; only the phrase
-- goes. A citation's wording is not a correction of the article, so its date stays.
UPDATE "posts" SET
  "sources" = replace("sources"::text, ', via the project facts sheet', '')::jsonb,
  "updated_at" = now()
WHERE "sources"::text LIKE '%, via the project facts sheet%';
