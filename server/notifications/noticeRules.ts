import type { MessageSettings } from '../../registry/messages';

/** A confirmation, move or cancellation notice already queued for an appointment. */
export interface SentNotice {
  kind: string;
  dedupeKey: string | null;
}

type NoticeKind = 'confirmation' | 'moved' | 'cancelled';

const START_IN_KEY = /:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)/;

/**
 * The dedupe key of a notice: one confirmation and one cancellation per appointment, one move
 * notice per start. The confirmation's key carries the start it told the client too, so a
 * later move is seen (docs/areas/messages-engine.md).
 */
export const noticeKey = (
  kind: NoticeKind,
  appointment: { id: string; startDate: Date },
): string =>
  kind === 'cancelled'
    ? `cancelled:${appointment.id}`
    : `${kind}:${appointment.id}:${appointment.startDate.toISOString()}`;

/** The start the client was last told of: the newest confirmation or move notice's. */
const toldStart = (sent: SentNotice[]) =>
  sent
    .filter((notice) => notice.kind === 'confirmation' || notice.kind === 'moved')
    .map((notice) => START_IN_KEY.exec(notice.dedupeKey ?? '')?.[1])
    .filter((start): start is string => Boolean(start))
    .at(-1);

/**
 * What a recently changed future appointment still needs the client told, or null (`sent`
 * oldest first): a booked one without a confirmation gets one; a confirmed one whose start
 * moved since, a move notice; a cancelled one the client had been told of, a cancellation.
 */
export const noticeToSend = (
  appointment: { status: string; startDate: Date },
  sent: SentNotice[],
  settings: MessageSettings,
): NoticeKind | null => {
  const confirmed = sent.some((notice) => notice.kind === 'confirmation');
  if (appointment.status === 'cancelled') {
    const cancelled = sent.some((notice) => notice.kind === 'cancelled');
    return confirmed && !cancelled && settings.cancelledEnabled ? 'cancelled' : null;
  }
  if (appointment.status !== 'booked' && appointment.status !== 'confirmed') return null;
  if (!confirmed) return settings.confirmationEnabled ? 'confirmation' : null;
  const told = toldStart(sent);
  return told && told !== appointment.startDate.toISOString() && settings.movedEnabled
    ? 'moved'
    : null;
};
