CREATE TABLE "cart_entries" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cart_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item" jsonb NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"appointment_id" uuid,
	CONSTRAINT "cart_entries_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "cart_entries_quantity_positive" CHECK ("cart_entries"."quantity" > 0),
	CONSTRAINT "cart_entries_discount_not_negative" CHECK ("cart_entries"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid,
	"pay_only_deposit" boolean DEFAULT false NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "carts_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "carts_discount_not_negative" CHECK ("carts"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"last_order_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item" jsonb NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"refunded_quantity" integer DEFAULT 0 NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"warehouse_id" uuid,
	"appointment_id" uuid,
	CONSTRAINT "order_lines_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_refunded_within_quantity" CHECK ("order_lines"."refunded_quantity" >= 0 and "order_lines"."refunded_quantity" <= "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"tendered" numeric(14, 2),
	"change" numeric(14, 2),
	"reference" text,
	"created_by" uuid,
	CONSTRAINT "order_payments_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"method" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"created_by" uuid,
	CONSTRAINT "order_refunds_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "order_refunds_amount_not_negative" CHECK ("order_refunds"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_no" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid,
	"subtotal" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"refunded_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"read" boolean DEFAULT false NOT NULL,
	"notes" text,
	CONSTRAINT "orders_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "orders_money_not_negative" CHECK ("orders"."subtotal" >= 0 and "orders"."discount" >= 0 and "orders"."cost" >= 0 and "orders"."paid_amount" >= 0),
	CONSTRAINT "orders_refund_within_paid" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."paid_amount")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "paid_order_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_business_id_cart_id_carts_business_id_id_fk" FOREIGN KEY ("business_id","cart_id") REFERENCES "public"."carts"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_business_id_client_id_clients_business_id_id_fk" FOREIGN KEY ("business_id","client_id") REFERENCES "public"."clients"("business_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_business_id_order_id_orders_business_id_id_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_business_id_order_id_orders_business_id_id_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_business_id_order_id_orders_business_id_id_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_client_id_clients_business_id_id_fk" FOREIGN KEY ("business_id","client_id") REFERENCES "public"."clients"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_entries_cart_idx" ON "cart_entries" USING btree ("business_id","cart_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_business_user_unique" ON "carts" USING btree ("business_id","user_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE INDEX "order_lines_appointment_idx" ON "order_lines" USING btree ("business_id","appointment_id") WHERE "order_lines"."appointment_id" is not null;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_business_order_no_unique" ON "orders" USING btree ("business_id","order_no");--> statement-breakpoint
CREATE INDEX "orders_business_created_idx" ON "orders" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_client_idx" ON "orders" USING btree ("business_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unread_idx" ON "orders" USING btree ("business_id") WHERE not "orders"."read";--> statement-breakpoint
CREATE INDEX "orders_id_idx" ON "orders" USING btree ("id");