import { and, eq, inArray } from 'drizzle-orm';
import { sameAmounts } from '../../registry/orderAmounts';
import type { PaySettings } from '../../registry/pay';
import { addDays, periodContaining, previousPeriod } from '../../registry/payPeriods';
import type { Database } from '../db/database';
import { minorToNumber } from '../db/money';
import { employees, orderLines, orderPayments, orders, services, taxInvoices } from '../db/schema';
import { createOrder, priceItems, type SaleLine } from '../orders';
import { freezePayPeriod } from '../pay';
import { instantOf, localDate } from '../tenancy/zonedTime';
import { frequencyOf } from './pay';
import { firstClients } from './rows';
import type { DemoSalon } from './salon';

interface PaySale {
  employeeId: string;
  serviceId: string;
  clientId: string;
  soldAt: Date;
}

/** Each paid order's rows, dated back to `soldAt`: the pay engine dates a line by `fulfilled_at`. */
const dateSale = async (tx: Database, businessId: string, orderId: string, soldAt: Date) => {
  await tx
    .update(orders)
    .set({ createdAt: soldAt, fulfilledAt: soldAt })
    .where(and(eq(orders.businessId, businessId), eq(orders.id, orderId)));
  for (const table of [orderLines, orderPayments, taxInvoices])
    await tx
      .update(table)
      .set({ createdAt: soldAt })
      .where(and(eq(table.businessId, businessId), eq(table.orderId, orderId)));
};

/** One service sold by its staff member, paid in full in cash, through the checkout's order creation. */
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
  const line: SaleLine = {
    priced: pricing.priced,
    quantity: 1,
    discount: 0,
    staff: [{ employeeId: sale.employeeId, share: 1 }],
  };
  const orderId = await createOrder(tx, {
    businessId,
    userId,
    clientId: sale.clientId,
    currency,
    lines: [line],
    amounts: sameAmounts(0),
    payments: [{ method: 'cash', amount: minorToNumber(pricing.priced.unitPrice) }],
    paymentsField: 'payments',
  });
  await dateSale(tx, businessId, orderId, sale.soldAt);
};

/**
 * The sales credited to a demo salon's staff (`pay.sales`) in the two ended periods before the
 * current one, the older of them closed by the owner: the Pay screen opens on a closed period
 * and on an ended one still to close. Run before the other demo sales so order and invoice
 * numbers follow the days they were sold on.
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
  const serviceNames = [...new Set(pay.sales.flatMap((sales) => sales.services))];
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
  const sales: PaySale[] = [older, recent].flatMap((period) =>
    pay.sales.flatMap(({ staff: fullName, services: sold }, staffIndex) =>
      sold.map((serviceName, saleIndex) => ({
        employeeId: idOf(staff, fullName, 'staff member'),
        serviceId: idOf(serviceRows, serviceName, 'service'),
        clientId: clients[(staffIndex + saleIndex) % clients.length]!.id,
        // Spread over the period's first fortnight (the shortest period), in the afternoon; from
        // its fourth to its fourteenth day, as a monthly salon's older period may begin two days
        // before the salon was.
        soldAt: instantOf(
          `${addDays(period.start, 3 + ((saleIndex * 6 + staffIndex * 2) % 11))}T14:00:00`,
          zone,
        ),
      })),
    ),
  );
  sales.sort((first, second) => first.soldAt.getTime() - second.soldAt.getTime());
  for (const sale of sales) await sellService(tx, businessId, userId, currency, zone, sale);
  await freezePayPeriod(tx, businessId, userId, older.start);
};
