CREATE TABLE "card_payments" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payable_kind" text NOT NULL,
	"transaction_ref" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"provider_payment_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"result_description" text,
	"paid_at" timestamp with time zone,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	CONSTRAINT "card_payments_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "card_payments_amount_positive" CHECK ("card_payments"."amount_minor" > 0),
	CONSTRAINT "card_payments_refund_within" CHECK ("card_payments"."refunded_minor" between 0 and "card_payments"."amount_minor")
);
--> statement-breakpoint
CREATE TABLE "card_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_holds" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"service_ids" uuid[] NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"duration_in_minutes" integer NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"token_hash" text NOT NULL,
	"address_hash" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"full_name" text,
	"phone" text,
	"email" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_tries" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"policy_accepted_at" timestamp with time zone,
	"appointment_id" uuid,
	CONSTRAINT "booking_holds_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "source" text DEFAULT 'back-office' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "source" text DEFAULT 'back-office' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "deposit_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "deposit_status" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "deposit_due_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "deposit_appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "online_booking_settings" ADD COLUMN "link_payment_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_business_id_employee_id_employees_business_id_id_fk" FOREIGN KEY ("business_id","employee_id") REFERENCES "public"."employees"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_provider_ref_unique" ON "card_payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "card_payments_reference_idx" ON "card_payments" USING btree ("business_id","transaction_ref");--> statement-breakpoint
CREATE INDEX "card_payments_pending_idx" ON "card_payments" USING btree ("created_at") WHERE "card_payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_holds_token_unique" ON "booking_holds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_holds_live_idx" ON "booking_holds" USING btree ("business_id","employee_id","start_date") WHERE "booking_holds"."status" = 'held';--> statement-breakpoint
CREATE INDEX "booking_holds_address_idx" ON "booking_holds" USING btree ("business_id","address_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_manage_token_unique" ON "appointments" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE INDEX "appointments_deposit_due_idx" ON "appointments" USING btree ("deposit_due_by") WHERE "appointments"."deposit_status" = 'pending';--> statement-breakpoint
-- Australian bundles, paid by card (docs/areas/payments.md): a business is offered those of its own currency.
INSERT INTO "sms_bundles" ("id", "title", "currency", "cost", "status", "sms_count") VALUES
	('0193a000-0000-7000-8000-0000000a0100', '100 SMS', 'AUD', 8, 'active', 100),
	('0193a000-0000-7000-8000-0000000a0500', '500 SMS', 'AUD', 35, 'active', 500),
	('0193a000-0000-7000-8000-0000000a1000', '1,000 SMS', 'AUD', 65, 'active', 1000),
	('0193a000-0000-7000-8000-0000000a5000', '5,000 SMS', 'AUD', 300, 'active', 5000);
