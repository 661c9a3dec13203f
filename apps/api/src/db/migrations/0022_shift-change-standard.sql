ALTER TABLE "shift_changes" DROP CONSTRAINT "shift_changes_source";--> statement-breakpoint
ALTER TABLE "shift_changes" ALTER COLUMN "shift_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_source" CHECK ("shift_changes"."original_source" in ('assignment', 'work_plan', 'person', 'default'));