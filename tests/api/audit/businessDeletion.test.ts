import { beforeAll, describe, expect, it } from 'vitest';
import { jobTitle } from '../../../registry';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { send, withQuery } from '../support/http';
import { createRecord, sampleRecord } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let doomed: TestBusiness;
let bystander: TestBusiness;

const trailRows = async (businessId: string) => {
  const { rows } = await context.database.query(
    'select count(*)::int as count from audit_events where business_id = $1',
    [businessId],
  );
  return Number(rows[0]!.count);
};

beforeAll(async () => {
  doomed = await createBusiness(context.app, 'Closing down');
  bystander = await createBusiness(context.app, 'Staying open');
  for (const business of [doomed, bystander])
    await createRecord(
      context.app,
      business.owner.cookie,
      jobTitle,
      business.businessId,
      sampleRecord(jobTitle, 1),
    );
});

describe("a deleted business's trail", () => {
  it('goes with the business, and only its own', async () => {
    expect(await trailRows(doomed.businessId)).toBeGreaterThan(0);
    const kept = await trailRows(bystander.businessId);
    const deleted = await send(
      context.app,
      'DELETE',
      withQuery('/v1/business', { businessId: doomed.businessId }),
      { cookie: doomed.owner.cookie, headers: { 'vendor-module': 'settings.Business' } },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await trailRows(doomed.businessId)).toBe(0);
    expect(await trailRows(bystander.businessId)).toBe(kept);
  });

  it("stays append-only for everyone else: a live business's rows cannot be removed, even naming it", async () => {
    await expect(
      context.database.query('delete from audit_events where business_id = $1', [
        bystander.businessId,
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(
      context.database.query(
        `with named as (select set_config('saluni.forget_business', $1::text, true))
         delete from audit_events where business_id = $1::uuid and exists (select 1 from named)`,
        [bystander.businessId],
      ),
    ).rejects.toThrow(/append-only/);
    expect(await trailRows(bystander.businessId)).toBeGreaterThan(0);
  });
});
