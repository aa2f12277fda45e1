import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { MESSAGE_CHANNELS, type MessagesReport } from '../../registry/messages';
import type { Database } from '../db/database';
import { appointments, inboundMessages, onlineBookingSettings, outboxMessages } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { addToWallClock, businessTimeZone, instantOf, localDate } from '../tenancy/zonedTime';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The free-cancellation notice when the business has no booking page settings saved. */
const DEFAULT_FREE_CANCELLATION_HOURS = 24;

const dayParam = (query: Record<string, unknown>, key: string): string | undefined => {
  const value = query[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(value)))
    throw validationFailed({ [key]: text('saluni.replies.validation.notADay') });
  return value;
};

/**
 * `from` and `to` (both included), days of the business's zone; absent, the current month
 * so far. Answers the instants from the start of `from` to the start of the day after `to`.
 */
const periodOf = (query: Record<string, unknown>, zone: string, now: Date) => {
  const today = localDate(now, zone);
  const from = dayParam(query, 'from') ?? `${today.slice(0, 8)}01`;
  const to = dayParam(query, 'to') ?? today;
  if (to < from) throw validationFailed({ to: text('saluni.replies.validation.toBeforeFrom') });
  return {
    start: instantOf(`${from}T00:00:00`, zone),
    end: instantOf(addToWallClock(`${to}T00:00:00`, 1, 'day'), zone),
  };
};

const DELIVERED = sql`${outboxMessages.deliveryReport} in ('Success', 'delivered', 'read')`;

/** Per channel: the client messages queued in the period and how they went. */
const channelFigures = async (db: Database, businessId: string, start: Date, end: Date) => {
  const rows = await db
    .select({
      channel: outboxMessages.channel,
      sent: sql<number>`count(*) filter (where ${outboxMessages.status} = 'sent')`.mapWith(Number),
      delivered:
        sql<number>`count(*) filter (where ${outboxMessages.status} = 'sent' and ${DELIVERED})`.mapWith(
          Number,
        ),
      failed: sql<number>`count(*) filter (where ${outboxMessages.status} = 'failed')`.mapWith(
        Number,
      ),
      // SMS: the parts charged (a failed row's came back); WhatsApp: the messages sent.
      units: sql<number>`case when ${outboxMessages.channel} = 'sms'
        then coalesce(sum(${outboxMessages.segments}) filter (where ${outboxMessages.status} <> 'failed'), 0)
        when ${outboxMessages.channel} = 'whatsapp'
        then count(*) filter (where ${outboxMessages.status} = 'sent') else 0 end`.mapWith(Number),
    })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.businessId, businessId),
        isNotNull(outboxMessages.clientId),
        gte(outboxMessages.createdAt, start),
        lt(outboxMessages.createdAt, end),
      ),
    )
    .groupBy(outboxMessages.channel);
  return MESSAGE_CHANNELS.map(
    (channel) =>
      rows.find((row) => row.channel === channel) ?? {
        channel,
        sent: 0,
        delivered: 0,
        failed: 0,
        units: 0,
      },
  );
};

/**
 * Per month of the zone: the appointments starting in it, its no-shows, and its late
 * cancellations: cancelled by the client (or without saying who) inside the booking policy's
 * free-cancellation notice, by the time its history records the cancellation.
 */
const monthFigures = async (
  db: Database,
  businessId: string,
  zone: string,
  start: Date,
  end: Date,
) => {
  const [policy] = await db
    .select({ hours: onlineBookingSettings.freeCancellationHours })
    .from(onlineBookingSettings)
    .where(eq(onlineBookingSettings.businessId, businessId));
  const hours = policy?.hours ?? DEFAULT_FREE_CANCELLATION_HOURS;
  const month = sql<string>`to_char(${appointments.startDate} at time zone ${zone}, 'YYYY-MM')`;
  const cancelledAt = sql`(select max((change->>'at')::timestamptz)
    from jsonb_array_elements(${appointments.statusHistory}) as change
    where change->>'status' = 'cancelled')`;
  const rows = await db
    .select({
      month,
      appointments: count().mapWith(Number),
      noShows: sql<number>`count(*) filter (where ${appointments.status} = 'no_show')`.mapWith(
        Number,
      ),
      lateCancellations: sql<number>`count(*) filter (where ${appointments.status} = 'cancelled'
        and coalesce(${appointments.cancelledBy}, 'client') = 'client'
        and ${cancelledAt} > ${appointments.startDate} - make_interval(hours => ${hours}))`.mapWith(
        Number,
      ),
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        gte(appointments.startDate, start),
        lt(appointments.startDate, end),
      ),
    )
    // By position: the zone is a parameter, so the expression written twice would not match.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows;
};

/** `GET /v1/report/messages`: so an owner sees whether reminders work. */
export const messagesReport = async (
  db: Database,
  businessId: string,
  query: Record<string, unknown>,
  now = new Date(),
): Promise<MessagesReport> => {
  const zone = await businessTimeZone(db, businessId);
  const { start, end } = periodOf(query, zone, now);
  const [channels, [confirmations], months] = await Promise.all([
    channelFigures(db, businessId, start, end),
    db
      .select({ total: count().mapWith(Number) })
      .from(inboundMessages)
      .where(
        and(
          eq(inboundMessages.businessId, businessId),
          eq(inboundMessages.action, 'confirmed'),
          gte(inboundMessages.createdAt, start),
          lt(inboundMessages.createdAt, end),
        ),
      ),
    monthFigures(db, businessId, zone, start, end),
  ]);
  return { channels, confirmationsReceived: confirmations?.total ?? 0, months };
};
