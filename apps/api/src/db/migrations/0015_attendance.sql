CREATE TABLE "attendance_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"shift_id" integer,
	"shift_source" varchar(12) NOT NULL,
	"planned_start" timestamp with time zone,
	"planned_end" timestamp with time zone,
	"first_in" timestamp with time zone,
	"last_out" timestamp with time zone,
	"late_minutes" integer NOT NULL,
	"early_leave_minutes" integer NOT NULL,
	"break_minutes" integer NOT NULL,
	"worked_minutes" integer NOT NULL,
	"normal_minutes" integer NOT NULL,
	"overtime_1" integer NOT NULL,
	"overtime_2" integer NOT NULL,
	"overtime_3" integer NOT NULL,
	"overtime_4" integer NOT NULL,
	"overtime_5" integer NOT NULL,
	"overtime_6" integer NOT NULL,
	"overtime_7" integer NOT NULL,
	"night_minutes" integer NOT NULL,
	"leave_minutes" integer NOT NULL,
	"absence_types" smallint[] NOT NULL,
	"holiday" boolean NOT NULL,
	"rest_day" boolean NOT NULL,
	"status" varchar(20) NOT NULL,
	"settings_id" integer,
	"settings_effective_from" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"place_id" integer NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_prefix" varchar(12) NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"direction" varchar(3),
	"source" varchar(8) NOT NULL,
	"device_id" integer,
	"device_event_id" varchar(64),
	"actor_id" integer,
	"payload" jsonb NOT NULL,
	"reason" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text,
	CONSTRAINT "attendance_events_direction_check" CHECK ("attendance_events"."direction" in ('in', 'out')),
	CONSTRAINT "attendance_events_source_check" CHECK ("attendance_events"."source" in ('device', 'kiosk', 'manual')),
	CONSTRAINT "attendance_events_device_source_check" CHECK (("attendance_events"."source" = 'device') = ("attendance_events"."device_id" is not null and "attendance_events"."device_event_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "attendance_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD CONSTRAINT "attendance_devices_place_id_attendance_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."attendance_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD CONSTRAINT "attendance_devices_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_devices" ADD CONSTRAINT "attendance_devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_device_id_attendance_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."attendance_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_days_user_date_unique" ON "attendance_days" USING btree ("user_id","work_date");--> statement-breakpoint
CREATE INDEX "attendance_days_date_user_idx" ON "attendance_days" USING btree ("work_date","user_id");--> statement-breakpoint
CREATE INDEX "attendance_days_shift_idx" ON "attendance_days" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_devices_key_hash_unique" ON "attendance_devices" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_devices_name_unique" ON "attendance_devices" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "attendance_devices_place_idx" ON "attendance_devices" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "attendance_devices_revoked_by_idx" ON "attendance_devices" USING btree ("revoked_by");--> statement-breakpoint
CREATE INDEX "attendance_devices_created_by_idx" ON "attendance_devices" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_events_device_event_unique" ON "attendance_events" USING btree ("device_id","device_event_id");--> statement-breakpoint
CREATE INDEX "attendance_events_user_time_idx" ON "attendance_events" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "attendance_events_actor_idx" ON "attendance_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "attendance_events_voided_by_idx" ON "attendance_events" USING btree ("voided_by");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_places_name_unique" ON "attendance_places" USING btree (lower("name"));