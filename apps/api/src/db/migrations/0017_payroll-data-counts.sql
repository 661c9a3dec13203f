ALTER TABLE "payroll_orders" ADD COLUMN "recipients" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payroll_orders_kind_idx" ON "payroll_orders" USING btree ("kind","id");