CREATE TABLE "list_generations" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_alias_id_idx";--> statement-breakpoint
DROP INDEX "member_shifts_department_idx";--> statement-breakpoint
CREATE INDEX "users_listed_alias_idx" ON "users" USING btree ("alias_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_listed_role_alias_idx" ON "users" USING btree ("role_id","alias_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_listed_department_alias_idx" ON "users" USING btree ("department_id","alias_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "member_shifts_department_idx" ON "member_shifts" USING btree ("department_id","start_date","end_date","user_id","shift_id");--> statement-breakpoint
-- The people lists' generation (schema/lists.ts): bumped once per statement that changes which people a list holds,
-- their order, or what they are filtered on. Updates that touch none of those columns (avatar, password) keep it.
INSERT INTO "list_generations" ("name", "value") VALUES ('people', (extract(epoch FROM clock_timestamp()) * 1000000)::bigint);--> statement-breakpoint
CREATE FUNCTION "list_generation_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "list_generations"
     SET "value" = greatest("value" + 1, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)
   WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_list_generation" AFTER INSERT OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_generation_bump"('people');--> statement-breakpoint
CREATE TRIGGER "users_list_generation_update"
  AFTER UPDATE OF "alias_id", "first_name", "last_name", "full_name", "role_id", "department_id", "shift_id",
    "phone_number", "is_active", "deleted_at" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_generation_bump"('people');--> statement-breakpoint
CREATE TRIGGER "department_group_members_list_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "department_group_members" FOR EACH STATEMENT EXECUTE FUNCTION "list_generation_bump"('people');--> statement-breakpoint
CREATE TRIGGER "member_shifts_list_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "member_shifts" FOR EACH STATEMENT EXECUTE FUNCTION "list_generation_bump"('people');--> statement-breakpoint
CREATE TRIGGER "department_groups_list_generation" AFTER DELETE OR UPDATE OF "department_id" OR TRUNCATE
  ON "department_groups" FOR EACH STATEMENT EXECUTE FUNCTION "list_generation_bump"('people');
