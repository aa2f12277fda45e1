-- Column list on SET NULL (PostgreSQL 15+) keeps business_id when an appointment is deleted.
CREATE TABLE "stock_usage_items" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"usage_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_usage_items_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "stock_usage_items_quantity_positive" CHECK ("stock_usage_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_usages" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"usage_number" text NOT NULL,
	"purpose" text NOT NULL,
	"appointment_id" uuid,
	"business_reason" text,
	"usage_date" date NOT NULL,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	CONSTRAINT "stock_usages_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "stock_usages_purpose_fields" CHECK (("stock_usages"."purpose" = 'business' and "stock_usages"."business_reason" is not null and "stock_usages"."appointment_id" is null) or ("stock_usages"."purpose" = 'appointment' and "stock_usages"."business_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "stock_usage_items" ADD CONSTRAINT "stock_usage_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_usage_items" ADD CONSTRAINT "stock_usage_items_business_id_usage_id_stock_usages_business_id_id_fk" FOREIGN KEY ("business_id","usage_id") REFERENCES "public"."stock_usages"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_usage_items" ADD CONSTRAINT "stock_usage_items_business_id_product_id_products_business_id_id_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."products"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_usage_items" ADD CONSTRAINT "stock_usage_items_business_id_variant_id_product_variants_business_id_id_fk" FOREIGN KEY ("business_id","variant_id") REFERENCES "public"."product_variants"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_usage_items" ADD CONSTRAINT "stock_usage_items_business_id_warehouse_id_warehouses_business_id_id_fk" FOREIGN KEY ("business_id","warehouse_id") REFERENCES "public"."warehouses"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_usages" ADD CONSTRAINT "stock_usages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_usages" ADD CONSTRAINT "stock_usages_business_id_appointment_id_appointments_business_id_id_fk" FOREIGN KEY ("business_id","appointment_id") REFERENCES "public"."appointments"("business_id","id") ON DELETE set null ("appointment_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_usage_items_usage_idx" ON "stock_usage_items" USING btree ("business_id","usage_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_usages_number_unique" ON "stock_usages" USING btree ("business_id","usage_number");--> statement-breakpoint
CREATE INDEX "stock_usages_business_created_idx" ON "stock_usages" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_usages_number_search_idx" ON "stock_usages" USING gin ("usage_number" gin_trgm_ops);