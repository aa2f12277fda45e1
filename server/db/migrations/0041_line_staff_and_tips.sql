CREATE TABLE "order_line_staff" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_line_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"share_from" numeric(5, 4) NOT NULL,
	"share_to" numeric(5, 4) NOT NULL,
	CONSTRAINT "order_line_staff_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "order_line_staff_share_within_line" CHECK ("order_line_staff"."share_from" >= 0 and "order_line_staff"."share_to" > "order_line_staff"."share_from" and "order_line_staff"."share_to" <= 1)
);
--> statement-breakpoint
CREATE TABLE "order_tips" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_tips_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "order_tips_amount_positive" CHECK ("order_tips"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "staff_shares" jsonb;--> statement-breakpoint
ALTER TABLE "cart_entries" ADD COLUMN "staff_shares" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "tips" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip_total" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line_staff" ADD CONSTRAINT "order_line_staff_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_staff" ADD CONSTRAINT "order_line_staff_business_id_order_line_id_order_lines_business_id_id_fk" FOREIGN KEY ("business_id","order_line_id") REFERENCES "public"."order_lines"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tips" ADD CONSTRAINT "order_tips_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tips" ADD CONSTRAINT "order_tips_business_id_order_id_orders_business_id_id_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_staff_order_line_idx" ON "order_line_staff" USING btree ("business_id","order_line_id");--> statement-breakpoint
CREATE INDEX "order_line_staff_employee_idx" ON "order_line_staff" USING btree ("business_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_staff_line_employee_unique" ON "order_line_staff" USING btree ("business_id","order_line_id","employee_id");--> statement-breakpoint
CREATE INDEX "order_tips_order_idx" ON "order_tips" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE INDEX "order_tips_business_created_idx" ON "order_tips" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "order_tips_employee_idx" ON "order_tips" USING btree ("business_id","employee_id");--> statement-breakpoint
-- Every line sold so far had one staff member at most: they are credited with all of it.
INSERT INTO "order_line_staff" ("business_id", "id", "created_at", "updated_at", "order_line_id", "employee_id", "share_from", "share_to")
SELECT "business_id", gen_random_uuid(), "created_at", "created_at", "id", "employee_id", 0, 1
FROM "order_lines" WHERE "employee_id" IS NOT NULL;
