CREATE TABLE "department_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "department_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "department_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"group_code" varchar(16) NOT NULL,
	"group_name" varchar(128) NOT NULL,
	"group_leader" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_working_plan_users" (
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "department_working_plan_users_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "department_working_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"date" date NOT NULL,
	"shift_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_shifts_dates_ordered" CHECK ("member_shifts"."end_date" >= "member_shifts"."start_date")
);
--> statement-breakpoint
ALTER TABLE "department_group_members" ADD CONSTRAINT "department_group_members_group_id_department_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."department_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_group_members" ADD CONSTRAINT "department_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_groups" ADD CONSTRAINT "department_groups_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_groups" ADD CONSTRAINT "department_groups_group_leader_users_id_fk" FOREIGN KEY ("group_leader") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_working_plan_users" ADD CONSTRAINT "department_working_plan_users_plan_id_department_working_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."department_working_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_working_plan_users" ADD CONSTRAINT "department_working_plan_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_working_plans" ADD CONSTRAINT "department_working_plans_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_working_plans" ADD CONSTRAINT "department_working_plans_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_working_plans" ADD CONSTRAINT "department_working_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_shifts" ADD CONSTRAINT "member_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_shifts" ADD CONSTRAINT "member_shifts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_shifts" ADD CONSTRAINT "member_shifts_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_shifts" ADD CONSTRAINT "member_shifts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "department_group_members_user_unique" ON "department_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "department_groups_code_unique" ON "department_groups" USING btree ("department_id",lower("group_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "department_groups_name_unique" ON "department_groups" USING btree ("department_id",lower("group_name"));--> statement-breakpoint
CREATE INDEX "department_working_plan_users_user_idx" ON "department_working_plan_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "department_working_plans_department_date_idx" ON "department_working_plans" USING btree ("department_id","date");--> statement-breakpoint
CREATE INDEX "member_shifts_user_dates_idx" ON "member_shifts" USING btree ("user_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "member_shifts_department_idx" ON "member_shifts" USING btree ("department_id","start_date");