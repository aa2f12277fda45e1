import { describe, expect, it } from 'vitest';
import type { BusinessDocument } from '../../../registry';
import type {
  PayPeriod,
  PayPeriodPage,
  PayPeriodSummary,
  PayStatement,
} from '../../../registry/pay';
import { DEMO_LOGIN, seedDemoBusiness } from '../../../server/seed/demo';
import { sessionCookieOf } from '../support/accounts';
import { body, send, withQuery } from '../support/http';
import { TEST_PASSWORD_COST } from '../../support/passwordCost';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();

describe("the demo salons' pay", () => {
  it('credits the stylists with sales in the two ended periods, the older one closed', async () => {
    await seedDemoBusiness(context.database.db, TEST_PASSWORD_COST);
    const cookie = sessionCookieOf(
      await send(context.app, 'POST', '/v1/auth/login', { payload: DEMO_LOGIN }),
    );
    const roles = body<{ user: { roles: { business: BusinessDocument }[] } }>(
      await send(context.app, 'GET', '/v1/user', { cookie }),
    ).user.roles;
    expect(roles).toHaveLength(2);
    for (const { business } of roles) {
      const get = async <T>(path: string, query: Record<string, string | number>) => {
        const reply = await send(
          context.app,
          'GET',
          withQuery(path, { businessId: business._id, ...query }),
          { cookie },
        );
        expect(reply.statusCode).toBe(200);
        return body<T>(reply);
      };
      const periods = (await get<{ payPeriodPage: PayPeriodPage }>('/v1/pay/periods', { limit: 0 }))
        .payPeriodPage.docs;
      const [current, recent, older] = periods as [PayPeriod, PayPeriod, PayPeriod];
      expect([current.status, recent.status, older.status]).toEqual(['open', 'open', 'closed']);
      expect(older.closedBy?.displayName).toBe('Wanjiru Kamau');
      expect(periods.filter((period) => period.status === 'closed')).toHaveLength(1);

      const closed = (
        await get<{ payPeriodSummary: PayPeriodSummary }>('/v1/pay/period', {
          start: older.start,
        })
      ).payPeriodSummary;
      expect(closed.period.status).toBe('closed');
      expect(closed.rows).toHaveLength(3);
      expect(closed.rows.every((row) => row.commission > 0 && row.sales > 0)).toBe(true);

      for (const period of [older, recent])
        for (const row of closed.rows) {
          const statement = (
            await get<{ payStatement: PayStatement }>('/v1/pay/statement', {
              start: period.start,
              employeeId: row.employee._id,
            })
          ).payStatement;
          expect(statement.lines.length).toBeGreaterThanOrEqual(2);
          expect(
            statement.lines.every(
              (line) => line.day >= period.start && line.day <= period.end && line.commission > 0,
            ),
          ).toBe(true);
          expect(statement.commission).toBeGreaterThan(0);
        }
    }
  });
});
