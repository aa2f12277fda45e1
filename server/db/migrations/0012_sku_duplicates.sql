-- SKUs become unique per business (the next migration's index). Where a business already holds
-- one SKU on several variants, the oldest variant keeps it and each other one gets the SKU followed
-- by the end of its own id, so nothing is lost, every product still shows a SKU, and the owner can
-- find and rename them by searching the original SKU.
UPDATE "product_variants" "v"
SET "sku" = "v"."sku" || '-' || right("v"."id"::text, 12)
FROM (
  SELECT "business_id", "id", row_number() OVER (PARTITION BY "business_id", "sku" ORDER BY "created_at", "id") AS "n"
  FROM "product_variants"
  WHERE "sku" IS NOT NULL AND "sku" <> ''
) "d"
WHERE "d"."business_id" = "v"."business_id" AND "d"."id" = "v"."id" AND "d"."n" > 1;
