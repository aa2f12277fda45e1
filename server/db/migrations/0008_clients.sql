CREATE TABLE "client_category_members" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "client_category_members_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "client_category_members_member_unique" UNIQUE("business_id","client_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "client_category_members" ADD CONSTRAINT "client_category_members_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_category_members" ADD CONSTRAINT "client_category_members_client_fk" FOREIGN KEY ("business_id","client_id") REFERENCES "public"."clients"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_category_members" ADD CONSTRAINT "client_category_members_category_fk" FOREIGN KEY ("business_id","category_id") REFERENCES "public"."client_categories"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_category_members_category_idx" ON "client_category_members" USING btree ("business_id","category_id");