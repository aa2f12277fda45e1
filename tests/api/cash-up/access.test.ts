import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../support/http';
import { addMember, createBusiness } from '../support/accounts';
import { body } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { cashUpCalls, closeTill } from './support';

const context = setupTestApp();
const NOTHING = { cash: 0, card: 0, 'm-pesa': 0 };
const errorOf = (response: Parameters<typeof body>[0]) => body<ErrorBody>(response).error;

describe('cash-up access and bad input', () => {
  it("refuses another business's till, a signed-out caller and staff without sales.Cash-up", async () => {
    const home = await createBusiness(context.app, 'Home');
    const other = await createBusiness(context.app, 'Other');
    const closed = await closeTill(
      cashUpCalls(context.app, other.owner.cookie, other.businessId),
      NOTHING,
    );

    const intruder = cashUpCalls(context.app, home.owner.cookie, other.businessId);
    for (const call of [
      intruder.expected(),
      intruder.list(),
      intruder.get(closed._id),
      intruder.close({ counted: NOTHING }),
    ])
      expect((await call).statusCode).toBe(403);
    // Through its own business the other's close is not there.
    expect(
      (await cashUpCalls(context.app, home.owner.cookie, home.businessId).get(closed._id))
        .statusCode,
    ).toBe(404);
    expect((await cashUpCalls(context.app, '', home.businessId).expected()).statusCode).toBe(401);

    const as = async (
      permissions: Parameters<typeof addMember>[3],
      role: 'staff' | 'admin' = 'staff',
    ) =>
      cashUpCalls(
        context.app,
        (await addMember(context.app, context.database, home.businessId, permissions, role)).cookie,
        home.businessId,
      );
    const none = await as({ 'reports.Sales': ['read'] });
    expect((await none.expected()).statusCode).toBe(403);
    const reader = await as({ 'sales.Cash-up': ['read'] });
    expect((await reader.expected()).statusCode).toBe(200);
    expect((await reader.list()).statusCode).toBe(200);
    expect((await reader.close({ counted: NOTHING })).statusCode).toBe(403);
    const closer = await as({ 'sales.Cash-up': ['read', 'create'] });
    expect((await closer.close({ counted: NOTHING })).statusCode).toBe(200);
    const admin = await as({}, 'admin');
    expect((await admin.close({ counted: NOTHING })).statusCode).toBe(200);
  });

  // A counted amount's message is reported on `counted`, as every nested field is (registry/validation.ts).
  it('answers bad input with 422 field messages or 400, never a 5xx', async () => {
    const { businessId, owner } = await createBusiness(context.app, 'Input');
    const calls = cashUpCalls(context.app, owner.cookie, businessId);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'counted'],
      [{ counted: { cash: 1, card: 0 } }, 'counted'],
      [{ counted: { ...NOTHING, cash: -1 } }, 'counted'],
      [{ counted: { ...NOTHING, card: 1.234 } }, 'counted'],
      [{ counted: { ...NOTHING, cash: '10' } }, 'counted'],
      [{ counted: { ...NOTHING, cheque: 5 } }, 'counted'],
      [{ counted: NOTHING, notes: 'x'.repeat(2001) }, 'notes'],
      [{ counted: NOTHING, tillId: 'front' }, 'tillId'],
      [{ counted: NOTHING, tillId: '0190a000-0000-7000-8000-000000000000' }, 'tillId'],
    ];
    for (const [payload, field] of cases) {
      const response = await calls.close(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(errorOf(response).fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    for (const response of [
      await calls.expected({ colour: 'red' }),
      await calls.list({ startDate: 'soon' }),
      await calls.expected({ tillId: 'x' }),
    ])
      expect(response.statusCode).toBe(400);
    expect((await calls.get('not-an-id')).statusCode).toBe(404);
    expect(body<{ cashUps: unknown[] }>(await calls.list()).cashUps).toEqual([]);
  });
});
