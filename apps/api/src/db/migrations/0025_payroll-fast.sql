ALTER TABLE "payroll_results" ALTER COLUMN "result" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "payroll_results" ALTER COLUMN "inputs" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "payroll_results" ADD COLUMN "social_insurance" bigint;--> statement-breakpoint
ALTER TABLE "payroll_results" ADD COLUMN "health_insurance" bigint;--> statement-breakpoint
ALTER TABLE "payroll_results" ADD COLUMN "unemployment_insurance" bigint;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "legend" jsonb;