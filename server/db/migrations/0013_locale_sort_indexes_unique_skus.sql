ALTER TABLE "businesses" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "client_categories_business_category_name_idx" ON "client_categories" USING btree ("business_id","category_name","id");--> statement-breakpoint
CREATE INDEX "job_titles_business_name_idx" ON "job_titles" USING btree ("business_id","name","id");--> statement-breakpoint
CREATE INDEX "service_categories_business_name_idx" ON "service_categories" USING btree ("business_id","name","id");--> statement-breakpoint
CREATE INDEX "service_rooms_business_name_idx" ON "service_rooms" USING btree ("business_id","name","id");--> statement-breakpoint
CREATE INDEX "service_rooms_business_capacity_idx" ON "service_rooms" USING btree ("business_id","capacity","id");--> statement-breakpoint
CREATE INDEX "product_categories_business_category_name_idx" ON "product_categories" USING btree ("business_id","category_name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_unique_idx" ON "product_variants" USING btree ("business_id","sku") WHERE "product_variants"."sku" is not null and "product_variants"."sku" <> '';--> statement-breakpoint
CREATE INDEX "warehouses_business_name_idx" ON "warehouses" USING btree ("business_id","name","id");--> statement-breakpoint
CREATE INDEX "clients_business_full_name_idx" ON "clients" USING btree ("business_id","full_name","id");--> statement-breakpoint
CREATE INDEX "clients_business_email_idx" ON "clients" USING btree ("business_id","email","id");--> statement-breakpoint
CREATE INDEX "employees_business_full_name_idx" ON "employees" USING btree ("business_id","full_name","id");--> statement-breakpoint
CREATE INDEX "services_business_name_idx" ON "services" USING btree ("business_id","name","id");--> statement-breakpoint
CREATE INDEX "service_packages_business_name_idx" ON "service_packages" USING btree ("business_id","name","id");--> statement-breakpoint
CREATE INDEX "service_packages_business_price_idx" ON "service_packages" USING btree ("business_id","price","id");--> statement-breakpoint
CREATE INDEX "feedback_business_rating_idx" ON "feedback" USING btree ("business_id","rating","id");--> statement-breakpoint
CREATE INDEX "google_reviews_business_reviewer_idx" ON "google_reviews" USING btree ("business_id","reviewer","id");--> statement-breakpoint
CREATE INDEX "google_reviews_business_rating_idx" ON "google_reviews" USING btree ("business_id","rating","id");--> statement-breakpoint
CREATE INDEX "memberships_business_name_idx" ON "memberships" USING btree ("business_id","name","id");--> statement-breakpoint
CREATE INDEX "vouchers_business_name_idx" ON "vouchers" USING btree ("business_id","name","id");--> statement-breakpoint
CREATE INDEX "vouchers_business_value_idx" ON "vouchers" USING btree ("business_id","value","id");--> statement-breakpoint
CREATE INDEX "vouchers_business_sale_limit_idx" ON "vouchers" USING btree ("business_id","sale_limit","id");--> statement-breakpoint
CREATE INDEX "vouchers_business_validity_days_idx" ON "vouchers" USING btree ("business_id","validity_days","id");