CREATE TABLE "product_variants" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_position" integer DEFAULT 0 NOT NULL,
	"sales_stock_position" integer DEFAULT 0 NOT NULL,
	"monitor_stock" boolean DEFAULT true NOT NULL,
	"supply_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"retail_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"last_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"weight" numeric(12, 3),
	"length" numeric(12, 2),
	"width" numeric(12, 2),
	"height" numeric(12, 2),
	CONSTRAINT "product_variants_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"product_type" text NOT NULL,
	"in_store" boolean DEFAULT false NOT NULL,
	"short_description" text NOT NULL,
	"description" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" uuid,
	"sales_warehouse_id" uuid,
	"option_set" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "products_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"location" text,
	CONSTRAINT "warehouses_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"gender" text NOT NULL,
	"address" text,
	"notes" text,
	"image" text,
	CONSTRAINT "clients_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"email" text,
	"job_title_id" uuid,
	"user_id" uuid,
	"working_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text,
	CONSTRAINT "employees_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"advanced_pricing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"performer_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"image" text,
	CONSTRAINT "services_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_business_id_product_id_products_business_id_id_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."products"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("business_id","product_id","position");--> statement-breakpoint
CREATE INDEX "products_business_created_idx" ON "products" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "products_title_search_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouses_business_created_idx" ON "warehouses" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "warehouses_name_search_idx" ON "warehouses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_business_created_idx" ON "clients" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "clients_full_name_search_idx" ON "clients" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_search_idx" ON "clients" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_search_idx" ON "clients" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_business_created_idx" ON "employees" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "employees_full_name_search_idx" ON "employees" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_phone_search_idx" ON "employees" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_email_search_idx" ON "employees" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_business_created_idx" ON "services" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "services_category_ids_idx" ON "services" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "services_name_search_idx" ON "services" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_description_search_idx" ON "services" USING gin ("description" gin_trgm_ops);