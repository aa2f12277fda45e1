ALTER TABLE "order_lines" ADD COLUMN "service_id" uuid;--> statement-breakpoint
-- Lines sold before the column: their service from the item, when it names one as an id.
UPDATE "order_lines" SET "service_id" = ("item" ->> 'serviceId')::uuid WHERE "kind" = 'service' AND ("item" ->> 'serviceId') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
