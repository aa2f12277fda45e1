CREATE TABLE "mpesa_payments" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payable_kind" text NOT NULL,
	"transaction_ref" uuid NOT NULL,
	"amount" integer NOT NULL,
	"phone_number" text NOT NULL,
	"provider" text NOT NULL,
	"callback_token_hash" text NOT NULL,
	"merchant_request_id" text,
	"checkout_request_id" text,
	"customer_message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"result_code" integer,
	"result_description" text,
	"receipt" text,
	"paid_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "mpesa_payments_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "mpesa_payments_amount_positive" CHECK ("mpesa_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sms_bundle_orders" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sms_bundle_id" uuid NOT NULL,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"cost" integer NOT NULL,
	"sms_count" integer NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result_description" text,
	"receipt" text,
	"paid_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "sms_bundle_orders_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_bundles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"cost" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sms_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_bundles_cost_positive" CHECK ("sms_bundles"."cost" > 0),
	CONSTRAINT "sms_bundles_sms_count_positive" CHECK ("sms_bundles"."sms_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_bundle_orders" ADD CONSTRAINT "sms_bundle_orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_bundle_orders" ADD CONSTRAINT "sms_bundle_orders_sms_bundle_id_sms_bundles_id_fk" FOREIGN KEY ("sms_bundle_id") REFERENCES "public"."sms_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_payments_checkout_request_unique" ON "mpesa_payments" USING btree ("checkout_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_payments_callback_token_unique" ON "mpesa_payments" USING btree ("callback_token_hash");--> statement-breakpoint
CREATE INDEX "mpesa_payments_reference_idx" ON "mpesa_payments" USING btree ("business_id","transaction_ref");--> statement-breakpoint
CREATE INDEX "mpesa_payments_pending_idx" ON "mpesa_payments" USING btree ("created_at") WHERE "mpesa_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sms_bundle_orders_business_created_idx" ON "sms_bundle_orders" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_bundle_orders_id_idx" ON "sms_bundle_orders" USING btree ("id");--> statement-breakpoint
-- The bundles on sale in every database (docs/areas/payments.md): Kenyan shillings only, as M-Pesa takes nothing else.
INSERT INTO "sms_bundles" ("id", "title", "currency", "cost", "status", "sms_count") VALUES
	('0193a000-0000-7000-8000-000000000100', '100 SMS', 'KES', 100, 'active', 100),
	('0193a000-0000-7000-8000-000000000500', '500 SMS', 'KES', 450, 'active', 500),
	('0193a000-0000-7000-8000-000000001000', '1,000 SMS', 'KES', 850, 'active', 1000),
	('0193a000-0000-7000-8000-000000005000', '5,000 SMS', 'KES', 4000, 'active', 5000);
