ALTER TABLE "payroll_order_recipients" DROP CONSTRAINT "payroll_order_recipients_order_id_payroll_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_order_recipients" DROP CONSTRAINT "payroll_order_recipients_user_id_users_id_fk";
