ALTER TABLE "salary_components" ADD COLUMN "code" varchar(16);--> statement-breakpoint
CREATE UNIQUE INDEX "salary_components_code" ON "salary_components" USING btree ("code");