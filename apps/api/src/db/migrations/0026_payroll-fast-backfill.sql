-- Custom SQL migration file, put your code below! --
-- Results stored before the insurance parts had columns hold them in their result (payroll.stored.ts).
UPDATE "payroll_results" SET
  "social_insurance" = coalesce(("result"->>'social_insurance')::bigint, 0),
  "health_insurance" = coalesce(("result"->>'health_insurance')::bigint, 0),
  "unemployment_insurance" = coalesce(("result"->>'unemployment_insurance')::bigint, 0);
