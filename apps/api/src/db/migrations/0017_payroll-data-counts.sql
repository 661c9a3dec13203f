DROP INDEX "payroll_order_recipients_list_idx";--> statement-breakpoint
DROP INDEX "payroll_order_recipients_once";--> statement-breakpoint
DROP INDEX "payroll_order_recipients_order_idx";--> statement-breakpoint
ALTER TABLE "payroll_orders" ADD COLUMN "recipients" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payroll_orders_kind_idx" ON "payroll_orders" USING btree ("kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_order_recipients_once" ON "payroll_order_recipients" USING btree ("salary_component_id","pay_month","user_id");--> statement-breakpoint
CREATE INDEX "payroll_order_recipients_order_idx" ON "payroll_order_recipients" USING btree ("order_id","id");