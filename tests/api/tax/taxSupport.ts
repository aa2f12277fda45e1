import { eq } from 'drizzle-orm';
import { client } from '../../../registry';
import type { OpenDatabase } from '../../../server/db/database';
import { businesses } from '../../../server/db/schema';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { createRecord, sampleRecord } from '../support/records';
import type { TestApp } from '../support/testApp';

/** A business of one country, in that country's zone and currency. */
export const businessIn = async (
  app: TestApp,
  database: OpenDatabase,
  country: 'KE' | 'AU',
): Promise<TestBusiness> => {
  const business = await createBusiness(app, 'Tax');
  const australian = country === 'AU';
  await database.db
    .update(businesses)
    .set({
      country,
      currency: australian ? 'AUD' : 'KES',
      timezone: australian ? 'Australia/Sydney' : 'Africa/Nairobi',
    })
    .where(eq(businesses.id, business.businessId));
  return business;
};

/** A client of the business, for orders written straight to the database. */
export const clientOf = async (app: TestApp, business: TestBusiness) =>
  (
    await createRecord(
      app,
      business.owner.cookie,
      client,
      business.businessId,
      sampleRecord(client, 1),
    )
  )._id;
