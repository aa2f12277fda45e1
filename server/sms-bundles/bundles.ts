import { and, asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { SMS_BUNDLE_STATUSES, businesses, smsBundleOrders, smsBundles } from '../db/schema';
import { badRequest, notFound, validationFailed } from '../http/errors';
import { pagingOf } from '../http/listQuery';
import { text } from '../http/messages';
import { isUuid } from '../http/ids';
import { toBundleDocument, toOrderDocument } from './documents';
import { businessDocument, newestFirstPage } from '../registry/documentPage';
import { countRows, readPage } from '../registry/pages';
import { businessRowsMatching } from '../db/businessRows';

type Query = Record<string, unknown>;
type OrderStatus = (typeof smsBundleOrders.status.enumValues)[number];

/** The `status` filter: absent or blank for all, else one of `statuses` (a 400 otherwise). */
const statusFilter = <S extends string>(query: Query, statuses: readonly S[]): S | undefined => {
  const { status } = query;
  if (status === undefined || status === '') return undefined;
  if (typeof status !== 'string' || !(statuses as readonly string[]).includes(status))
    throw badRequest('saluni.validation.invalidQuery');
  return status as S;
};

const currencyOfBusiness = async (db: Database, businessId: string) => {
  const [business] = await db
    .select({ currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return business?.currency ?? 'KES';
};

/** The bundles on offer in the business's currency (AUD bundles for an Australian salon), cheapest first. */
export const bundlePage = async (db: Database, businessId: string, query: Query) => {
  const status = statusFilter(query, SMS_BUNDLE_STATUSES);
  const { page, limit } = pagingOf(query);
  const where = and(
    eq(smsBundles.currency, await currencyOfBusiness(db, businessId)),
    status ? eq(smsBundles.status, status) : undefined,
  );
  const rows = db
    .select()
    .from(smsBundles)
    .where(where)
    .orderBy(asc(smsBundles.cost), asc(smsBundles.id))
    .$dynamic();
  const sort = { field: 'cost', direction: 1 } as const;
  return readPage({ rows, total: countRows(db, smsBundles, where), page, limit, sort }, (bundles) =>
    bundles.map(toBundleDocument),
  );
};

export type BundlePaymentMethod = (typeof smsBundleOrders.paymentMethod.enumValues)[number];

/**
 * A pending order of an active bundle of the business's currency, at the bundle's price today,
 * to be paid by `paymentMethod`: M-Pesa takes Kenyan shillings only, a card any currency.
 */
export const orderBundle = async (
  db: Database,
  businessId: string,
  userId: string,
  smsBundleId: string,
  paymentMethod: BundlePaymentMethod,
) => {
  const [bundle] = await db.select().from(smsBundles).where(eq(smsBundles.id, smsBundleId));
  if (!bundle) throw validationFailed({ smsBundleId: text('saluni.validation.referenceNotFound') });
  if (bundle.currency !== (await currencyOfBusiness(db, businessId)))
    throw validationFailed({ smsBundleId: text('saluni.cardPayments.validation.currencyNotSold') });
  if (bundle.status !== 'active')
    throw validationFailed({ smsBundleId: text('saluni.payments.validation.bundleInactive') });
  if (paymentMethod === 'm-pesa' && bundle.currency !== 'KES')
    throw validationFailed({ paymentMethod: text('saluni.cardPayments.validation.mpesaKesOnly') });
  const [order] = await db
    .insert(smsBundleOrders)
    .values({
      businessId,
      id: uuidv7(),
      smsBundleId: bundle.id,
      title: bundle.title,
      currency: bundle.currency,
      cost: bundle.cost,
      smsCount: bundle.smsCount,
      paymentMethod,
      status: 'pending',
      createdBy: userId,
    })
    .returning();
  return toOrderDocument(order!);
};

/** The business's bundle orders, newest first. */
export const bundleOrderPage = async (db: Database, businessId: string, query: Query) => {
  const status = statusFilter<OrderStatus>(query, smsBundleOrders.status.enumValues);
  const where = businessRowsMatching(smsBundleOrders, businessId, status ? { status } : {});
  return newestFirstPage(db, smsBundleOrders, where, pagingOf(query), async (orders) =>
    orders.map(toOrderDocument),
  );
};

/** One of the business's bundle orders; a 404 for an id that is not one. */
export const findBundleOrder = async (db: Database, businessId: string, id: string) => {
  if (!isUuid(id)) throw notFound();
  const order = await businessDocument(db, smsBundleOrders, businessId, id, async (rows) =>
    rows.map(toOrderDocument),
  );
  if (!order) throw notFound();
  return order;
};
