CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_kind" text NOT NULL,
	"address" text,
	"route" text,
	"action" text NOT NULL,
	"table_name" text NOT NULL,
	"record_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_events_business_time_idx" ON "audit_events" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_business_record_idx" ON "audit_events" USING btree ("business_id","table_name","record_id");--> statement-breakpoint
CREATE INDEX "audit_events_business_actor_idx" ON "audit_events" USING btree ("business_id","actor_user_id");