CREATE TABLE "client_messages" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"client_ids" jsonb NOT NULL,
	"category_ids" jsonb NOT NULL,
	"skipped" jsonb NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	"units_charged" integer DEFAULT 0 NOT NULL,
	"sent_by" uuid,
	CONSTRAINT "client_messages_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "client_messages_units_not_negative" CHECK ("client_messages"."units_charged" >= 0)
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "client_message_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "segments" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_report" text;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_messages_business_channel_created_idx" ON "client_messages" USING btree ("business_id","channel","created_at");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_client_message_fk" FOREIGN KEY ("business_id","client_message_id") REFERENCES "public"."client_messages"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_client_message_idx" ON "outbox_messages" USING btree ("business_id","client_message_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_provider_message_idx" ON "outbox_messages" USING btree ("provider_message_id") WHERE "outbox_messages"."provider_message_id" is not null;