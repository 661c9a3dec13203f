CREATE TABLE "user_counts" (
	"department_key" integer NOT NULL,
	"role_id" smallint NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_department_key_role_id_pk" PRIMARY KEY("department_key","role_id")
);
--> statement-breakpoint
ALTER TABLE "department_working_plans" DROP CONSTRAINT "department_working_plans_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "member_shifts" DROP CONSTRAINT "member_shifts_department_id_departments_id_fk";
--> statement-breakpoint
DROP INDEX "audit_logs_entity_idx";--> statement-breakpoint
ALTER TABLE "audit_logs" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE IF EXISTS "audit_logs_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "audit_logs" ALTER COLUMN "entity_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auth_tokens" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE IF EXISTS "auth_tokens_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "department_working_plan_users" ALTER COLUMN "plan_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "department_working_plans" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE IF EXISTS "department_working_plans_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "member_shifts" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE IF EXISTS "member_shifts_id_seq" AS bigint;--> statement-breakpoint
-- Existing data: references to people that do not exist any more are cleared before the foreign keys come.
UPDATE "departments" SET "leader_id" = NULL WHERE "leader_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "departments"."leader_id");--> statement-breakpoint
UPDATE "audit_logs" SET "actor_id" = NULL WHERE "actor_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "audit_logs"."actor_id");--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_working_plans" ADD CONSTRAINT "department_working_plans_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_shifts" ADD CONSTRAINT "member_shifts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_actor_idx" ON "audit_logs" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "department_shifts_shift_idx" ON "department_shifts" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "departments_department_type_idx" ON "departments" USING btree ("department_type_id");--> statement-breakpoint
CREATE INDEX "departments_leader_idx" ON "departments" USING btree ("leader_id");--> statement-breakpoint
CREATE INDEX "users_shift_idx" ON "users" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "department_groups_leader_idx" ON "department_groups" USING btree ("group_leader");--> statement-breakpoint
CREATE INDEX "department_working_plans_shift_idx" ON "department_working_plans" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "department_working_plans_created_by_idx" ON "department_working_plans" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "member_shifts_shift_idx" ON "member_shifts" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "member_shifts_created_by_idx" ON "member_shifts" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
-- Existing data: assignment creations were logged once per batch with entity_id null and the ids in after.ids.
-- Each assignment gets its own entry with its entity_id (the batch entry keeps the first id).
INSERT INTO "audit_logs" ("actor_id", "action", "entity", "entity_id", "before", "after", "created_at")
SELECT a."actor_id", a."action", a."entity", (x.id)::bigint, NULL, a."after", a."created_at"
FROM "audit_logs" a
CROSS JOIN LATERAL jsonb_array_elements_text(a."after"->'ids') WITH ORDINALITY AS x(id, n)
WHERE a."entity" = 'member_shift' AND a."action" = 'create' AND a."entity_id" IS NULL
  AND jsonb_typeof(a."after"->'ids') = 'array' AND x.n > 1;--> statement-breakpoint
UPDATE "audit_logs" SET "entity_id" = ("after"->'ids'->>0)::bigint
WHERE "entity" = 'member_shift' AND "action" = 'create' AND "entity_id" IS NULL
  AND jsonb_typeof("after"->'ids') = 'array' AND jsonb_array_length("after"->'ids') > 0;--> statement-breakpoint
-- No two assignments of one person share a day, enforced by the database even when two requests race
-- (the service's check before it gives the friendly message; this is the last word: SQLSTATE 23P01).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "member_shifts" ADD CONSTRAINT "member_shifts_no_overlap" EXCLUDE USING gist ("user_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&);
--> statement-breakpoint
-- People counted per department and role (user_counts), kept by a trigger so that totals are exact without a scan.
-- The two rows a change touches are updated in key order, so two moves in opposite directions cannot deadlock.
CREATE FUNCTION "user_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key integer; new_key integer; first_old boolean;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."deleted_at" IS NULL THEN old_key := coalesce(OLD."department_id", 0); END IF;
  IF TG_OP <> 'DELETE' AND NEW."deleted_at" IS NULL THEN new_key := coalesce(NEW."department_id", 0); END IF;
  first_old := old_key IS NOT NULL AND (new_key IS NULL OR (old_key, OLD."role_id") <= (new_key, NEW."role_id"));
  IF first_old THEN
    INSERT INTO "user_counts" AS c ("department_key", "role_id", "listed", "active")
    VALUES (old_key, OLD."role_id", -1, CASE WHEN OLD."is_active" THEN -1 ELSE 0 END)
    ON CONFLICT ("department_key", "role_id") DO UPDATE SET "listed" = c."listed" + excluded."listed", "active" = c."active" + excluded."active";
  END IF;
  IF new_key IS NOT NULL THEN
    INSERT INTO "user_counts" AS c ("department_key", "role_id", "listed", "active")
    VALUES (new_key, NEW."role_id", 1, CASE WHEN NEW."is_active" THEN 1 ELSE 0 END)
    ON CONFLICT ("department_key", "role_id") DO UPDATE SET "listed" = c."listed" + excluded."listed", "active" = c."active" + excluded."active";
  END IF;
  IF old_key IS NOT NULL AND NOT first_old THEN
    INSERT INTO "user_counts" AS c ("department_key", "role_id", "listed", "active")
    VALUES (old_key, OLD."role_id", -1, CASE WHEN OLD."is_active" THEN -1 ELSE 0 END)
    ON CONFLICT ("department_key", "role_id") DO UPDATE SET "listed" = c."listed" + excluded."listed", "active" = c."active" + excluded."active";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_counts" AFTER INSERT OR DELETE OR UPDATE OF "department_id", "role_id", "is_active", "deleted_at" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "user_counts_apply"();--> statement-breakpoint
CREATE FUNCTION "user_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "user_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_counts_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_clear"();--> statement-breakpoint
-- Existing people are counted once, under the same lock as the trigger's writes.
LOCK TABLE "users" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "user_counts" ("department_key", "role_id", "listed", "active")
SELECT coalesce("department_id", 0), "role_id", count(*), count(*) FILTER (WHERE "is_active")
FROM "users" WHERE "deleted_at" IS NULL GROUP BY 1, 2;
