-- Orders made before 0030 get the amount their entries share, as a new order stores it (null when the entries'
-- amounts differ: a formula over different salaries): the bonus list's value filter then takes or leaves them whole.
UPDATE "payroll_orders" AS o SET "amount" = r.amount
FROM (
	SELECT "order_id", min("amount") AS amount FROM "payroll_order_recipients"
	GROUP BY "order_id" HAVING min("amount") = max("amount")
) AS r
WHERE r."order_id" = o."id" AND o."amount" IS NULL;
