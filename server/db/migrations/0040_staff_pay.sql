CREATE TABLE "closed_pay_periods" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"closed_by" uuid,
	"summary" jsonb NOT NULL,
	"statements" jsonb NOT NULL,
	CONSTRAINT "closed_pay_periods_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "commission_plans" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"rates" jsonb NOT NULL,
	"category_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "commission_plans_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "pay_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"anchor_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "commission_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "supply_charge" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "closed_pay_periods" ADD CONSTRAINT "closed_pay_periods_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_settings" ADD CONSTRAINT "pay_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closed_pay_periods_business_start_unique" ON "closed_pay_periods" USING btree ("business_id","start");--> statement-breakpoint
CREATE INDEX "commission_plans_business_created_idx" ON "commission_plans" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_plans_business_name_idx" ON "commission_plans" USING btree ("business_id","name","id");--> statement-breakpoint
CREATE INDEX "commission_plans_name_search_idx" ON "commission_plans" USING gin ("name" gin_trgm_ops);