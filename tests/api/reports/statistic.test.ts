import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { ReportStatistic } from '../../../registry/reports';
import { employees, users } from '../../../server/db/schema';
import { body } from '../support/http';
import { payCart } from '../support/orders';
import { setupTestApp } from '../support/testApp';
import { insertAppointment } from '../stock-usage/support';
import { errorOf, reportSetup } from './support';

const context = setupTestApp();

/**
 * Today: O1 a cut and a product (cash) taken by the owner, who is on the staff; O2 a stylist's
 * appointment cut (60 minutes: 2500.50, card) for another client; O3 a package (card + cash).
 */
const statisticScenario = async () => {
  const setup = await reportSetup(context);
  const { businessId, owner, items, session } = setup;
  const [ownerEmployee] = await context.database.db
    .insert(employees)
    .values({ businessId, id: uuidv7(), fullName: 'Olive Owner', userId: owner.id })
    .returning();
  await payCart(
    { ...session, clientId: items.clientId },
    [items.entries.service, items.entries.product],
    [{ method: 'cash', amount: 1533.33 }],
  );
  const holder = await insertAppointment(
    context,
    owner.cookie,
    businessId,
    new Date(Date.now() + 3_600_000),
  );
  await payCart(
    { ...session, clientId: holder.clientId },
    [{ ...items.entries.service, appointmentId: holder.appointmentId }],
    [{ method: 'card', amount: 2500.5 }],
  );
  await payCart(
    { ...session, clientId: items.clientId },
    [items.entries.servicePackage],
    [
      { method: 'card', amount: 1000 },
      { method: 'cash', amount: 3000 },
    ],
  );
  const [stylist] = (
    await context.database.db.select().from(employees).where(eq(employees.businessId, businessId))
  ).filter((row) => row.id !== ownerEmployee!.id);
  return { ...setup, ownerEmployee: ownerEmployee!, stylist: stylist! };
};

describe('report statistic', () => {
  it('gives each report type, narrowed by method and staff, titled in English and Swahili', async () => {
    const scenario = await statisticScenario();
    const stat = async (query: Record<string, string>) => {
      const response = await scenario.calls.statistic(query);
      expect(response.statusCode, response.body).toBe(200);
      return body<ReportStatistic>(response);
    };
    const stylist = scenario.stylist.fullName;
    const expected: [Record<string, string>, number, string][] = [
      [{}, 8033.83, 'Sales (what was sold)'],
      [{ reportType: 'sales', method: '', staff: '' }, 8033.83, 'Sales (what was sold)'],
      [{ reportType: 'service' }, 4000.5, 'Services sold'],
      [{ reportType: 'product' }, 33.33, 'Products sold'],
      [{ reportType: 'membership' }, 0, 'Memberships sold'],
      [{ reportType: 'voucher' }, 0, 'Vouchers sold'],
      [{ reportType: 'package' }, 4000, 'Packages sold'],
      [{ reportType: 'client' }, 2, 'New clients'],
      [{ method: 'card' }, 3500.5, 'Takings by Card (money received)'],
      [{ method: 'cash' }, 4533.33, 'Takings by Cash (money received)'],
      [{ reportType: 'service', method: 'card' }, 2500.5, 'Services sold · Paid by Card'],
      [{ staff: scenario.stylist.id }, 2500.5, `Sales (what was sold) · ${stylist}`],
      [{ staff: scenario.ownerEmployee.id }, 5533.33, 'Sales (what was sold) · Olive Owner'],
      [
        { reportType: 'service', staff: scenario.ownerEmployee.id },
        1500,
        'Services sold · Olive Owner',
      ],
      [
        { method: 'cash', staff: scenario.ownerEmployee.id },
        5533.33,
        'Sales (what was sold) · Paid by Cash · Olive Owner',
      ],
      [{ reportType: 'client', staff: scenario.stylist.id }, 1, `New clients · ${stylist}`],
      [{ reportType: 'client', method: 'cash' }, 1, 'New clients · Paid by Cash'],
    ];
    for (const [query, stats, statsTitle] of expected)
      expect(await stat(query), JSON.stringify(query)).toEqual({ stats, statsTitle });

    await context.database.db
      .update(users)
      .set({ language: 'sw' })
      .where(eq(users.id, scenario.owner.id));
    expect(await stat({})).toEqual({ stats: 8033.83, statsTitle: 'Mauzo (yaliyouzwa)' });
    expect(await stat({ method: 'card' })).toEqual({
      stats: 3500.5,
      statsTitle: 'Mapato kwa Kadi (pesa iliyopokelewa)',
    });
    expect(await stat({ reportType: 'client', staff: scenario.stylist.id })).toEqual({
      stats: 1,
      statsTitle: `Wateja wapya · ${stylist}`,
    });
  });

  it('refuses unknown report types, methods and staff with a 400 naming the field', async () => {
    const scenario = await statisticScenario();
    const other = await reportSetup(context);
    const [foreignEmployee] = await context.database.db
      .insert(employees)
      .values({ businessId: other.businessId, id: uuidv7(), fullName: 'Elsewhere' })
      .returning();
    const cases: [Record<string, string>, string][] = [
      [{ reportType: 'profit' }, 'reportType'],
      [{ method: 'paypal' }, 'method'],
      [{ staff: 'not-an-id' }, 'staff'],
      [{ staff: foreignEmployee!.id }, 'staff'],
      [{ startDate: 'yesterday' }, 'startDate'],
      [{ startDate: '2026-11-10T00:00:00Z', endDate: '2026-11-09T00:00:00Z' }, 'endDate'],
    ];
    for (const [query, field] of cases) {
      const response = await scenario.calls.statistic(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('BAD_REQUEST');
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    }
    expect((await scenario.calls.statistic({ colour: 'red' })).statusCode).toBe(400);
  });
});
