CREATE TABLE "client_memberships" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"periods" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "client_memberships_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "client_vouchers" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"code" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"sold_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "client_vouchers_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "membership_sessions" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_membership_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"service_id" uuid,
	"session_at" timestamp with time zone NOT NULL,
	"notes" text,
	CONSTRAINT "membership_sessions_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" jsonb NOT NULL,
	"duration" jsonb,
	"service_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "memberships_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"business_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"sale_limit" integer NOT NULL,
	"validity_days" integer NOT NULL,
	CONSTRAINT "vouchers_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "client_memberships" ADD CONSTRAINT "client_memberships_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_memberships" ADD CONSTRAINT "client_memberships_business_id_client_id_clients_business_id_id_fk" FOREIGN KEY ("business_id","client_id") REFERENCES "public"."clients"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_memberships" ADD CONSTRAINT "client_memberships_business_id_membership_id_memberships_business_id_id_fk" FOREIGN KEY ("business_id","membership_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_vouchers" ADD CONSTRAINT "client_vouchers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_vouchers" ADD CONSTRAINT "client_vouchers_business_id_client_id_clients_business_id_id_fk" FOREIGN KEY ("business_id","client_id") REFERENCES "public"."clients"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_vouchers" ADD CONSTRAINT "client_vouchers_business_id_voucher_id_vouchers_business_id_id_fk" FOREIGN KEY ("business_id","voucher_id") REFERENCES "public"."vouchers"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_sessions" ADD CONSTRAINT "membership_sessions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_sessions" ADD CONSTRAINT "membership_sessions_business_id_client_membership_id_client_memberships_business_id_id_fk" FOREIGN KEY ("business_id","client_membership_id") REFERENCES "public"."client_memberships"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_memberships_client_idx" ON "client_memberships" USING btree ("business_id","client_id");--> statement-breakpoint
CREATE INDEX "client_memberships_membership_idx" ON "client_memberships" USING btree ("business_id","membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_vouchers_business_code_unique" ON "client_vouchers" USING btree ("business_id","code");--> statement-breakpoint
CREATE INDEX "client_vouchers_code_idx" ON "client_vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "client_vouchers_client_idx" ON "client_vouchers" USING btree ("business_id","client_id");--> statement-breakpoint
CREATE INDEX "membership_sessions_business_session_idx" ON "membership_sessions" USING btree ("business_id","session_at");--> statement-breakpoint
CREATE INDEX "membership_sessions_client_idx" ON "membership_sessions" USING btree ("business_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_business_name_unique" ON "memberships" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "memberships_business_created_idx" ON "memberships" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "memberships_name_search_idx" ON "memberships" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vouchers_business_created_idx" ON "vouchers" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "vouchers_name_search_idx" ON "vouchers" USING gin ("name" gin_trgm_ops);