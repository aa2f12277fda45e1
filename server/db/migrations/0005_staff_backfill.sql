-- Employees stored before working hours had a week get the default one (design.md 4:
-- Monday to Saturday 08:00-18:00), the column default of migration 0004.
UPDATE "employees" SET "working_hours" = DEFAULT WHERE "working_hours" = '[]'::jsonb;
