CREATE TABLE "business_exports" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"requested_by" uuid NOT NULL,
	"claimed_until" timestamp with time zone,
	"size" integer,
	"archive" "bytea",
	"finished_at" timestamp with time zone,
	CONSTRAINT "business_exports_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
ALTER TABLE "business_exports" ADD CONSTRAINT "business_exports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_exports_status_idx" ON "business_exports" USING btree ("status");