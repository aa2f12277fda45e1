import type { MessageKind } from '../../registry/messages';
import type { Database } from '../db/database';
import type { appointments } from '../db/schema';
import { renderMessage } from './render';
import { queueClientMessage } from './send';

/** What a pass queued, and how many messages could go nowhere, by reason (no client named). */
export interface SendTally {
  queued: number;
  notSent: Record<string, number>;
}

/** Thrown to roll back a message another pass (or server) already queued: its manage link too. */
class AlreadyQueued extends Error {}

/**
 * Renders and queues one message about an appointment in its own transaction: the client's
 * template and language, their preferred channel, the dedupe key. A key already used rolls the
 * whole message back, so a race leaves no stray manage link or debit.
 */
export const sendAppointmentMessage = async (
  db: Database,
  appointment: typeof appointments.$inferSelect,
  kind: MessageKind,
  dedupeKey: string,
  now: Date,
  tally: SendTally,
) => {
  try {
    await db.transaction(async (tx) => {
      const rendered = await renderMessage(tx, {
        businessId: appointment.businessId,
        clientId: appointment.clientId,
        kind,
        appointmentId: appointment.id,
      });
      if (!rendered) return;
      const queued = await queueClientMessage(tx, {
        businessId: appointment.businessId,
        clientId: appointment.clientId,
        kind,
        appointmentId: appointment.id,
        sms: rendered.sms,
        emailSubject: rendered.emailSubject,
        emailBody: rendered.emailBody,
        whatsappTemplate: rendered.whatsappTemplate,
        dedupeKey,
        now,
      });
      if (queued.queued) tally.queued += 1;
      else if (queued.reason === 'duplicate') throw new AlreadyQueued();
      else tally.notSent[queued.reason] = (tally.notSent[queued.reason] ?? 0) + 1;
    });
  } catch (error) {
    if (!(error instanceof AlreadyQueued)) throw error;
  }
};
