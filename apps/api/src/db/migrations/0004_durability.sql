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
