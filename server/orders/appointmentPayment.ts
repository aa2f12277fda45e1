import { desc, inArray, ne } from 'drizzle-orm';
import { lockBusinessRow, joinReferenced, businessRowsMatching } from '../db/businessRows';
import { sameAmounts } from '../../registry/orderAmounts';
import type { Database } from '../db/database';
import { appointments, orderLines, orders } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { text } from '../http/messages';
import { isUuid } from '../http/ids';
import { type Access } from '../tenancy/access';
import { businessTimeZone } from '../tenancy/zonedTime';
import { priceItems } from './cartPricing';
import { currencyOf, payTowardOrder } from './checkout';
import type { PaymentBody } from './checkoutInput';
import { createOrder, type SaleLine } from './checkoutOrder';
import { sharesOrSole } from './lineStaff';
import { loadOrder } from './documents';

const V = 'saluni.checkout.validation';

/**
 * `PUT /v1/order/retry-appointment-payment/{appointmentId}`: pays the appointment's services, in
 * the unpaid order that holds them or else in a new order of them (`created`). The appointment is
 * locked for the call; a paid one, or one without services, is 409.
 */
export const payAppointment = async (
  db: Database,
  access: Access,
  appointmentId: string,
  payment: PaymentBody,
) => {
  if (!isUuid(appointmentId)) throw notFound();
  const timeZone = await businessTimeZone(db, access.businessId);
  const { orderId, created } = await db.transaction(async (tx) => {
    const appointment = await lockBusinessRow(tx, appointments, access.businessId, appointmentId);
    if (!appointment) throw notFound();
    if (appointment.paidOrderId)
      throw new HttpError(409, 'INVALID_STATE', text(`${V}.appointmentPaid`));
    const [holding] = await tx
      .select({ id: orders.id })
      .from(orderLines)
      .innerJoin(orders, joinReferenced(orders, orderLines.orderId))
      .where(
        businessRowsMatching(
          orderLines,
          access.businessId,
          { appointmentId: appointment.id },
          ne(orders.status, 'cancelled'),
          inArray(orders.paymentStatus, ['unpaid', 'partially_paid']),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (holding) {
      await payTowardOrder(tx, access, holding.id, payment);
      return { orderId: holding.id, created: false };
    }
    if (appointment.serviceIds.length === 0)
      throw new HttpError(409, 'INVALID_STATE', text(`${V}.appointmentNoServices`));
    const items = appointment.serviceIds.map((serviceId) => ({
      kind: 'service' as const,
      serviceId,
      appointmentId: appointment.id,
    }));
    const lines = (
      await priceItems(tx, access.businessId, timeZone, items, appointment.clientId)
    ).map((pricing): SaleLine => {
      if ('problem' in pricing) throw new HttpError(409, 'INVALID_STATE', pricing.problem.message);
      return {
        priced: pricing.priced,
        quantity: 1,
        discount: 0,
        staff: sharesOrSole(appointment.staffShares, appointment.employeeId),
      };
    });
    const newOrderId = await createOrder(tx, {
      businessId: access.businessId,
      userId: access.user.id,
      clientId: appointment.clientId,
      currency: await currencyOf(tx, access.businessId),
      lines,
      amounts: sameAmounts(0),
      payments: [payment],
      paymentsField: 'payment',
    });
    return { orderId: newOrderId, created: true };
  });
  return { order: await loadOrder(db, access.businessId, orderId), created };
};
