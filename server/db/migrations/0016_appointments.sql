CREATE TABLE "appointments" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"service_ids" uuid[] NOT NULL,
	"room_id" uuid,
	"consultation_form_id" uuid,
	"notes" text,
	"start_date" timestamp with time zone NOT NULL,
	"duration_in_minutes" integer NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancelled_by" text,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"series_id" uuid,
	"allow_overlap" boolean DEFAULT false NOT NULL,
	CONSTRAINT "appointments_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "opens_on_holidays" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_business_id_client_id_clients_business_id_id_fk" FOREIGN KEY ("business_id","client_id") REFERENCES "public"."clients"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_business_id_employee_id_employees_business_id_id_fk" FOREIGN KEY ("business_id","employee_id") REFERENCES "public"."employees"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_business_id_room_id_service_rooms_business_id_id_fk" FOREIGN KEY ("business_id","room_id") REFERENCES "public"."service_rooms"("business_id","id") ON DELETE set null ("room_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_business_id_consultation_form_id_consultation_forms_business_id_id_fk" FOREIGN KEY ("business_id","consultation_form_id") REFERENCES "public"."consultation_forms"("business_id","id") ON DELETE set null ("consultation_form_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_business_start_idx" ON "appointments" USING btree ("business_id","start_date","id");--> statement-breakpoint
CREATE INDEX "appointments_business_created_idx" ON "appointments" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_employee_start_idx" ON "appointments" USING btree ("business_id","employee_id","start_date");--> statement-breakpoint
CREATE INDEX "appointments_client_start_idx" ON "appointments" USING btree ("business_id","client_id","start_date");--> statement-breakpoint
CREATE INDEX "appointments_room_start_idx" ON "appointments" USING btree ("business_id","room_id","start_date") WHERE "appointments"."room_id" is not null;