import { eq } from 'drizzle-orm';
import type { Country } from '../../registry/business';
import type { Database } from '../db/database';
import { messageSettings } from '../db/schema';
import { businessLocale } from '../tenancy/locale';
import { DEFAULT_SENDING_WINDOW } from '../../registry/messages';
import { addToWallClock, instantOf, wallClockOf } from '../tenancy/zonedTime';

export interface SendingWindow {
  /** 'HH:mm' in the business's zone. */
  start: string;
  end: string;
}

export const sendingWindowOf = (
  country: Country,
  saved: { start: string | null; end: string | null },
): SendingWindow =>
  saved.start && saved.end
    ? { start: saved.start, end: saved.end }
    : { ...DEFAULT_SENDING_WINDOW[country] };

/**
 * The first instant from `now` when marketing may go out in `zone` (docs/areas/messages.md):
 * `now` itself inside the window, else the window's next opening. A window whose start is
 * after its end runs over midnight.
 */
export const nextSendingTime = (now: Date, zone: string, window: SendingWindow): Date => {
  const wallClock = wallClockOf(now, zone);
  const day = wallClock.slice(0, 10);
  const time = wallClock.slice(11, 16);
  const overMidnight = window.start > window.end;
  const inside = overMidnight
    ? time >= window.start || time < window.end
    : time >= window.start && time < window.end;
  if (inside) return now;
  const openingDay =
    !overMidnight && time >= window.end
      ? addToWallClock(`${day}T00:00:00`, 1, 'day').slice(0, 10)
      : day;
  return instantOf(`${openingDay}T${window.start}:00`, zone);
};

/** When marketing queued at `now` may go: now inside the business's window, else its next opening. */
export const marketingSendingTime = async (tx: Database, businessId: string, now: Date) => {
  const locale = await businessLocale(tx, businessId);
  const [saved] = await tx
    .select({ start: messageSettings.quietHoursStart, end: messageSettings.quietHoursEnd })
    .from(messageSettings)
    .where(eq(messageSettings.businessId, businessId));
  const window = sendingWindowOf(locale.country, saved ?? { start: null, end: null });
  return nextSendingTime(now, locale.timezone, window);
};
