CREATE TABLE "client_service_package_uses" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"client_service_package_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_service_package_uses_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "client_service_packages" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" uuid NOT NULL,
	"service_package_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"service_ids" uuid[] NOT NULL,
	CONSTRAINT "client_service_packages_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_packages" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"service_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	CONSTRAINT "service_packages_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
ALTER TABLE "client_service_package_uses" ADD CONSTRAINT "client_service_package_uses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_service_package_uses" ADD CONSTRAINT "client_service_package_uses_package_fk" FOREIGN KEY ("business_id","client_service_package_id") REFERENCES "public"."client_service_packages"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_service_packages" ADD CONSTRAINT "client_service_packages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_service_packages" ADD CONSTRAINT "client_service_packages_client_fk" FOREIGN KEY ("business_id","client_id") REFERENCES "public"."clients"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_packages" ADD CONSTRAINT "service_packages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_service_package_uses_package_idx" ON "client_service_package_uses" USING btree ("business_id","client_service_package_id");--> statement-breakpoint
CREATE INDEX "client_service_packages_client_idx" ON "client_service_packages" USING btree ("business_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "client_service_packages_business_created_idx" ON "client_service_packages" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "service_packages_business_created_idx" ON "service_packages" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "service_packages_service_ids_idx" ON "service_packages" USING gin ("service_ids");--> statement-breakpoint
CREATE INDEX "service_packages_name_search_idx" ON "service_packages" USING gin ("name" gin_trgm_ops);