ALTER TABLE "cart_entries" ADD COLUMN "employee_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "employee_id" uuid;--> statement-breakpoint
-- Lines sold before the column keep the credit the sales report gave them: a service line of an
-- appointment its employee's, every other line the employee record of the account that took the
-- order (the first by id should two share it).
UPDATE "order_lines" SET "employee_id" = "appointments"."employee_id" FROM "appointments" WHERE "order_lines"."kind" = 'service' AND "appointments"."business_id" = "order_lines"."business_id" AND "appointments"."id" = "order_lines"."appointment_id";--> statement-breakpoint
UPDATE "order_lines" SET "employee_id" = (SELECT "employees"."id" FROM "employees" WHERE "employees"."business_id" = "order_lines"."business_id" AND "employees"."user_id" = "order_lines"."user_id" ORDER BY "employees"."id" LIMIT 1) WHERE "employee_id" IS NULL AND "user_id" IS NOT NULL;--> statement-breakpoint
-- Entries waiting in carts get the defaults a new entry gets: the appointment's employee, else the cart user's record.
UPDATE "cart_entries" SET "employee_id" = "appointments"."employee_id" FROM "appointments" WHERE "appointments"."business_id" = "cart_entries"."business_id" AND "appointments"."id" = "cart_entries"."appointment_id";--> statement-breakpoint
UPDATE "cart_entries" SET "employee_id" = (SELECT "employees"."id" FROM "employees" JOIN "carts" ON "carts"."business_id" = "employees"."business_id" AND "carts"."user_id" = "employees"."user_id" WHERE "carts"."business_id" = "cart_entries"."business_id" AND "carts"."id" = "cart_entries"."cart_id" ORDER BY "employees"."id" LIMIT 1) WHERE "employee_id" IS NULL;
