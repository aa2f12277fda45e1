import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockUsages } from '../../../server/db/schema';
import { createBusiness } from '../support/accounts';
import { body } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { usageOf, usageSetup, type UsageDocument } from './support';

const context = setupTestApp();

type Page = { stockUsagePage: { docs: UsageDocument[] } };

describe('stock usage: the spec’s own keys', () => {
  it('lists by `search`, the spec’s name for the text searched in the usage number', async () => {
    const setup = await usageSetup(context);
    const alpha = usageOf(
      await setup.calls.create(setup.businessUsage({ usageNumber: 'ALPHA-1' })),
    );
    await setup.calls.create(setup.businessUsage({ usageNumber: 'BETA-1' }));
    const ids = async (query: Record<string, string>) =>
      body<Page>(await setup.calls.list(query)).stockUsagePage.docs.map((doc) => doc._id);
    expect(await ids({ search: 'alpha' })).toEqual([alpha._id]);
    expect(await ids({ q: 'alpha' })).toEqual([alpha._id]);
  });

  it('records the caller whatever `userId` the body names, on create and on edit', async () => {
    const setup = await usageSetup(context);
    const stranger = (await createBusiness(context.app, 'Other')).owner;
    const created = await setup.calls.create(setup.businessUsage({ userId: stranger.id }));
    expect(created.statusCode).toBe(201);
    const usage = usageOf(created);
    const edited = await setup.calls.update(
      usage._id,
      setup.businessUsage({ userId: stranger.id, notes: 'Edited' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(usageOf(edited).notes).toBe('Edited');
    const [row] = await context.database.db
      .select({ createdBy: stockUsages.createdBy })
      .from(stockUsages)
      .where(and(eq(stockUsages.businessId, setup.businessId), eq(stockUsages.id, usage._id)));
    expect(row!.createdBy).toBe(setup.owner.id);
  });
});
