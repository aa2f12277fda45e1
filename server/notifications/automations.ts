import { and, asc, eq, gt, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { AutomationKind, AutomationSettings } from '../../registry/messages';
import type { Database } from '../db/database';
import { appointments, clients, messageSettings } from '../db/schema';
import { optOutLines } from '../messaging';
import type { ScheduledJob } from '../scheduler/jobs';
import { businessLocale } from '../tenancy/locale';
import { wallClockOf } from '../tenancy/zonedTime';
import { renderMessage } from './render';
import { queueClientMessage } from './send';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A review request is not sent for a visit completed longer ago than this (a job that was off). */
const REVIEW_LOOKBACK = 7 * DAY;
/** The usual interval is the mean gap between a client's last visits, at most this many. */
const USUAL_INTERVAL_VISITS = 5;
/** Appointments that still count as coming: a client who has one is not nudged. */
const UPCOMING = ['booked', 'confirmed', 'arrived', 'started'] as const;

interface Due {
  kind: AutomationKind;
  clientId: string;
  appointmentId?: string;
  dedupeKey: string;
}

/**
 * Queues one automation's message to one client as marketing (docs/areas/messages-consent.md):
 * the business's template in the client's language, the opt-out lines in that language, and
 * queueClientMessage's consent check, sending window and dedupe key.
 */
const queueDue = (db: Database, businessId: string, due: Due, now: Date) =>
  db.transaction(async (tx) => {
    const rendered = await renderMessage(tx, {
      businessId,
      clientId: due.clientId,
      kind: due.kind,
      appointmentId: due.appointmentId ?? null,
    });
    if (!rendered) return;
    const optOut = await optOutLines(tx, businessId, rendered.language);
    await queueClientMessage(tx, {
      businessId,
      clientId: due.clientId,
      kind: due.kind,
      appointmentId: due.appointmentId ?? null,
      sms: rendered.sms,
      emailSubject: rendered.emailSubject,
      emailBody: rendered.emailBody,
      dedupeKey: due.dedupeKey,
      marketing: true,
      smsOptOut: optOut.sms,
      emailOptOut: optOut.email,
      now,
    });
  });

/** Completed visits `hoursAfter` hours ago (but not a week more) get the review request once. */
const reviewsDue = async (
  db: Database,
  businessId: string,
  hoursAfter: number,
  now: Date,
): Promise<Due[]> => {
  const latest = new Date(now.getTime() - hoursAfter * HOUR);
  const rows = await db
    .select({ id: appointments.id, clientId: appointments.clientId })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        eq(appointments.status, 'completed'),
        lte(appointments.endDate, latest),
        gt(appointments.endDate, new Date(latest.getTime() - REVIEW_LOOKBACK)),
      ),
    );
  return rows.map((row) => ({
    kind: 'review',
    clientId: row.clientId,
    appointmentId: row.id,
    dedupeKey: `review:${row.id}`,
  }));
};

/** Clients whose birthday is the business's local today, once a year. */
const birthdaysDue = async (db: Database, businessId: string, today: string): Promise<Due[]> => {
  const rows = await db
    .select({ id: clients.id, birthday: clients.birthday })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), isNotNull(clients.birthday)));
  const monthDay = today.slice(5);
  return rows
    .filter((row) => row.birthday!.slice(5) === monthDay)
    .map((row) => ({
      kind: 'birthday',
      clientId: row.id,
      dedupeKey: `birthday:${row.id}:${today.slice(0, 4)}`,
    }));
};

/** The mean gap, in days, between consecutive visits. */
const meanGapDays = (visits: Date[]) => {
  const recent = visits.slice(-USUAL_INTERVAL_VISITS);
  return (recent.at(-1)!.getTime() - recent[0]!.getTime()) / (recent.length - 1) / DAY;
};

/**
 * Rebook nudges and win-backs, from completed visits only: a client with an upcoming appointment
 * gets neither; win-back wins when both apply. Each is keyed by the last visit, so it goes once
 * per absence.
 */
const absencesDue = async (
  db: Database,
  businessId: string,
  automations: AutomationSettings,
  now: Date,
): Promise<Due[]> => {
  const visits = await db
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      startDate: appointments.startDate,
    })
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), eq(appointments.status, 'completed')))
    .orderBy(asc(appointments.clientId), asc(appointments.startDate));
  const upcoming = await db
    .selectDistinct({ clientId: appointments.clientId })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        inArray(appointments.status, [...UPCOMING]),
        gte(appointments.startDate, now),
      ),
    );
  const coming = new Set(upcoming.map((row) => row.clientId));
  const byClient = new Map<string, typeof visits>();
  for (const visit of visits)
    byClient.set(visit.clientId, [...(byClient.get(visit.clientId) ?? []), visit]);
  const due: Due[] = [];
  for (const [clientId, history] of byClient) {
    const last = history.at(-1)!;
    if (coming.has(clientId) || last.startDate > now) continue;
    const daysSince = (now.getTime() - last.startDate.getTime()) / DAY;
    if (automations.winback.enabled && daysSince >= automations.winback.days) {
      due.push({ kind: 'winback', clientId, dedupeKey: `winback:${clientId}:${last.id}` });
      continue;
    }
    if (
      automations.rebook.enabled &&
      history.length >= 2 &&
      daysSince >
        meanGapDays(history.map((visit) => visit.startDate)) + automations.rebook.graceDays
    )
      due.push({ kind: 'rebook', clientId, dedupeKey: `rebook:${clientId}:${last.id}` });
  }
  return due;
};

/**
 * The marketing automations of every business that turned one on (docs/areas/messages-consent.md).
 * Segments read only appointments and the client's own birthday: never consultation forms or
 * notes (Kenya's Data Protection (General) Regulations, regulation 14).
 */
export const runAutomations = async (db: Database, now: Date) => {
  const businesses = await db.select().from(messageSettings);
  for (const settings of businesses) {
    const { automations, businessId } = settings;
    const due: Due[] = [];
    if (automations.review.enabled && settings.reviewLink)
      due.push(...(await reviewsDue(db, businessId, automations.review.hoursAfter, now)));
    if (automations.birthday.enabled) {
      const { timezone } = await businessLocale(db, businessId);
      due.push(...(await birthdaysDue(db, businessId, wallClockOf(now, timezone).slice(0, 10))));
    }
    if (automations.rebook.enabled || automations.winback.enabled)
      due.push(...(await absencesDue(db, businessId, automations, now)));
    for (const message of due) await queueDue(db, businessId, message, now);
  }
};

/** Every 15 minutes: a message due waits at most that long, then for the sending window. */
export const automationsJob: ScheduledJob = {
  name: 'automations',
  intervalSeconds: 15 * 60,
  run: runAutomations,
};
