import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { DepositStatus } from '../../../registry/appointments';
import type { SalesReport } from '../../../registry/reports';
import { appointments, cardPayments, mpesaPayments } from '../../../server/db/schema';
import { body } from '../support/http';
import { orderOf } from '../support/orders';
import { insertAppointment } from '../stock-usage/support';
import { setupTestApp } from '../support/testApp';
import { reportSetup } from './support';

const context = setupTestApp();

/** Nairobi days (UTC+3), as the report date filter emits them. */
const NOVEMBER_10_TO_12 = {
  startDate: '2026-11-10T00:00:00.000+03:00',
  endDate: '2026-11-12T23:59:59.999+03:00',
};

type Setup = Awaited<ReturnType<typeof reportSetup>>;

/** An appointment whose deposit of `minor` was paid at `paidAt` by M-Pesa or card, and stands at `status` now. */
const depositPaid = async (
  setup: Setup,
  minor: number,
  paidAt: string,
  status: DepositStatus,
  method: 'm-pesa' | 'card' = 'm-pesa',
) => {
  const { businessId, owner, items } = setup;
  const holder = await insertAppointment(
    context,
    owner.cookie,
    businessId,
    new Date('2026-12-01T07:00:00Z'),
  );
  await context.database.db
    .update(appointments)
    .set({
      serviceIds: [items.serviceId],
      source: 'online',
      depositMinor: minor,
      depositStatus: status,
    })
    .where(eq(appointments.id, holder.appointmentId));
  const paid = {
    businessId,
    id: uuidv7(),
    payableKind: 'deposit' as const,
    transactionRef: holder.appointmentId,
    status: 'paid' as const,
    paidAt: new Date(paidAt),
  };
  if (method === 'm-pesa')
    await context.database.db.insert(mpesaPayments).values({
      ...paid,
      amount: minor / 100,
      phoneNumber: '+254712345678',
      provider: 'simulator',
      callbackTokenHash: uuidv7(),
    });
  else
    await context.database.db
      .insert(cardPayments)
      .values({ ...paid, amountMinor: minor, currency: 'KES', provider: 'simulator' });
  return holder;
};

const reportOf = async (setup: Setup, query: Record<string, string> = {}) => {
  const response = await setup.calls.sales(query);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ salesReport: SalesReport }>(response).salesReport;
};

describe('deposits in the sales report', () => {
  it('keeps deposits apart from sales: received by when paid, then applied, held, kept or refunded; an applied one is in the takings once, on the day it was paid', async () => {
    const setup = await reportSetup(context);
    const applied = await depositPaid(setup, 100_000, '2026-11-10T09:00:00+03:00', 'paid');
    await depositPaid(setup, 50_000, '2026-11-11T09:00:00+03:00', 'paid');
    await depositPaid(setup, 30_000, '2026-11-11T10:00:00+03:00', 'kept');
    await depositPaid(setup, 20_000, '2026-11-12T23:00:00+03:00', 'refunded', 'card');
    // Paid the day before the range: in all time only.
    await depositPaid(setup, 70_000, '2026-11-09T23:59:00+03:00', 'paid');

    const before = await reportOf(setup, NOVEMBER_10_TO_12);
    expect(before.deposits).toEqual({
      received: 2000,
      applied: 0,
      held: 1500,
      kept: 300,
      refunded: 200,
    });
    // Nothing was sold and no order was paid: deposits are not sales, nor the orders' takings.
    expect(before.totals.sales).toBe(0);
    expect(before.takings).toEqual({ received: 0, refunded: 0, takings: 0 });

    // Checkout today: the rest in cash; the deposit is applied.
    await setup.checkout.emptyCart();
    await setup.checkout.updateCart({ clientId: applied.clientId });
    await setup.checkout.addEntry({
      ...setup.items.entries.service,
      appointmentId: applied.appointmentId,
    });
    const paid = await setup.checkout.pay([{ method: 'cash', amount: 1500.5 }]);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(orderOf(paid).paymentStatus).toBe('paid');

    const after = await reportOf(setup, NOVEMBER_10_TO_12);
    expect(after.deposits).toEqual({
      received: 2000,
      applied: 1000,
      held: 500,
      kept: 300,
      refunded: 200,
    });
    // The applied deposit is money received on the 10th, by M-Pesa; the sale is today's.
    expect(after.takings).toEqual({ received: 1000, refunded: 0, takings: 1000 });
    expect(after.byMethod.find((row) => row.method === 'm-pesa')?.takings).toBe(1000);
    expect(after.byDay).toEqual([
      { day: '2026-11-10', orders: 0, sales: 0, unpaid: 0, takings: 1000 },
    ]);
    expect(after.totals.sales).toBe(0);

    // All time: the deposit counted once in the takings, beside the cash of today.
    const allTime = await reportOf(setup);
    expect(allTime.takings.received).toBe(2500.5);
    expect(allTime.totals.sales).toBe(2500.5);
    expect(allTime.deposits).toEqual({
      received: 2700,
      applied: 1000,
      held: 1200,
      kept: 300,
      refunded: 200,
    });
  });
});
