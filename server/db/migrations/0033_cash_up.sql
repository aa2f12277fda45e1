CREATE TABLE "cash_ups" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"till_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"after_previous_close" boolean NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"expected_cash" numeric(14, 2) NOT NULL,
	"expected_card" numeric(14, 2) NOT NULL,
	"expected_mpesa" numeric(14, 2) NOT NULL,
	"counted_cash" numeric(14, 2) NOT NULL,
	"counted_card" numeric(14, 2) NOT NULL,
	"counted_mpesa" numeric(14, 2) NOT NULL,
	"mpesa_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"closed_by" uuid NOT NULL,
	CONSTRAINT "cash_ups_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "tills" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tills_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
ALTER TABLE "cash_ups" ADD CONSTRAINT "cash_ups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ups" ADD CONSTRAINT "cash_ups_business_id_till_id_tills_business_id_id_fk" FOREIGN KEY ("business_id","till_id") REFERENCES "public"."tills"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tills" ADD CONSTRAINT "tills_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_ups_till_end_idx" ON "cash_ups" USING btree ("business_id","till_id","period_end");--> statement-breakpoint
CREATE INDEX "cash_ups_business_end_idx" ON "cash_ups" USING btree ("business_id","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "tills_one_default" ON "tills" USING btree ("business_id") WHERE "tills"."is_default";