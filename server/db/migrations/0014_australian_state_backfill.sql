-- An Australian business needs its state (docs/areas/locale.md): give one to those created before states existed, from their time zone.
UPDATE "businesses" SET "state" = CASE "timezone"
  WHEN 'Australia/Melbourne' THEN 'VIC'
  WHEN 'Australia/Brisbane' THEN 'QLD'
  WHEN 'Australia/Lindeman' THEN 'QLD'
  WHEN 'Australia/Perth' THEN 'WA'
  WHEN 'Australia/Adelaide' THEN 'SA'
  WHEN 'Australia/Hobart' THEN 'TAS'
  WHEN 'Australia/Darwin' THEN 'NT'
  ELSE 'NSW'
END
WHERE "country" = 'AU' AND "state" IS NULL;
