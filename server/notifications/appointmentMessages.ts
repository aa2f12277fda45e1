import { and, asc, eq, gt, gte, inArray, lte, notInArray, or } from 'drizzle-orm';
import type { MessageSettings } from '../../registry/messages';
import type { Database } from '../db/database';
import { appointments, businesses, outboxMessages } from '../db/schema';
import type { ScheduledJob } from '../scheduler/jobs';
import { reminderHorizonMinutes, reminderToSend } from './reminderTimes';
import { settingsOf } from './settings';
import { noticeKey, noticeToSend, type SentNotice } from './noticeRules';
import { sendAppointmentMessage, type SendTally } from './sendAppointmentMessage';

/** Appointments read per query: a business with more is read in further batches. */
const BATCH = 200;
/** Only appointments changed this recently are looked at for a confirmation, move or cancellation. */
const CHANGED_WITHIN_MS = 2 * 86_400_000;
/** Statuses that get no reminder: the visit is over, under way or off. */
const NO_REMINDER = ['cancelled', 'no_show', 'arrived', 'started', 'completed'] as const;

type AppointmentRow = typeof appointments.$inferSelect;

/** The appointments of one business matching `where`, by start, in batches. */
async function* batchesOf(db: Database, businessId: string, where: ReturnType<typeof and>) {
  let after: { start: Date; id: string } | null = null;
  for (;;) {
    const rows: AppointmentRow[] = await db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.businessId, businessId),
          where,
          after
            ? or(
                gt(appointments.startDate, after.start),
                and(eq(appointments.startDate, after.start), gt(appointments.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(appointments.startDate), asc(appointments.id))
      .limit(BATCH);
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { start: last.startDate, id: last.id };
  }
}

/** The confirmations, moves and cancellations already queued for these appointments. */
const sentNotices = async (db: Database, businessId: string, ids: string[]) => {
  const rows = await db
    .select({
      appointmentId: outboxMessages.appointmentId,
      kind: outboxMessages.kind,
      dedupeKey: outboxMessages.dedupeKey,
    })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.businessId, businessId),
        inArray(outboxMessages.appointmentId, ids),
        inArray(outboxMessages.kind, ['confirmation', 'moved', 'cancelled']),
      ),
    )
    .orderBy(asc(outboxMessages.id));
  const byAppointment = new Map<string, SentNotice[]>();
  for (const row of rows) {
    const list = byAppointment.get(row.appointmentId!) ?? [];
    list.push({ kind: row.kind!, dedupeKey: row.dedupeKey });
    byAppointment.set(row.appointmentId!, list);
  }
  return byAppointment;
};

const queueNotices = async (
  db: Database,
  businessId: string,
  settings: MessageSettings,
  now: Date,
  tally: SendTally,
) => {
  const changed = and(
    gt(appointments.startDate, now),
    gte(appointments.updatedAt, new Date(now.getTime() - CHANGED_WITHIN_MS)),
  );
  for await (const rows of batchesOf(db, businessId, changed)) {
    const sent = await sentNotices(
      db,
      businessId,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      const kind = noticeToSend(row, sent.get(row.id) ?? [], settings);
      if (kind) await sendAppointmentMessage(db, row, kind, noticeKey(kind, row), now, tally);
    }
  }
};

const queueReminders = async (
  db: Database,
  businessId: string,
  zone: string,
  settings: MessageSettings,
  now: Date,
  tally: SendTally,
) => {
  if (!settings.reminders.some((reminder) => reminder.enabled)) return;
  const horizon = new Date(now.getTime() + reminderHorizonMinutes(settings.reminders) * 60_000);
  const upcoming = and(
    gt(appointments.startDate, now),
    lte(appointments.startDate, horizon),
    notInArray(appointments.status, [...NO_REMINDER]),
  );
  for await (const rows of batchesOf(db, businessId, upcoming))
    for (const row of rows) {
      const minutesBefore = reminderToSend(row, settings.reminders, zone, now);
      if (minutesBefore === null) continue;
      const key = `reminder:${row.id}:${minutesBefore}:${row.startDate.toISOString()}`;
      await sendAppointmentMessage(db, row, 'reminder', key, now, tally);
    }
};

/**
 * One pass over every business (docs/areas/messages-engine.md): confirmations, moves and
 * cancellations of recently changed appointments, then the reminders due. Every message has a
 * dedupe key, so a pass run again, after a restart or on two servers at once queues nothing twice.
 */
export const runAppointmentMessages = async (db: Database, now: Date): Promise<SendTally> => {
  const tally: SendTally = { queued: 0, notSent: {} };
  let afterId = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await db
      .select({ id: businesses.id, timezone: businesses.timezone })
      .from(businesses)
      .where(gt(businesses.id, afterId))
      .orderBy(asc(businesses.id))
      .limit(BATCH);
    for (const business of page) {
      const settings = await settingsOf(db, business.id);
      await queueNotices(db, business.id, settings, now, tally);
      await queueReminders(db, business.id, business.timezone, settings, now, tally);
    }
    if (page.length < BATCH) return tally;
    afterId = page[page.length - 1]!.id;
  }
};

/** `appointment-messages`: every minute, on one server at a time (docs/areas/scheduler.md). */
export const appointmentMessagesJob: ScheduledJob = {
  name: 'appointment-messages',
  intervalSeconds: 60,
  run: async (db, now) => {
    const tally = await runAppointmentMessages(db, now);
    // Counts only: a message that could go nowhere is never silent, and never names a client.
    if (Object.keys(tally.notSent).length) return { queued: tally.queued, notSent: tally.notSent };
  },
};
