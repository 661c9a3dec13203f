-- Shift group names that differ only by letter case are duplicates. An existing database may already hold such
-- pairs: every later one gets its id appended (" (12)") so the unique index can be built; nothing else changes.
UPDATE "shifts" AS s SET "name" = left(s."name", 120) || ' (' || s."id" || ')'
WHERE EXISTS (SELECT 1 FROM "shifts" o WHERE lower(o."name") = lower(s."name") AND o."id" < s."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_name_unique" ON "shifts" USING btree (lower("name"));
