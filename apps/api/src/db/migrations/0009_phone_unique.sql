-- Phone numbers of present people are unique (the service has refused duplicates since migration 0003's release).
-- Older data may still hold a duplicate: then the index is left out with a warning naming the numbers, instead of
-- stopping the app; HR corrects them and the next start creates it (migration 0010 or a manual CREATE INDEX).
DO $$
DECLARE
  duplicates text;
BEGIN
  SELECT string_agg(phone_number, ', ') INTO duplicates FROM (
    SELECT phone_number FROM "users" WHERE "deleted_at" IS NULL AND "phone_number" IS NOT NULL
     GROUP BY phone_number HAVING count(*) > 1 LIMIT 20) d;
  IF duplicates IS NULL THEN
    CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone_number")
      WHERE "users"."deleted_at" is null and "users"."phone_number" is not null;
  ELSE
    RAISE WARNING 'users_phone_unique not created: present people share the phone numbers %', duplicates;
  END IF;
END $$;
