CREATE TABLE "leave_type_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_leave_type_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"salary_rate" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_type_rates_salary_rate" CHECK ("leave_type_rates"."salary_rate" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "staff_working_plans" ADD COLUMN "leave_type_id" integer;--> statement-breakpoint
ALTER TABLE "leave_type_rates" ADD CONSTRAINT "leave_type_rates_management_leave_type_id_management_leave_types_id_fk" FOREIGN KEY ("management_leave_type_id") REFERENCES "public"."management_leave_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_type_rates_type_month_unique" ON "leave_type_rates" USING btree ("management_leave_type_id","effective_from");--> statement-breakpoint
ALTER TABLE "staff_working_plans" ADD CONSTRAINT "staff_working_plans_leave_type_id_management_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."management_leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_working_plans_leave_type_idx" ON "staff_working_plans" USING btree ("leave_type_id");