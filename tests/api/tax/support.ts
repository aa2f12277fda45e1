import type { LightMyRequestResponse } from 'fastify';
import type { Country } from '../../../registry/business';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { send } from '../support/http';
import {
  checkoutCalls,
  orderOf,
  seedSaleItems,
  type EntryInput,
  type SaleItems,
  type SaleSession,
} from '../support/orders';
import type { TestApp, TestContext } from '../support/testApp';
import { createRecord, sampleRecord } from '../support/records';
import { client } from '../../../registry';
import type { OpenDatabase } from '../../../server/db/database';

/** A business of a country with its tax registration, what it sells and its owner's calls. */
export interface TaxedBusiness {
  business: TestBusiness;
  session: SaleSession;
  items: SaleItems;
  /** Sets an item's tax class in the database, as the catalogue forms would. */
  classify: (
    table: 'services' | 'products' | 'memberships' | 'vouchers' | 'service_packages',
    id: string,
    taxClass: string | null,
  ) => Promise<void>;
  /** Fills the cart with `entries` and posts the order with `extra` (payments, buyer). */
  checkout: (
    entries: EntryInput[],
    extra: Record<string, unknown>,
  ) => Promise<LightMyRequestResponse>;
  refund: (orderId: string, payload: Record<string, unknown>) => Promise<LightMyRequestResponse>;
}

const LOCALES: Record<Country, { currency: string; timezone: string; state: string | null }> = {
  KE: { currency: 'KES', timezone: 'Africa/Nairobi', state: null },
  AU: { currency: 'AUD', timezone: 'Australia/Sydney', state: 'NSW' },
};

/** A business of one country, in that country's zone, currency and state. */
export const businessIn = async (
  app: TestApp,
  database: OpenDatabase,
  country: Country,
): Promise<TestBusiness> => {
  const business = await createBusiness(app, `Tax ${country}`);
  const locale = LOCALES[country];
  await database.query(
    'update businesses set country = $1, currency = $2, timezone = $3, state = $4 where id = $5',
    [country, locale.currency, locale.timezone, locale.state, business.businessId],
  );
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

export const taxedBusiness = async (
  context: Omit<TestContext, 'close'>,
  country: Country,
  registered: boolean,
): Promise<TaxedBusiness> => {
  const business = await businessIn(context.app, context.database, country);
  const { businessId } = business;
  await context.database.query(
    `insert into tax_settings (business_id, kra_pin, vat_registered, abn, gst_registered)
     values ($1, $2, $3, $4, $5)`,
    [
      businessId,
      country === 'KE' ? 'P051234567X' : null,
      country === 'KE' && registered,
      country === 'AU' ? '51824753556' : null,
      country === 'AU' && registered,
    ],
  );
  const session: SaleSession = {
    app: context.app,
    database: context.database,
    cookie: business.owner.cookie,
    businessId,
  };
  const items = await seedSaleItems(session, { stock: 50, productPrice: '116' });
  const calls = checkoutCalls(session);
  return {
    business,
    session,
    items,
    classify: async (table, id, taxClass) => {
      await context.database.query(
        `update ${table} set tax_class = $1 where business_id = $2 and id = $3`,
        [taxClass, businessId, id],
      );
    },
    checkout: async (entries, extra) => {
      await calls.emptyCart();
      await calls.updateCart({ clientId: items.clientId });
      for (const entry of entries) {
        const added = await calls.addEntry({ ...entry });
        if (added.statusCode !== 200) throw new Error(`cart entry: ${added.body}`);
      }
      return send(context.app, 'POST', '/v1/order', {
        cookie: business.owner.cookie,
        payload: { businessId, ...extra },
      });
    },
    refund: (orderId, payload) =>
      send(context.app, 'POST', `/v1/order/${orderId}/refund`, {
        cookie: business.owner.cookie,
        payload: { businessId, ...payload },
      }),
  };
};

export { orderOf };
