CREATE TABLE "leave_type_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_leave_type_id" integer NOT NULL,
	"reason_name_vie" varchar(128) NOT NULL,
	"reason_name_jp" varchar(128) NOT NULL,
	"description_vie" varchar(256),
	"description_jp" varchar(256),
	"max_absent_days" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_type_items_days" CHECK ("leave_type_items"."max_absent_days" between 0 and 366),
	CONSTRAINT "leave_type_items_status" CHECK ("leave_type_items"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "management_leave_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"leave_code" varchar(16) NOT NULL,
	"leave_name_vie" varchar(128) NOT NULL,
	"leave_name_jp" varchar(128) NOT NULL,
	"description_vie" varchar(256),
	"description_jp" varchar(256),
	"salary_rate" numeric(5, 2) NOT NULL,
	"is_deduct_leave" smallint NOT NULL,
	"is_deduct_attendance" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "management_leave_types_salary_rate" CHECK ("management_leave_types"."salary_rate" between 0 and 100),
	CONSTRAINT "management_leave_types_flags" CHECK ("management_leave_types"."is_deduct_leave" in (0, 1) and "management_leave_types"."is_deduct_attendance" in (0, 1)),
	CONSTRAINT "management_leave_types_status" CHECK ("management_leave_types"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "salary_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"salary_component_type" varchar(16) NOT NULL,
	"salary_component_name_vie" varchar(256) NOT NULL,
	"salary_component_name_jp" varchar(256) NOT NULL,
	"description_vie" varchar(256),
	"description_jp" varchar(256),
	"application_method" smallint NOT NULL,
	"apply_by_formula" varchar(16),
	"fix_money" bigint,
	"standard_amount" varchar(1),
	"coefficient" numeric(12, 4),
	"tax_calculation" smallint NOT NULL,
	"tax_free_amount" bigint,
	"attendance_condition" smallint DEFAULT 0 NOT NULL,
	"overtime_condition" smallint DEFAULT 0 NOT NULL,
	"minimum_number_days" integer,
	"is_spouse" smallint,
	"add_leave_days" integer,
	"included_social_insurance" smallint DEFAULT 0 NOT NULL,
	"included_in_overtime" smallint DEFAULT 0 NOT NULL,
	"deducted_in_first_payroll" smallint DEFAULT 0 NOT NULL,
	"deducted_in_final_payroll" smallint DEFAULT 0 NOT NULL,
	"scope_of_application" smallint NOT NULL,
	"is_department" smallint DEFAULT 0 NOT NULL,
	"department_id" integer,
	"is_position" smallint DEFAULT 0 NOT NULL,
	"position_id" smallint,
	"is_sex" smallint DEFAULT 0 NOT NULL,
	"sex" smallint,
	"start_date" date,
	"end_date" date,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_components_type" CHECK ("salary_components"."salary_component_type" in ('allowance', 'bonus', 'deduction')),
	CONSTRAINT "salary_components_method" CHECK ("salary_components"."application_method" in (1, 2, 3)),
	CONSTRAINT "salary_components_tax" CHECK ("salary_components"."tax_calculation" in (1, 2, 3)),
	CONSTRAINT "salary_components_scope" CHECK ("salary_components"."scope_of_application" in (1, 2, 3)),
	CONSTRAINT "salary_components_status" CHECK ("salary_components"."status" in (0, 1)),
	CONSTRAINT "salary_components_money" CHECK (coalesce("salary_components"."fix_money", 0) >= 0 and coalesce("salary_components"."tax_free_amount", 0) >= 0),
	CONSTRAINT "salary_components_dates" CHECK ("salary_components"."end_date" is null or "salary_components"."start_date" is null or "salary_components"."end_date" >= "salary_components"."start_date")
);
--> statement-breakpoint
ALTER TABLE "leave_type_items" ADD CONSTRAINT "leave_type_items_management_leave_type_id_management_leave_types_id_fk" FOREIGN KEY ("management_leave_type_id") REFERENCES "public"."management_leave_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_components" ADD CONSTRAINT "salary_components_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_type_items_type_idx" ON "leave_type_items" USING btree ("management_leave_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "management_leave_types_code_unique" ON "management_leave_types" USING btree (lower("leave_code"));--> statement-breakpoint
CREATE INDEX "salary_components_type_idx" ON "salary_components" USING btree ("salary_component_type","id");--> statement-breakpoint
CREATE INDEX "salary_components_department_idx" ON "salary_components" USING btree ("department_id");--> statement-breakpoint
-- Seed data (a fresh install; on an existing database the tables are new, so the rows are added once).
-- Annual leave (Labour Code 2019 art. 113: 12 working days) deducts from the leave balance.
WITH t AS (
	INSERT INTO "management_leave_types" ("leave_code", "leave_name_vie", "leave_name_jp", "description_vie", "description_jp", "salary_rate", "is_deduct_leave", "is_deduct_attendance", "status")
	VALUES ('ANNUAL', 'Nghỉ phép năm', '年次有給休暇', 'Nghỉ hằng năm hưởng nguyên lương (Bộ luật Lao động 2019, Điều 113)', '年次有給休暇（2019年労働法第113条）', 100, 1, 0, 1)
	RETURNING "id"
)
INSERT INTO "leave_type_items" ("management_leave_type_id", "reason_name_vie", "reason_name_jp", "description_vie", "description_jp", "max_absent_days", "status")
SELECT "id", 'Nghỉ phép năm', '年次有給休暇', 'annual leave', 'annual leave', 12, 1 FROM t;
--> statement-breakpoint
-- Paid personal leave (Labour Code 2019 art. 115): full pay, not taken from the annual leave balance.
WITH t AS (
	INSERT INTO "management_leave_types" ("leave_code", "leave_name_vie", "leave_name_jp", "description_vie", "description_jp", "salary_rate", "is_deduct_leave", "is_deduct_attendance", "status")
	VALUES ('PERSONAL', 'Nghỉ việc riêng có hưởng lương', '慶弔休暇', 'Nghỉ việc riêng hưởng nguyên lương (Bộ luật Lao động 2019, Điều 115)', '有給の慶弔休暇（2019年労働法第115条）', 100, 0, 0, 1)
	RETURNING "id"
)
INSERT INTO "leave_type_items" ("management_leave_type_id", "reason_name_vie", "reason_name_jp", "description_vie", "description_jp", "max_absent_days", "status")
SELECT t."id", r.vie, r.jp, NULL, NULL, r.days, 1
FROM t, (VALUES
	('Bản thân kết hôn', '本人の結婚', 3, 1),
	('Con kết hôn', '子の結婚', 1, 2),
	('Cha mẹ, vợ hoặc chồng, con chết', '父母・配偶者・子の死亡', 3, 3)
) AS r(vie, jp, days, ord)
ORDER BY r.ord;
--> statement-breakpoint
-- Predefined allowances (specification 000 section 9), not applied automatically until the company sets a scope.
-- Meal allowance: partially taxable, exempt up to the statutory cap in force when the database is created
-- (730,000 a month until 30 June 2026, 1,200,000 from 1 July 2026; payroll caps by the month it computes).
INSERT INTO "salary_components" ("salary_component_type", "salary_component_name_vie", "salary_component_name_jp", "application_method", "apply_by_formula", "fix_money", "tax_calculation", "tax_free_amount", "attendance_condition", "overtime_condition", "is_spouse", "add_leave_days", "scope_of_application", "status")
SELECT 'allowance', a.vie, a.jp, 1, a.per, a.amount, a.tax,
	CASE WHEN a.tax = 2 THEN (CASE WHEN (now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date >= DATE '2026-07-01' THEN 1200000 ELSE 730000 END) END,
	0, 0, 0, 0, 1, 1
FROM (VALUES
	('Phụ cấp NC (ngày công)', 'NC手当（出勤日）', 'day', 150000, 1, 1),
	('Phụ cấp đi lại', '通勤手当', 'month', 360000, 1, 2),
	('Phụ cấp lao động nữ', '女性手当', 'month', 200000, 1, 3),
	('Phụ cấp ăn trưa', '食事手当', 'month', 500000, 2, 4),
	('Phụ cấp nhà ở', '住宅手当', 'month', 1000000, 1, 5),
	('Phụ cấp điện thoại', '電話手当', 'month', 100000, 1, 6),
	('Phụ cấp khác', 'その他手当', 'month', 0, 1, 7)
) AS a(vie, jp, per, amount, tax, ord)
ORDER BY a.ord;
