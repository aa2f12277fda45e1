import type { ReminderOffset } from '../../registry/messages';
import { addToWallClock, instantOf, wallClockOf } from '../tenancy/zonedTime';

const DAY_MINUTES = 1440;

/**
 * When a reminder `minutesBefore` an appointment is due (docs/areas/messages-engine.md): whole
 * days count as local calendar days in the business's zone (the same wall-clock time N days
 * before, so a 24-h reminder of a 10:00 appointment goes at 10:00 the day before even across a
 * daylight-saving change), and what is left over counts in real minutes.
 */
export const reminderDueAt = (start: Date, minutesBefore: number, zone: string): Date => {
  const days = Math.floor(minutesBefore / DAY_MINUTES);
  const rest = minutesBefore % DAY_MINUTES;
  const dayBefore = days
    ? instantOf(addToWallClock(wallClockOf(start, zone), -days, 'day'), zone)
    : start;
  return new Date(dayBefore.getTime() - rest * 60_000);
};

/**
 * The one reminder to send now for an appointment, or null: of the enabled offsets already due
 * (and the appointment still ahead), the one nearest the start, so a late run never sends a
 * stale 24-h reminder an hour before. A reminder due before the appointment was booked is not
 * sent: the confirmation just told the client.
 */
export const reminderToSend = (
  appointment: { startDate: Date; createdAt: Date },
  reminders: ReminderOffset[],
  zone: string,
  now: Date,
): number | null => {
  if (appointment.startDate <= now) return null;
  const due = reminders
    .filter((reminder) => reminder.enabled)
    .map((reminder) => ({
      minutesBefore: reminder.minutesBefore,
      at: reminderDueAt(appointment.startDate, reminder.minutesBefore, zone),
    }))
    .filter(({ at }) => at <= now)
    .sort((a, b) => a.minutesBefore - b.minutesBefore);
  const nearest = due[0];
  if (!nearest || nearest.at < appointment.createdAt) return null;
  return nearest.minutesBefore;
};

/** How far ahead the reminders look: the largest enabled offset and a day for local days. */
export const reminderHorizonMinutes = (reminders: ReminderOffset[]) =>
  Math.max(0, ...reminders.filter((r) => r.enabled).map((r) => r.minutesBefore)) + DAY_MINUTES;
