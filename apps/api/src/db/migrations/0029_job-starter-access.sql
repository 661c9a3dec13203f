ALTER TABLE "jobs" ADD COLUMN "started_role" smallint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "started_department" integer;