CREATE INDEX "client_categories_name_search_idx" ON "client_categories" USING gin ("category_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_titles_name_search_idx" ON "job_titles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_categories_name_search_idx" ON "service_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_rooms_name_search_idx" ON "service_rooms" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_rooms_description_search_idx" ON "service_rooms" USING gin ("description" gin_trgm_ops);