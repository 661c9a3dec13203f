-- Attendance lists only the people the payroll pays (db/person.ts paidInPeriod: a staff record, its start and
-- termination dates, the working status). The people lists' generation (0008) is bumped by the statements that change
-- those too, so the anchored lists (the registration list, lib/page-anchors.ts) follow a staff record made later.
CREATE TRIGGER "staff_records_list_generation" AFTER INSERT OR DELETE OR TRUNCATE ON "staff_records"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_generation_bump"('people');--> statement-breakpoint
CREATE TRIGGER "staff_records_list_generation_update"
  AFTER UPDATE OF "user_id", "probation_start_date", "official_start_date", "termination_date" ON "staff_records"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_generation_bump"('people');--> statement-breakpoint
CREATE TRIGGER "users_status_list_generation" AFTER UPDATE OF "status" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_generation_bump"('people');
