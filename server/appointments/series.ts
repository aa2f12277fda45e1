import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import type { Access } from '../tenancy/access';
import { localSlotOf, publicHolidayOn, type BusinessCalendar, type Slot } from './availability';

/** What the person chose for the series' dates that fall on public holidays (local `YYYY-MM-DD`). */
export interface HolidayChoices {
  skipDates: string[];
  bookAnywayDates: string[];
}

/** A public holiday the series meets, which the person has not chosen about yet. */
export interface HolidayDate {
  date: string;
  holiday: string;
}

/**
 * The slots of a series left after the person's choices, and the holiday dates booked anyway.
 * Skipped dates are dropped. While a holiday date is undecided the whole series is refused with
 * 409 UNAVAILABLE, listing each such date in `details.dates` (and `fields.dates`), so the web
 * app can ask date by date. Booking a holiday anyway is an override: owners and admins only.
 * A series booked over every conflict (`allowOverlap`) has nothing left to ask. Holidays are
 * named in `language`, the request's.
 */
export const seriesSlots = (
  business: BusinessCalendar,
  access: Access,
  slots: Slot[],
  choices: HolidayChoices,
  allowOverlap: boolean,
  language: string,
) => {
  const dates = slots.map((slot) => localSlotOf(slot, business.timezone).date);
  const unknown = [...choices.skipDates, ...choices.bookAnywayDates].find(
    (date) => !dates.includes(date),
  );
  if (unknown) throw validationFailed({ skipDates: text('saluni.appointments.holidayDate') });
  const skip = new Set(choices.skipDates);
  const bookAnyway = new Set(choices.bookAnywayDates.filter((date) => !skip.has(date)));
  if (bookAnyway.size > 0 && access.role === 'staff')
    throw new HttpError(403, 'FORBIDDEN', text('saluni.appointments.overrideNotAllowed'));
  const undecided: HolidayDate[] = [];
  if (!business.opensOnHolidays && !allowOverlap) {
    for (const date of dates) {
      const holiday = publicHolidayOn(business, date, language);
      if (holiday && !skip.has(date) && !bookAnyway.has(date)) undecided.push({ date, holiday });
    }
  }
  if (undecided.length > 0) {
    const listed = undecided.map(({ date, holiday }) => `${date} (${holiday})`).join(', ');
    throw new HttpError(
      409,
      'UNAVAILABLE',
      text('saluni.appointments.unavailable.holidayDates', { dates: listed }),
      { reason: 'holiday', dates: undecided.map(({ date }) => date).join(',') },
      { dates: undecided },
    );
  }
  const kept = slots.filter((_, index) => !skip.has(dates[index]!));
  if (kept.length === 0)
    throw validationFailed({ skipDates: text('saluni.appointments.nothingToBook') });
  return { slots: kept, holidaysBookedAnyway: bookAnyway };
};
