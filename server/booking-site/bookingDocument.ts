import { desc } from 'drizzle-orm';
import { businessRowsMatching } from '../db/businessRows';
import type { BookingDocument, SitePayment } from '../../registry/bookingSite';
import type { Database } from '../db/database';
import { appointments, cardPayments, mpesaPayments } from '../db/schema';
import { employeeOf, freeCancellationUntil, siteBusinessOf, visitServicesOf } from './siteRecords';

export type AppointmentRow = typeof appointments.$inferSelect;

const LIVE_STATUSES: readonly string[] = ['booked', 'confirmed'];

/** Whether the client may still cancel or move it from the manage link: booked or confirmed, not begun. */
export const isLiveBooking = (row: AppointmentRow) => LIVE_STATUSES.includes(row.status);

/**
 * The latest payment of the appointment's deposit, by M-Pesa or card, as the site shows it. A
 * card's hosted page is known only to the call that opened it (`started`), which answers it.
 */
const depositPaymentOf = async (db: Database, row: AppointmentRow): Promise<SitePayment | null> => {
  const ofDeposit = { payableKind: 'deposit', transactionRef: row.id } as const;
  const [[mpesa], [card]] = await Promise.all([
    db
      .select({ status: mpesaPayments.status, createdAt: mpesaPayments.createdAt })
      .from(mpesaPayments)
      .where(businessRowsMatching(mpesaPayments, row.businessId, ofDeposit))
      .orderBy(desc(mpesaPayments.createdAt))
      .limit(1),
    db
      .select({ status: cardPayments.status, createdAt: cardPayments.createdAt })
      .from(cardPayments)
      .where(businessRowsMatching(cardPayments, row.businessId, ofDeposit))
      .orderBy(desc(cardPayments.createdAt))
      .limit(1),
  ]);
  if (card && (!mpesa || card.createdAt > mpesa.createdAt))
    return { method: 'card', status: card.status, checkoutUrl: null };
  return mpesa ? { method: 'm-pesa', status: mpesa.status, checkoutUrl: null } : null;
};

/**
 * A booking as the client sees it through its secret: the business, who and what, the deposit
 * and its payment, and what the policy still allows. `secret` only in the confirmation's answer.
 */
export const toBookingDocument = async (
  db: Database,
  row: AppointmentRow,
  secret?: { manageToken: string; manageUrl: string },
  started?: SitePayment,
): Promise<BookingDocument> => {
  const business = await siteBusinessOf(db, row.businessId);
  const until = freeCancellationUntil(business, row.startDate);
  const early = Date.now() < until.getTime();
  const live = isLiveBooking(row);
  return {
    ...secret,
    status: row.status,
    start: row.startDate.toISOString(),
    durationInMinutes: row.durationInMinutes,
    business: {
      name: business.name,
      slug: business.slug,
      address: business.address,
      timezone: business.timezone,
      currency: business.currency,
    },
    employee: await employeeOf(db, row.businessId, row.employeeId),
    services: (await visitServicesOf(db, row.businessId, row.serviceIds)).map(
      ({ _id, name, priceMinor }) => ({ _id, name, priceMinor }),
    ),
    depositMinor: row.depositMinor,
    depositStatus: row.depositStatus,
    depositDueBy: row.depositDueBy?.toISOString() ?? null,
    payment: started ?? (await depositPaymentOf(db, row)),
    canCancel: live,
    refundsDeposit: live && early && row.depositStatus === 'paid',
    canMove: live && early,
    freeCancellationUntil: until.toISOString(),
  };
};

/** The manage link the client keeps: the secret in the fragment, so it never reaches a server log. */
export const manageUrlOf = (origin: string, slug: string, token: string) =>
  `${origin}/book/${slug}/manage#${token}`;
