ALTER TABLE "salary_components" DROP CONSTRAINT "salary_components_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "salary_components" ADD CONSTRAINT "salary_components_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;