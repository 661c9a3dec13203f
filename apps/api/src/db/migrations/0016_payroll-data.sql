CREATE TABLE "payroll_order_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"salary_component_id" integer NOT NULL,
	"date" date NOT NULL,
	"pay_month" date NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_order_recipients_kind" CHECK ("payroll_order_recipients"."kind" in ('bonus', 'deduction')),
	CONSTRAINT "payroll_order_recipients_amount" CHECK ("payroll_order_recipients"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"salary_component_id" integer NOT NULL,
	"component_name" varchar(256) NOT NULL,
	"application_method" smallint NOT NULL,
	"tax_calculation" smallint NOT NULL,
	"tax_free_amount" bigint,
	"attendance_condition" smallint NOT NULL,
	"overtime_condition" smallint NOT NULL,
	"minimum_number_days" integer,
	"scope_of_application" smallint NOT NULL,
	"criteria" jsonb,
	"date" date NOT NULL,
	"note" varchar(256),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_orders_kind" CHECK ("payroll_orders"."kind" in ('bonus', 'deduction')),
	CONSTRAINT "payroll_orders_tax" CHECK ("payroll_orders"."tax_calculation" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "shift_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"shift_id_change" integer NOT NULL,
	"date_change" date NOT NULL,
	"reason" varchar(256),
	"original_source" varchar(16) NOT NULL,
	"member_shift_id" bigint,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_changes_source" CHECK ("shift_changes"."original_source" in ('assignment', 'work_plan', 'person'))
);
--> statement-breakpoint
ALTER TABLE "payroll_order_recipients" ADD CONSTRAINT "payroll_order_recipients_order_id_payroll_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payroll_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_order_recipients" ADD CONSTRAINT "payroll_order_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_orders" ADD CONSTRAINT "payroll_orders_salary_component_id_salary_components_id_fk" FOREIGN KEY ("salary_component_id") REFERENCES "public"."salary_components"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_orders" ADD CONSTRAINT "payroll_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_shift_id_change_shifts_id_fk" FOREIGN KEY ("shift_id_change") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_member_shift_id_member_shifts_id_fk" FOREIGN KEY ("member_shift_id") REFERENCES "public"."member_shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_order_recipients_once" ON "payroll_order_recipients" USING btree ("user_id","salary_component_id","pay_month");--> statement-breakpoint
CREATE INDEX "payroll_order_recipients_order_idx" ON "payroll_order_recipients" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payroll_order_recipients_month_idx" ON "payroll_order_recipients" USING btree ("pay_month","user_id");--> statement-breakpoint
CREATE INDEX "payroll_order_recipients_list_idx" ON "payroll_order_recipients" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "payroll_orders_component_idx" ON "payroll_orders" USING btree ("salary_component_id");--> statement-breakpoint
CREATE INDEX "payroll_orders_created_by_idx" ON "payroll_orders" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_changes_once" ON "shift_changes" USING btree ("user_id","date_change");--> statement-breakpoint
CREATE INDEX "shift_changes_date_idx" ON "shift_changes" USING btree ("date_change","id");--> statement-breakpoint
CREATE INDEX "shift_changes_shift_idx" ON "shift_changes" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "shift_changes_shift_change_idx" ON "shift_changes" USING btree ("shift_id_change");--> statement-breakpoint
CREATE INDEX "shift_changes_created_by_idx" ON "shift_changes" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "shift_changes_member_shift_idx" ON "shift_changes" USING btree ("member_shift_id");