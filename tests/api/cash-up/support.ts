import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CashUp, CashUpExpected } from '../../../registry/cashUp';
import { cashUps, users } from '../../../server/db/schema';
import { body, send, withQuery } from '../support/http';
import type { TestContext } from '../support/testApp';

type Query = Record<string, string | number | undefined>;

/** The cash-up calls as a signed-in user of one business. */
export const cashUpCalls = (app: TestContext['app'], cookie: string, businessId: string) => ({
  expected: (query: Query = {}) =>
    send(app, 'GET', withQuery('/v1/cash-up/expected', { businessId, ...query }), { cookie }),
  close: (payload: Record<string, unknown>) =>
    send(app, 'POST', '/v1/cash-up', { cookie, payload: { businessId, ...payload } }),
  list: (query: Query = {}) =>
    send(app, 'GET', withQuery('/v1/cash-up', { businessId, ...query }), { cookie }),
  get: (id: string, query: Query = {}) =>
    send(app, 'GET', withQuery(`/v1/cash-up/${id}`, { businessId, ...query }), { cookie }),
});

type Calls = ReturnType<typeof cashUpCalls>;

export const expectedOf = async (calls: Calls): Promise<CashUpExpected> => {
  const response = await calls.expected();
  expect(response.statusCode, response.body).toBe(200);
  return body<{ cashUpExpected: CashUpExpected }>(response).cashUpExpected;
};

export const closeTill = async (
  calls: Calls,
  counted: CashUp['counted'],
  notes?: string,
): Promise<CashUp> => {
  const response = await calls.close({ counted, notes });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ cashUp: CashUp }>(response).cashUp;
};

export const fullNameOf = async (context: Pick<TestContext, 'database'>, userId: string) =>
  (
    await context.database.db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, userId))
  )[0]!.fullName;

/**
 * Moves a close's end an hour ahead: what a sale or refund that began before the close, and
 * commits after it, meets; its row is dated inside the closed period.
 */
export const closeLater = async (
  context: Pick<TestContext, 'database'>,
  businessId: string,
  id: string,
) => {
  await context.database.db
    .update(cashUps)
    .set({ periodEnd: new Date(Date.now() + 3_600_000) })
    .where(and(eq(cashUps.businessId, businessId), eq(cashUps.id, id)));
};
