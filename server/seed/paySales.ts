import { and, eq, inArray } from 'drizzle-orm';
import { sameAmounts } from '../../registry/orderAmounts';
import type { PaySettings } from '../../registry/pay';
import { equalShares, splitEvenly } from '../../registry/lineShares';
import {
  addDays,
  periodContaining,
  previousPeriod,
  type PeriodDays,
} from '../../registry/payPeriods';
import type { Database } from '../db/database';
import { minorToNumber, toMinor, type Minor } from '../db/money';
import {
  employees,
  orderLines,
  orderPayments,
  orders,
  orderTips,
  services,
  taxInvoices,
} from '../db/schema';
import { createOrder, priceItems, type SaleLine } from '../orders';
import { freezePayPeriod } from '../pay';
import { instantOf, localDate } from '../tenancy/zonedTime';
import { frequencyOf } from './pay';
import { firstClients } from './rows';
import type { DemoSalon } from './salon';

interface PaySale {
  /** Who worked the line, in equal shares (one staff member: all of it). */
  employeeIds: string[];
  serviceId: string;
  clientId: string;
  soldAt: Date;
  /** A tip shared equally among them, in minor units (0: none), and how all was paid. */
  tipMinor: Minor;
  method: 'cash' | 'card';
}

/** Each paid order's rows, dated back to `soldAt`: the pay engine dates a line by `fulfilled_at`. */
const dateSale = async (tx: Database, businessId: string, orderId: string, soldAt: Date) => {
  await tx
    .update(orders)
    .set({ createdAt: soldAt, fulfilledAt: soldAt })
    .where(and(eq(orders.businessId, businessId), eq(orders.id, orderId)));
  for (const table of [orderLines, orderPayments, orderTips, taxInvoices])
    await tx
      .update(table)
      .set({ createdAt: soldAt })
      .where(and(eq(table.businessId, businessId), eq(table.orderId, orderId)));
};

/** A demo sale's method: the seed pays at once, so cash or card (an M-Pesa payment would wait for its callback). */
const paidBy = (method: string): PaySale['method'] => {
  if (method !== 'cash' && method !== 'card')
    throw new Error(`A demo shared sale is paid by cash or card, not ${method}`);
  return method;
};

/** One service sold by its staff, with their tip, paid in full, through the checkout's order creation. */
const sellService = async (
  tx: Database,
  businessId: string,
  userId: string,
  currency: string,
  zone: string,
  sale: PaySale,
) => {
  const [pricing] = await priceItems(
    tx,
    businessId,
    zone,
    [{ kind: 'service', serviceId: sale.serviceId }],
    sale.clientId,
  );
  if (!pricing || 'problem' in pricing)
    throw new Error(`A demo pay sale cannot be priced: ${pricing?.problem.message}`);
  const shares = equalShares(sale.employeeIds.length);
  const line: SaleLine = {
    priced: pricing.priced,
    quantity: 1,
    discount: 0,
    staff: sale.employeeIds.map((employeeId, index) => ({ employeeId, share: shares[index]! })),
  };
  const tips = splitEvenly(sale.tipMinor, sale.employeeIds.length)
    .map((amount, index) => ({ employeeId: sale.employeeIds[index]!, amount }))
    .filter((tip) => tip.amount > 0);
  const orderId = await createOrder(tx, {
    businessId,
    userId,
    clientId: sale.clientId,
    currency,
    lines: [line],
    amounts: sameAmounts(0),
    tips,
    payments: [
      { method: sale.method, amount: minorToNumber(pricing.priced.unitPrice + sale.tipMinor) },
    ],
    paymentsField: 'payments',
  });
  await dateSale(tx, businessId, orderId, sale.soldAt);
};

/**
 * The sales credited to a demo salon's staff (`pay.sales`, and the shared lines with their tips
 * of `pay.sharedSales`) in the two ended periods before the current one, the older of them
 * closed by the owner: the Pay screen opens on a closed period and on an ended one still to
 * close. Run before the other demo sales so order and invoice numbers follow the days they were
 * sold on.
 */
export const seedPaySales = async (
  tx: Database,
  businessId: string,
  userId: string,
  currency: string,
  zone: string,
  pay: DemoSalon['pay'],
) => {
  const settings: PaySettings = {
    frequency: frequencyOf(pay.settings.frequency),
    anchorDate: pay.settings.anchorDate,
  };
  const current = periodContaining(settings, localDate(new Date(), zone));
  const recent = previousPeriod(settings, current.start);
  const older = previousPeriod(settings, recent.start);
  const staff = await tx
    .select({ id: employees.id, name: employees.fullName })
    .from(employees)
    .where(eq(employees.businessId, businessId));
  const serviceNames = [
    ...new Set([
      ...pay.sales.flatMap((sales) => sales.services),
      ...pay.sharedSales.map((sale) => sale.service),
    ]),
  ];
  const serviceRows = await tx
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.businessId, businessId), inArray(services.name, serviceNames)));
  const idOf = (rows: { id: string; name: string }[], name: string, what: string) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`The demo pay sales name no ${what} ${name}`);
    return row.id;
  };
  const clients = await firstClients(tx, businessId, 4);
  // Spread over the period's first fortnight (the shortest period), in the afternoon; from its
  // fourth to its fourteenth day, as a monthly salon's older period may begin two days before
  // the salon was.
  const soldOn = (period: PeriodDays, step: number) =>
    instantOf(`${addDays(period.start, 3 + (step % 11))}T14:00:00`, zone);
  const sales: PaySale[] = [older, recent].flatMap((period) => [
    ...pay.sales.flatMap(({ staff: fullName, services: sold }, staffIndex) =>
      sold.map((serviceName, saleIndex) => ({
        employeeIds: [idOf(staff, fullName, 'staff member')],
        serviceId: idOf(serviceRows, serviceName, 'service'),
        clientId: clients[(staffIndex + saleIndex) % clients.length]!.id,
        soldAt: soldOn(period, saleIndex * 6 + staffIndex * 2),
        tipMinor: 0,
        method: 'cash' as const,
      })),
    ),
    ...pay.sharedSales.map((shared, index) => ({
      employeeIds: shared.staff.map((fullName) => idOf(staff, fullName, 'staff member')),
      serviceId: idOf(serviceRows, shared.service, 'service'),
      clientId: clients[index % clients.length]!.id,
      soldAt: soldOn(period, 5 + index),
      tipMinor: toMinor(shared.tip),
      method: paidBy(shared.method),
    })),
  ]);
  sales.sort((first, second) => first.soldAt.getTime() - second.soldAt.getTime());
  for (const sale of sales) await sellService(tx, businessId, userId, currency, zone, sale);
  await freezePayPeriod(tx, businessId, userId, older.start);
};
