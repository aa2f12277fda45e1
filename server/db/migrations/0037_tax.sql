CREATE TABLE "etims_devices" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"kra_pin" text NOT NULL,
	"branch_id" text NOT NULL,
	"device_serial" text NOT NULL,
	"control_unit_id" text NOT NULL,
	"device_no" text,
	"communication_key_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etims_items" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"item_id" uuid NOT NULL,
	"item_code" text NOT NULL,
	"item_class_code" text NOT NULL,
	"band" text NOT NULL,
	CONSTRAINT "etims_items_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "receipt_links" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipt_links_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "tax_invoice_counters" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"last_invoice_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"invoice_no" integer NOT NULL,
	"original_invoice_id" uuid,
	"refund_id" uuid,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"bands" jsonb NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"buyer_name" text,
	"buyer_tax_id" text,
	"control_unit" jsonb,
	"refusal_code" text,
	"refusal_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "tax_invoices_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "tax_invoices_money_not_negative" CHECK ("tax_invoices"."total" >= 0 and "tax_invoices"."tax" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text,
	"phone" text,
	"kra_pin" text,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"etims_branch_id" text,
	"etims_device_serial" text,
	"abn" text,
	"gst_registered" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "tax_class" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "kra_item_class_code" text;--> statement-breakpoint
ALTER TABLE "service_packages" ADD COLUMN "tax_class" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "tax_class" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "tax_class" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kra_item_class_code" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_band" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "taxable" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_bands" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_tax_id" text;--> statement-breakpoint
ALTER TABLE "etims_devices" ADD CONSTRAINT "etims_devices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_items" ADD CONSTRAINT "etims_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_links" ADD CONSTRAINT "receipt_links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_links" ADD CONSTRAINT "receipt_links_business_id_order_id_orders_business_id_id_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_counters" ADD CONSTRAINT "tax_invoice_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_business_id_order_id_orders_business_id_id_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "etims_items_business_item_unique" ON "etims_items" USING btree ("business_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "etims_items_business_code_unique" ON "etims_items" USING btree ("business_id","item_code");--> statement-breakpoint
CREATE INDEX "receipt_links_order_idx" ON "receipt_links" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_links_token_unique" ON "receipt_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tax_invoices_order_idx" ON "tax_invoices" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE INDEX "tax_invoices_business_created_idx" ON "tax_invoices" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_business_no_unique" ON "tax_invoices" USING btree ("business_id","invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_refund_unique" ON "tax_invoices" USING btree ("business_id","refund_id") WHERE "tax_invoices"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_order_sale_unique" ON "tax_invoices" USING btree ("business_id","order_id") WHERE "tax_invoices"."kind" = 'sale';--> statement-breakpoint
CREATE INDEX "tax_invoices_pending_idx" ON "tax_invoices" USING btree ("next_attempt_at") WHERE "tax_invoices"."state" = 'pending';