CREATE TABLE "supplier_categories" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "supplier_categories_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"category_id" uuid NOT NULL,
	"image" text,
	CONSTRAINT "suppliers_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
ALTER TABLE "supplier_categories" ADD CONSTRAINT "supplier_categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_business_id_category_id_supplier_categories_business_id_id_fk" FOREIGN KEY ("business_id","category_id") REFERENCES "public"."supplier_categories"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_categories_business_name_unique" ON "supplier_categories" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "supplier_categories_business_created_idx" ON "supplier_categories" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_categories_business_name_idx" ON "supplier_categories" USING btree ("business_id","name","id");--> statement-breakpoint
CREATE INDEX "supplier_categories_name_search_idx" ON "supplier_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_business_created_idx" ON "suppliers" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "suppliers_category_idx" ON "suppliers" USING btree ("business_id","category_id");--> statement-breakpoint
CREATE INDEX "suppliers_business_full_name_idx" ON "suppliers" USING btree ("business_id","full_name","id");--> statement-breakpoint
CREATE INDEX "suppliers_business_email_idx" ON "suppliers" USING btree ("business_id","email","id");--> statement-breakpoint
CREATE INDEX "suppliers_full_name_search_idx" ON "suppliers" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_phone_search_idx" ON "suppliers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_email_search_idx" ON "suppliers" USING gin ("email" gin_trgm_ops);