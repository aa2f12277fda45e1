import type { Appointment, DepositStatus } from '../../registry/appointments';

const T = 'saluni.appointments.online';

/** A text of the catalogue and its arguments, for `translate`. */
export interface MarkText {
  key: string;
  args?: Record<string, string>;
}

/** Each deposit state in words: what the salon holds, what it kept and what went back. */
const DEPOSIT_KEYS: Record<DepositStatus, string> = {
  pending: `${T}.depositDue`,
  paid: `${T}.depositPaid`,
  applied: `${T}.depositApplied`,
  kept: `${T}.depositKept`,
  refunded: `${T}.depositRefunded`,
  released: `${T}.depositReleased`,
};

/** The deposit's state as a short text ('Deposit KES 500.00 paid'), or undefined without one. */
export const depositMarkOf = (
  appointment: Appointment,
  money: (minor: number) => string,
): MarkText | undefined =>
  appointment.depositStatus
    ? {
        key: DEPOSIT_KEYS[appointment.depositStatus],
        args: { amount: money(appointment.depositMinor ?? 0) },
      }
    : undefined;

/** The marks of an appointment: booked online, and its deposit's state. */
export const bookingMarksOf = (
  appointment: Appointment,
  money: (minor: number) => string,
): MarkText[] => {
  const deposit = depositMarkOf(appointment, money);
  return [
    ...(appointment.source === 'online' ? [{ key: `${T}.marker` }] : []),
    ...(deposit ? [deposit] : []),
  ];
};

// Past these the visit is over, and a link to pay ahead of it means nothing.
const ENDED = new Set(['completed', 'no_show', 'cancelled']);
// A deposit the client has paid, or whose story is over: no new link for it.
const SETTLED = new Set<DepositStatus>(['paid', 'applied', 'kept', 'refunded']);

/**
 * Whether "Send booking link" applies: booked at the desk (an online booking had its own page),
 * still ahead, not ended, its deposit not paid yet (a pending one may be sent again).
 */
export const maySendBookingLink = (appointment: Appointment, now: Date = new Date()) =>
  appointment.source !== 'online' &&
  !ENDED.has(appointment.status) &&
  !(appointment.depositStatus && SETTLED.has(appointment.depositStatus)) &&
  new Date(appointment.startDate).getTime() > now.getTime();
