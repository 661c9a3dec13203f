CREATE TABLE "candidate_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"kind" varchar(16) DEFAULT 'other' NOT NULL,
	"name" varchar(100),
	"level" varchar(50),
	"year" smallint,
	"month" smallint,
	CONSTRAINT "candidate_languages_kind_check" CHECK ("candidate_languages"."kind" in ('japanese', 'english', 'car_license', 'other'))
);
--> statement-breakpoint
CREATE TABLE "candidate_schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"from_month" smallint NOT NULL,
	"from_year" smallint NOT NULL,
	"to_month" smallint NOT NULL,
	"to_year" smallint NOT NULL,
	"school_name" varchar(255) NOT NULL,
	"faculty" varchar(255),
	"study_skills" varchar(2000)
);
--> statement-breakpoint
CREATE TABLE "candidate_software" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"software" varchar(100),
	"year" varchar(4)
);
--> statement-breakpoint
CREATE TABLE "candidate_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"from_month" smallint,
	"from_year" smallint,
	"to_month" smallint,
	"to_year" smallint,
	"company" varchar(255),
	"contract_type" smallint,
	"work_place_type" smallint,
	"work_content" varchar(2000),
	"work_skill" varchar(900)
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100),
	"name_kana" varchar(100),
	"country" varchar(64),
	"phone" varchar(20),
	"birthday" date,
	"age" integer,
	"gender" smallint,
	"email" varchar(255),
	"married_status" smallint,
	"zip_code" varchar(7),
	"zip_code_contact" varchar(16),
	"near_train_station" varchar(100),
	"japan_visa" smallint,
	"japan_visa_date_expired" date,
	"japan_visa_type" varchar(100),
	"address" varchar(255),
	"address_contact" varchar(255),
	"japan_language_level" smallint,
	"english_language_level" smallint,
	"korean_language_level" smallint,
	"self_pr" text,
	"applicant_comment" text,
	"applicant_advantage_skill_explanation" text,
	"note" text,
	"remark" text,
	"status" smallint DEFAULT 9 NOT NULL,
	"introduce_company_type_id" integer,
	"company_referral" varchar(255),
	"application_date" date NOT NULL,
	"language" varchar(2) DEFAULT 'ja' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_by" integer,
	"cv_file" varchar(64),
	"cv_filename" varchar(255),
	"picture_file" varchar(64),
	"deleted_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_status_check" CHECK ("candidates"."status" in (0, 9, 10, 4, 11, 12, 13)),
	CONSTRAINT "candidates_language_check" CHECK ("candidates"."language" in ('ja', 'en', 'vi'))
);
--> statement-breakpoint
CREATE TABLE "company_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"name_ja" varchar(128) NOT NULL,
	"name_vi" varchar(128) NOT NULL,
	CONSTRAINT "company_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "interview_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer,
	"answer_content" text,
	"comment" text,
	"score" integer
);
--> statement-breakpoint
CREATE TABLE "interview_question_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"score" integer NOT NULL,
	"content_en" varchar(500) NOT NULL,
	"content_ja" varchar(500) NOT NULL,
	"content_vi" varchar(500) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_kind" smallint NOT NULL,
	"content_en" varchar(1000) NOT NULL,
	"content_ja" varchar(1000) NOT NULL,
	"content_vi" varchar(1000) NOT NULL,
	"suggest_en" varchar(2000),
	"suggest_ja" varchar(2000),
	"suggest_vi" varchar(2000),
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"code" varchar(32),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_questions_code_unique" UNIQUE("code"),
	CONSTRAINT "interview_questions_kind_check" CHECK ("interview_questions"."question_kind" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"method" smallint DEFAULT 0 NOT NULL,
	"result" smallint DEFAULT 0 NOT NULL,
	"is_continue" smallint DEFAULT 0 NOT NULL,
	"interviewer" varchar(100),
	"evaluate" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"place" varchar(255),
	"meeting_provider" varchar(16),
	"meeting_id" varchar(128),
	"join_url" varchar(1000),
	"meeting_password" varchar(64),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_round_check" CHECK ("interviews"."round" in (1, 2)),
	CONSTRAINT "interviews_method_check" CHECK ("interviews"."method" between 0 and 3),
	CONSTRAINT "interviews_result_check" CHECK ("interviews"."result" between 0 and 3 and not ("interviews"."round" = 2 and "interviews"."result" = 1))
);
--> statement-breakpoint
ALTER TABLE "candidate_languages" ADD CONSTRAINT "candidate_languages_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_schools" ADD CONSTRAINT "candidate_schools_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_software" ADD CONSTRAINT "candidate_software_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_works" ADD CONSTRAINT "candidate_works_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_introduce_company_type_id_company_types_id_fk" FOREIGN KEY ("introduce_company_type_id") REFERENCES "public"."company_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_consent_by_users_id_fk" FOREIGN KEY ("consent_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_question_id_interview_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."interview_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_answer_id_interview_question_choices_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."interview_question_choices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_question_choices" ADD CONSTRAINT "interview_question_choices_question_id_interview_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."interview_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_languages_candidate_idx" ON "candidate_languages" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_schools_candidate_idx" ON "candidate_schools" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_software_candidate_idx" ON "candidate_software" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_works_candidate_idx" ON "candidate_works" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidates_list_idx" ON "candidates" USING btree ("application_date","id") WHERE "candidates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_status_idx" ON "candidates" USING btree ("status","application_date","id") WHERE "candidates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_country_idx" ON "candidates" USING btree (lower("country"),"application_date","id") WHERE "candidates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_name_trgm" ON "candidates" USING gin ((coalesce("name", '') || ' ' || coalesce("name_kana", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_company_type_idx" ON "candidates" USING btree ("introduce_company_type_id");--> statement-breakpoint
CREATE INDEX "candidates_consent_by_idx" ON "candidates" USING btree ("consent_by");--> statement-breakpoint
CREATE INDEX "interview_answers_interview_idx" ON "interview_answers" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "interview_answers_question_idx" ON "interview_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "interview_answers_answer_idx" ON "interview_answers" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "interview_question_choices_question_idx" ON "interview_question_choices" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_candidate_round_unique" ON "interviews" USING btree ("candidate_id","round");--> statement-breakpoint
CREATE INDEX "mail_outbox_entity_idx" ON "mail_outbox" USING btree ("entity","entity_id");