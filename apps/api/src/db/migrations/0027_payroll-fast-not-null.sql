ALTER TABLE "payroll_results" ALTER COLUMN "social_insurance" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_results" ALTER COLUMN "health_insurance" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_results" ALTER COLUMN "unemployment_insurance" SET NOT NULL;