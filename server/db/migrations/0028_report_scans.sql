ALTER TABLE "order_lines" ADD COLUMN "user_id" uuid;--> statement-breakpoint
-- Lines sold before the column: their order's account, and their order's time (the report dates lines by it).
UPDATE "order_lines" SET "user_id" = "orders"."user_id", "created_at" = "orders"."created_at" FROM "orders" WHERE "orders"."business_id" = "order_lines"."business_id" AND "orders"."id" = "order_lines"."order_id" AND ("order_lines"."user_id" IS DISTINCT FROM "orders"."user_id" OR "order_lines"."created_at" <> "orders"."created_at");--> statement-breakpoint
CREATE INDEX "order_lines_business_created_idx" ON "order_lines" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payments_business_created_idx" ON "order_payments" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_business_created_idx" ON "order_refunds" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_cancelled_idx" ON "orders" USING btree ("business_id","id") WHERE "orders"."status" = 'cancelled';