CREATE TABLE "attendance_status_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	CONSTRAINT "attendance_status_registrations_kind_check" CHECK ("attendance_status_registrations"."kind" in ('late_checkin', 'early_checkout', 'go_out', 'come_back'))
);
--> statement-breakpoint
CREATE TABLE "staff_working_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"working_plan_type_id" smallint NOT NULL,
	"start_date" date NOT NULL,
	"start_time" time,
	"end_date" date NOT NULL,
	"end_time" time,
	"location_of_plan" varchar(255),
	"reason" varchar(500),
	"replaces_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "staff_working_plans_dates_check" CHECK ("staff_working_plans"."end_date" >= "staff_working_plans"."start_date")
);
--> statement-breakpoint
ALTER TABLE "attendance_status_registrations" ADD CONSTRAINT "attendance_status_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_status_registrations" ADD CONSTRAINT "attendance_status_registrations_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_working_plans" ADD CONSTRAINT "staff_working_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_working_plans" ADD CONSTRAINT "staff_working_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_working_plans" ADD CONSTRAINT "staff_working_plans_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_status_registrations_day_idx" ON "attendance_status_registrations" USING btree ("work_date","user_id","registered_at");--> statement-breakpoint
CREATE INDEX "attendance_status_registrations_user_idx" ON "attendance_status_registrations" USING btree ("user_id","work_date");--> statement-breakpoint
CREATE INDEX "attendance_status_registrations_actor_idx" ON "attendance_status_registrations" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "staff_working_plans_current_idx" ON "staff_working_plans" USING btree ("user_id","end_date") WHERE "staff_working_plans"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "staff_working_plans_dates_idx" ON "staff_working_plans" USING btree ("start_date","end_date") WHERE "staff_working_plans"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "staff_working_plans_created_by_idx" ON "staff_working_plans" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "staff_working_plans_deleted_by_idx" ON "staff_working_plans" USING btree ("deleted_by");