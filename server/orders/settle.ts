import { and, eq, isNull, sql } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import type { SoldItem } from '../../registry/orders';
import type { Database } from '../db/database';
import { appointments, orderLines, orders } from '../db/schema';
import { addClientMembership, sellClientVoucher } from '../offerings';
import { businessTimeZone } from '../tenancy/zonedTime';
import { holdServicePackage } from '../services';
import { minorToNumeric, toMinor, type Minor } from '../db/money';
import { paymentStatusOf } from './paymentStatus';
import { issueSaleInvoice } from '../tax';
import { emitWebhookEvent } from '../webhooks';
import { loadOrder } from './documents';

const byOrder = (businessId: string, orderId: string) => businessRow(orders, businessId, orderId);

/**
 * What a fully paid order gives its client, once: vouchers, memberships and service packages
 * become holdings (one per unit), each linked appointment is marked paid by this order, and its
 * tax invoice is issued (docs/areas/tax.md). The
 * conditional update on `fulfilledAt` is the guard: a second call (a repeated callback, a
 * concurrent retry) finds the order settled already and does nothing. Returns whether it settled.
 */
export const settleOrderIfPaid = async (
  tx: Database,
  businessId: string,
  orderId: string,
): Promise<boolean> => {
  const [order] = await tx
    .update(orders)
    .set({ fulfilledAt: new Date() })
    .where(
      and(
        byOrder(businessId, orderId),
        isNull(orders.fulfilledAt),
        eq(orders.paymentStatus, 'paid'),
      ),
    )
    .returning({ clientId: orders.clientId });
  if (!order) return false;
  const lines = await tx
    .select()
    .from(orderLines)
    .where(businessRowsMatching(orderLines, businessId, { orderId }));
  const timeZone = await businessTimeZone(tx, businessId);
  const { clientId } = order;
  for (const line of lines) {
    const item = line.item as SoldItem;
    for (let unit = 0; unit < line.quantity; unit++) {
      if (line.kind === 'voucher' && item.voucherId)
        await sellClientVoucher(tx, businessId, { voucherId: item.voucherId, clientId }, timeZone);
      if (line.kind === 'membership' && item.membershipId && item.type) {
        await addClientMembership(
          tx,
          businessId,
          {
            clientId,
            membershipId: item.membershipId,
            frequency: item.type,
            periods: item.duration ?? 1,
          },
          timeZone,
        );
      }
      if (line.kind === 'servicePackage' && item.servicePackageId)
        await holdServicePackage(tx, businessId, {
          clientId,
          servicePackageId: item.servicePackageId,
        });
    }
  }
  const appointmentIds = [
    ...new Set(lines.map((line) => line.appointmentId).filter((id): id is string => id !== null)),
  ];
  if (appointmentIds.length > 0) {
    await tx
      .update(appointments)
      .set({ paidOrderId: orderId, updatedAt: new Date() })
      .where(
        businessRowsMatching(appointments, businessId, { id: appointmentIds, paidOrderId: null }),
      );
  }
  await issueSaleInvoice(tx, businessId, orderId);
  await emitWebhookEvent(tx, businessId, 'order.paid', () => loadOrder(tx, businessId, orderId));
  return true;
};

/**
 * Adds a payment received to an order (locked by the update), recomputes its payment status and
 * settles it when that makes it paid.
 */
export const addPaidAmount = async (
  tx: Database,
  businessId: string,
  orderId: string,
  amount: Minor,
) => {
  const [row] = await tx
    .update(orders)
    .set({
      paidAmount: sql`${orders.paidAmount} + ${minorToNumeric(amount)}::numeric`,
      updatedAt: new Date(),
    })
    .where(byOrder(businessId, orderId))
    .returning({
      cost: orders.cost,
      tipTotal: orders.tipTotal,
      paidAmount: orders.paidAmount,
      refundedAmount: orders.refundedAmount,
    });
  if (!row) return;
  const paymentStatus = paymentStatusOf(
    toMinor(row.cost) + toMinor(row.tipTotal),
    toMinor(row.paidAmount),
    toMinor(row.refundedAmount),
  );
  await tx.update(orders).set({ paymentStatus }).where(byOrder(businessId, orderId));
  await settleOrderIfPaid(tx, businessId, orderId);
};
