ALTER TABLE "department_working_plans" DROP CONSTRAINT "department_working_plans_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "member_shifts" DROP CONSTRAINT "member_shifts_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "department_working_plans" ADD CONSTRAINT "department_working_plans_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_shifts" ADD CONSTRAINT "member_shifts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;