CREATE TABLE "stock_balances" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_balances_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_entries" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"transaction_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"reference" text,
	"reference_type" text,
	"reverses_entry_id" uuid,
	"created_by" uuid,
	CONSTRAINT "stock_entries_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "stock_entries_quantity_positive" CHECK ("stock_entries"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "allow_negative_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_business_id_product_id_products_business_id_id_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."products"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_business_id_variant_id_product_variants_business_id_id_fk" FOREIGN KEY ("business_id","variant_id") REFERENCES "public"."product_variants"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_business_id_warehouse_id_warehouses_business_id_id_fk" FOREIGN KEY ("business_id","warehouse_id") REFERENCES "public"."warehouses"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_business_id_product_id_products_business_id_id_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."products"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_business_id_variant_id_product_variants_business_id_id_fk" FOREIGN KEY ("business_id","variant_id") REFERENCES "public"."product_variants"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_business_id_warehouse_id_warehouses_business_id_id_fk" FOREIGN KEY ("business_id","warehouse_id") REFERENCES "public"."warehouses"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balances_item_unique" ON "stock_balances" USING btree ("business_id","product_id","variant_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_balances_warehouse_idx" ON "stock_balances" USING btree ("business_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_entries_business_created_idx" ON "stock_entries" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_entries_balance_idx" ON "stock_entries" USING btree ("business_id","product_id","variant_id","warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_entries_reverses_unique" ON "stock_entries" USING btree ("business_id","reverses_entry_id") WHERE "stock_entries"."reverses_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_entries_reference_search_idx" ON "stock_entries" USING gin ("reference" gin_trgm_ops);