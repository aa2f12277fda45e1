CREATE TABLE "appointment_manage_links" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	CONSTRAINT "appointment_manage_links_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "client_consents" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"method" text NOT NULL,
	"recorded_by" uuid,
	"note" text,
	CONSTRAINT "client_consents_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text NOT NULL,
	"sender" text NOT NULL,
	"client_id" uuid,
	"appointment_id" uuid,
	"body" text NOT NULL,
	"action" text DEFAULT 'none' NOT NULL,
	"provider_message_id" text,
	CONSTRAINT "inbound_messages_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "message_settings" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_enabled" boolean DEFAULT true NOT NULL,
	"moved_enabled" boolean DEFAULT true NOT NULL,
	"cancelled_enabled" boolean DEFAULT true NOT NULL,
	"reminders" jsonb DEFAULT '[{"minutesBefore":1440,"enabled":true},{"minutesBefore":120,"enabled":true}]'::jsonb NOT NULL,
	"sender_name" text,
	"quiet_hours_start" text,
	"quiet_hours_end" text,
	"review_link" text,
	"automations" jsonb DEFAULT '{"review":{"enabled":false,"hoursAfter":2},"birthday":{"enabled":false},"rebook":{"enabled":false,"graceDays":7},"winback":{"enabled":false,"days":90}}'::jsonb NOT NULL,
	CONSTRAINT "message_settings_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"sms_body" text NOT NULL,
	"email_subject" text NOT NULL,
	"email_body" text NOT NULL,
	CONSTRAINT "message_templates_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"interval_seconds" integer NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "marketing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "whatsapp_template" jsonb;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "preferred_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "marketing_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "marketing_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "marketing_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_manage_links" ADD CONSTRAINT "appointment_manage_links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_consents" ADD CONSTRAINT "client_consents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_consents" ADD CONSTRAINT "client_consents_client_fk" FOREIGN KEY ("business_id","client_id") REFERENCES "public"."clients"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_settings" ADD CONSTRAINT "message_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_manage_links_token_idx" ON "appointment_manage_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "appointment_manage_links_appointment_idx" ON "appointment_manage_links" USING btree ("business_id","appointment_id");--> statement-breakpoint
CREATE INDEX "client_consents_client_idx" ON "client_consents" USING btree ("business_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "inbound_messages_business_created_idx" ON "inbound_messages" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "inbound_messages_client_idx" ON "inbound_messages" USING btree ("business_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "inbound_messages_appointment_idx" ON "inbound_messages" USING btree ("business_id","appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_provider_idx" ON "inbound_messages" USING btree ("channel","provider_message_id") WHERE "inbound_messages"."provider_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_settings_business_idx" ON "message_settings" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_kind_idx" ON "message_templates" USING btree ("business_id","kind","language");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_dedupe_idx" ON "outbox_messages" USING btree ("business_id","dedupe_key") WHERE "outbox_messages"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "outbox_messages_unsubscribe_idx" ON "outbox_messages" USING btree ("unsubscribe_token_hash") WHERE "outbox_messages"."unsubscribe_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "outbox_messages_client_idx" ON "outbox_messages" USING btree ("business_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_appointment_idx" ON "outbox_messages" USING btree ("business_id","appointment_id") WHERE "outbox_messages"."appointment_id" is not null;