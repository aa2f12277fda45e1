-- Every business has a warehouse named General (design.md 4): give one to businesses created before warehouses existed.
INSERT INTO "warehouses" ("business_id", "id", "name")
SELECT "b"."id", gen_random_uuid(), 'General'
FROM "businesses" "b"
WHERE NOT EXISTS (SELECT 1 FROM "warehouses" "w" WHERE "w"."business_id" = "b"."id" AND lower("w"."name") = 'general');
