import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTOMATIONS } from '../../../registry/messages';
import {
  appointments,
  employees,
  messageSettings,
  outboxMessages,
} from '../../../server/db/schema';
import { automationsJob } from '../../../server/notifications';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { setupTestApp } from '../support/testApp';
import { addClient, setBalance } from '../messaging/support';

const context = setupTestApp();
let business: TestBusiness;
let employeeId: string;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 12:00 in Nairobi, inside the window: what is due is queued to go at once. */
const NOW = new Date('2026-06-15T09:00:00Z');

beforeAll(async () => {
  business = await createBusiness(context.app, 'Auto');
  await setBalance(context.database, business.businessId, 100);
  employeeId = uuidv7();
  await context.database.db
    .insert(employees)
    .values({ businessId: business.businessId, id: employeeId, fullName: 'Stylist' });
  await context.database.db.insert(messageSettings).values({
    businessId: business.businessId,
    id: uuidv7(),
    reviewLink: 'https://g.page/r/salon/review',
    automations: {
      review: { enabled: true, hoursAfter: 2 },
      birthday: { enabled: true },
      rebook: { enabled: true, graceDays: 7 },
      winback: { enabled: true, days: 90 },
    },
  });
});

const visit = (clientId: string, startDate: Date, status: 'completed' | 'booked' = 'completed') =>
  context.database.db.insert(appointments).values({
    businessId: business.businessId,
    id: uuidv7(),
    clientId,
    employeeId,
    serviceIds: [],
    startDate,
    durationInMinutes: 60,
    endDate: new Date(startDate.getTime() + HOUR),
    status,
    // One stylist serves every visit of these tests.
    allowOverlap: true,
  });

const kindsQueuedFor = async (clientId: string) =>
  (
    await context.database.db
      .select({ kind: outboxMessages.kind, body: outboxMessages.body })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.businessId, business.businessId),
          eq(outboxMessages.clientId, clientId),
        ),
      )
  ).map((row) => row.kind);

describe('the automations job', () => {
  it('sends each automation once to a client who agreed, never to one who did not', async () => {
    const reviewed = await addClient(context.database, business.businessId);
    await visit(reviewed, new Date(NOW.getTime() - 4 * HOUR));
    const birthday = await addClient(context.database, business.businessId);
    await context.database.query(`update clients set birthday = '1990-06-15' where id = $1`, [
      birthday,
    ]);
    // Every 30 days, last 45 days ago: overdue against their own interval plus a week.
    const regular = await addClient(context.database, business.businessId);
    for (const daysAgo of [105, 75, 45])
      await visit(regular, new Date(NOW.getTime() - daysAgo * DAY));
    // Booked again: no nudge.
    const coming = await addClient(context.database, business.businessId);
    for (const daysAgo of [105, 75, 45])
      await visit(coming, new Date(NOW.getTime() - daysAgo * DAY));
    await visit(coming, new Date(NOW.getTime() + 3 * DAY), 'booked');
    const lapsed = await addClient(context.database, business.businessId);
    await visit(lapsed, new Date(NOW.getTime() - 120 * DAY));
    const refused = await addClient(context.database, business.businessId, {
      marketingSms: false,
      marketingEmail: false,
    });
    await visit(refused, new Date(NOW.getTime() - 120 * DAY));
    await visit(refused, new Date(NOW.getTime() - 3 * HOUR));
    await context.database.query(`update clients set birthday = '1985-06-15' where id = $1`, [
      refused,
    ]);

    expect(automationsJob.name).toBe('automations');
    await automationsJob.run(context.database.db, NOW);
    await automationsJob.run(context.database.db, new Date(NOW.getTime() + 15 * 60_000));

    expect(await kindsQueuedFor(reviewed)).toEqual(['review']);
    expect(await kindsQueuedFor(birthday)).toEqual(['birthday']);
    expect(await kindsQueuedFor(regular)).toEqual(['rebook']);
    expect(await kindsQueuedFor(coming)).toEqual([]);
    expect(await kindsQueuedFor(lapsed)).toEqual(['winback']);
    expect(await kindsQueuedFor(refused)).toEqual([]);

    const [review] = await context.database.db
      .select({ body: outboxMessages.body, marketing: outboxMessages.marketing })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.businessId, business.businessId),
          eq(outboxMessages.clientId, reviewed),
        ),
      );
    expect(review!.marketing).toBe(true);
    expect(review!.body).toContain('https://g.page/r/salon/review');
    expect(review!.body).toMatch(/Reply STOP to opt out STOP\*456\*9\*5#$/);
  });

  it('does nothing for a business with every automation off', async () => {
    const quiet = await createBusiness(context.app, 'Quiet');
    await context.database.db
      .insert(messageSettings)
      .values({ businessId: quiet.businessId, id: uuidv7(), automations: DEFAULT_AUTOMATIONS });
    const clientId = await addClient(context.database, quiet.businessId);
    await context.database.db
      .insert(employees)
      .values({ businessId: quiet.businessId, id: uuidv7(), fullName: 'S' });
    await automationsJob.run(context.database.db, NOW);
    const rows = await context.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.clientId, clientId));
    expect(rows).toEqual([]);
  });
});
