import { describe, expect, it } from 'vitest';
import { createBusiness } from '../support/accounts';
import { setupTestApp } from '../support/testApp';
import { addClient, balanceOf, sendSms, setBalance } from './support';

/**
 * Concurrent sends race for one balance on PostgreSQL (PGlite runs one statement at a time, so
 * it cannot show a race); CI sets TEST_DATABASE_URL.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('concurrent SMS sends on PostgreSQL', () => {
  const context = setupTestApp();

  it('50 sends against a balance of 100 never overdraw it, and the debits equal the queued segments', async () => {
    const { businessId, owner } = await createBusiness(context.app, 'Race');
    await setBalance(context.database, businessId, 100);
    const clientIds = [
      await addClient(context.database, businessId),
      await addClient(context.database, businessId),
      await addClient(context.database, businessId),
    ];
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        sendSms(context.app, owner.cookie, { businessId, message: 'Offer of the day', clientIds }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 402)).toEqual([]);
    const sent = statuses.filter((status) => status === 201).length;
    expect(sent).toBe(33);
    const balance = await balanceOf(context.database, businessId);
    expect(balance).toBe(1);
    const { rows } = await context.database.query(
      `select (select coalesce(sum(segments), 0)::int from outbox_messages where business_id = $1) as units,
              (select coalesce(sum(units_charged), 0)::int from client_messages where business_id = $1) as charged`,
      [businessId],
    );
    expect(rows[0]).toEqual({ units: 100 - balance, charged: 100 - balance });
  });
});
