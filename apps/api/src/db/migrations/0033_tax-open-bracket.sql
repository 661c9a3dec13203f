-- The top tax bracket has no upper bound (the law's "above"): the last step of every tax and insurance version
-- (the steps are stored in order) gets a null "to" in place of the 999,999,999 the specification wrote, as the
-- built-in history (packages/contracts/src/settings-statutory.ts) and the settings form now hold it.
UPDATE "setting_versions"
SET "data" = jsonb_set("data", '{config_progressive_tax_schedule,-1,to_salary}', 'null'::jsonb)
WHERE "kind" = 'tax_insurance' AND jsonb_array_length("data"->'config_progressive_tax_schedule') > 0;
