CREATE TABLE "online_booking_settings" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"lead_time_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"start_interval_minutes" integer DEFAULT 15 NOT NULL,
	"free_cancellation_hours" integer DEFAULT 24 NOT NULL,
	"policy_en" text DEFAULT '' NOT NULL,
	"policy_sw" text DEFAULT '' NOT NULL,
	CONSTRAINT "online_booking_settings_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "takes_online_bookings" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "bookable_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_rule" jsonb;--> statement-breakpoint
ALTER TABLE "online_booking_settings" ADD CONSTRAINT "online_booking_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_booking_settings_business_idx" ON "online_booking_settings" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_booking_settings_slug_idx" ON "online_booking_settings" USING btree (lower("slug"));