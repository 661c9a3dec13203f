CREATE TABLE "staff_dependents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tax_profile_id" bigint NOT NULL,
	"full_name" varchar(128) NOT NULL,
	"relationship" varchar(128) NOT NULL,
	"birth_date" date NOT NULL,
	"profession" varchar(128)
);
--> statement-breakpoint
CREATE TABLE "staff_pay_allowances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pay_config_id" bigint NOT NULL,
	"allowances_code" varchar(32) NOT NULL,
	"allowances_name" varchar(128) NOT NULL,
	"amount" bigint NOT NULL,
	"allowance_method" smallint NOT NULL,
	"note" varchar(1000),
	CONSTRAINT "staff_pay_allowances_amount_check" CHECK ("staff_pay_allowances"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staff_pay_configs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"effective_date" date NOT NULL,
	"basic_salary" bigint NOT NULL,
	"salary_rate" numeric(5, 2) DEFAULT '100' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_pay_configs_salary_check" CHECK ("staff_pay_configs"."basic_salary" >= 0),
	CONSTRAINT "staff_pay_configs_rate_check" CHECK ("staff_pay_configs"."salary_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "staff_records" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"citize_id_card" varchar(16),
	"bank_name" varchar(100),
	"bank_account_number" varchar(16),
	"marital_status" smallint DEFAULT 1 NOT NULL,
	"marital_id" integer,
	"address" varchar(256),
	"educational_level" varchar(128),
	"probation_start_date" date,
	"official_start_date" date,
	"termination_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_records_marital_status_check" CHECK ("staff_records"."marital_status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "staff_tax_profiles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"effective_date" date NOT NULL,
	"insurance_status" smallint NOT NULL,
	"insurance_number" varchar(32),
	"insurance_contribution_salary" bigint,
	"applicable_tax_type" smallint NOT NULL,
	"personal_tax_code" varchar(32),
	"personal_deduction" bigint DEFAULT 0 NOT NULL,
	"union_member" boolean DEFAULT false NOT NULL,
	"hazardous_work" smallint DEFAULT 0 NOT NULL,
	"tax_resident" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_tax_profiles_insurance_status_check" CHECK ("staff_tax_profiles"."insurance_status" in (0, 1)),
	CONSTRAINT "staff_tax_profiles_tax_type_check" CHECK ("staff_tax_profiles"."applicable_tax_type" between 1 and 4),
	CONSTRAINT "staff_tax_profiles_hazardous_check" CHECK ("staff_tax_profiles"."hazardous_work" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "staff_work_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(256) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_work_histories_dates_check" CHECK ("staff_work_histories"."end_date" is null or "staff_work_histories"."end_date" >= "staff_work_histories"."start_date")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_dependents" ADD CONSTRAINT "staff_dependents_tax_profile_id_staff_tax_profiles_id_fk" FOREIGN KEY ("tax_profile_id") REFERENCES "public"."staff_tax_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_pay_allowances" ADD CONSTRAINT "staff_pay_allowances_pay_config_id_staff_pay_configs_id_fk" FOREIGN KEY ("pay_config_id") REFERENCES "public"."staff_pay_configs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_pay_configs" ADD CONSTRAINT "staff_pay_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_pay_configs" ADD CONSTRAINT "staff_pay_configs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_records" ADD CONSTRAINT "staff_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_records" ADD CONSTRAINT "staff_records_marital_id_users_id_fk" FOREIGN KEY ("marital_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tax_profiles" ADD CONSTRAINT "staff_tax_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tax_profiles" ADD CONSTRAINT "staff_tax_profiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_work_histories" ADD CONSTRAINT "staff_work_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_dependents_profile_idx" ON "staff_dependents" USING btree ("tax_profile_id");--> statement-breakpoint
CREATE INDEX "staff_pay_allowances_config_idx" ON "staff_pay_allowances" USING btree ("pay_config_id");--> statement-breakpoint
CREATE INDEX "staff_pay_configs_user_effective_idx" ON "staff_pay_configs" USING btree ("user_id","effective_date","id");--> statement-breakpoint
CREATE INDEX "staff_pay_configs_created_by_idx" ON "staff_pay_configs" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "staff_records_citize_id_card_idx" ON "staff_records" USING btree (lower("citize_id_card"));--> statement-breakpoint
CREATE INDEX "staff_records_marital_idx" ON "staff_records" USING btree ("marital_id");--> statement-breakpoint
CREATE INDEX "staff_tax_profiles_user_effective_idx" ON "staff_tax_profiles" USING btree ("user_id","effective_date","id");--> statement-breakpoint
CREATE INDEX "staff_tax_profiles_insurance_number_idx" ON "staff_tax_profiles" USING btree (lower("insurance_number"));--> statement-breakpoint
CREATE INDEX "staff_tax_profiles_tax_code_idx" ON "staff_tax_profiles" USING btree (lower("personal_tax_code"));--> statement-breakpoint
CREATE INDEX "staff_tax_profiles_created_by_idx" ON "staff_tax_profiles" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "staff_work_histories_user_idx" ON "staff_work_histories" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "users_listed_status_alias_idx" ON "users" USING btree ("status","alias_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" between 1 and 6);