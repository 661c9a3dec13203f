CREATE TABLE "payroll_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"month" date NOT NULL,
	"user_id" integer NOT NULL,
	"department_id" integer,
	"base_pay" bigint NOT NULL,
	"allowances" bigint NOT NULL,
	"overtime_pay" bigint NOT NULL,
	"bonuses" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"employee_insurance" bigint NOT NULL,
	"union_dues" bigint NOT NULL,
	"taxable_income" bigint NOT NULL,
	"income_tax" bigint NOT NULL,
	"deductions" bigint NOT NULL,
	"net" bigint NOT NULL,
	"employer_total" bigint NOT NULL,
	"result" jsonb NOT NULL,
	"inputs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"department_ids" integer[],
	"started_by" integer,
	"people" integer NOT NULL,
	"gross" bigint NOT NULL,
	"net" bigint NOT NULL,
	"employer_total" bigint NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_runs_first_day" CHECK (extract(day from "payroll_runs"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "payroll_results" ADD CONSTRAINT "payroll_results_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_results" ADD CONSTRAINT "payroll_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_results" ADD CONSTRAINT "payroll_results_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_results_run_idx" ON "payroll_results" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "payroll_results_month_user_idx" ON "payroll_results" USING btree ("month","user_id","run_id");--> statement-breakpoint
CREATE INDEX "payroll_results_user_idx" ON "payroll_results" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payroll_results_department_idx" ON "payroll_results" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "payroll_runs_month_idx" ON "payroll_runs" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "payroll_runs_started_by_idx" ON "payroll_runs" USING btree ("started_by");