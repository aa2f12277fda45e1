-- No double booking, at the database level (design.md 4): two live appointments (neither
-- cancelled nor no-show) of one employee, or in one room, never overlap. An appointment booked
-- with allow_overlap (a permitted user's explicit override) is left out of both constraints.
-- The business's gap between appointments is checked by the booking transaction, which locks
-- the employee's row first; these constraints are the last line behind it.
-- Column lists on SET NULL (PostgreSQL 15+) keep business_id when a room or form is deleted.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_employee_no_overlap" EXCLUDE USING gist (
  "business_id" WITH =,
  "employee_id" WITH =,
  tstzrange("start_date", "end_date") WITH &&
) WHERE ("status" NOT IN ('cancelled', 'no_show') AND NOT "allow_overlap");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_room_no_overlap" EXCLUDE USING gist (
  "business_id" WITH =,
  "room_id" WITH =,
  tstzrange("start_date", "end_date") WITH &&
) WHERE ("room_id" IS NOT NULL AND "status" NOT IN ('cancelled', 'no_show') AND NOT "allow_overlap");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_duration_positive" CHECK ("duration_in_minutes" > 0 AND "end_date" > "start_date");
