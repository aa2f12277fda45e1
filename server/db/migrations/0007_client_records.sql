CREATE TABLE "consultation_form_versions" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"form" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultation_form_versions_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "consultation_form_versions_form_version_key" UNIQUE("business_id","form_id","version")
);
--> statement-breakpoint
CREATE TABLE "consultation_forms" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" uuid NOT NULL,
	"form" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "consultation_forms_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" uuid,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	CONSTRAINT "feedback_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "google_reviews" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewer" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"reviewed_on" date NOT NULL,
	CONSTRAINT "google_reviews_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "google_reviews_rating_range" CHECK ("google_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "consultation_form_versions" ADD CONSTRAINT "consultation_form_versions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_form_versions" ADD CONSTRAINT "consultation_form_versions_business_id_form_id_consultation_forms_business_id_id_fk" FOREIGN KEY ("business_id","form_id") REFERENCES "public"."consultation_forms"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_forms" ADD CONSTRAINT "consultation_forms_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_forms" ADD CONSTRAINT "consultation_forms_business_id_client_id_clients_business_id_id_fk" FOREIGN KEY ("business_id","client_id") REFERENCES "public"."clients"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_business_id_client_id_clients_business_id_id_fk" FOREIGN KEY ("business_id","client_id") REFERENCES "public"."clients"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_reviews" ADD CONSTRAINT "google_reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_forms_client_idx" ON "consultation_forms" USING btree ("business_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_business_created_idx" ON "feedback" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_client_idx" ON "feedback" USING btree ("business_id","client_id");--> statement-breakpoint
CREATE INDEX "feedback_comment_search_idx" ON "feedback" USING gin ("comment" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "google_reviews_business_created_idx" ON "google_reviews" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "google_reviews_reviewed_on_idx" ON "google_reviews" USING btree ("business_id","reviewed_on");--> statement-breakpoint
CREATE INDEX "google_reviews_reviewer_search_idx" ON "google_reviews" USING gin ("reviewer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "google_reviews_comment_search_idx" ON "google_reviews" USING gin ("comment" gin_trgm_ops);