import { isNull, ne, sql } from 'drizzle-orm';
import { joinReferenced, businessRowsMatching } from '../db/businessRows';
import type { CartEntryKind } from '../../registry/orders';
import type { Database } from '../db/database';
import { orderLines, orders } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import type { HooksByResource, ResourceHooks } from '../registry/hooks';

/** The line field naming each kind of catalogue item a paid order hands over. */
const ITEM_KEYS = {
  voucher: 'voucherId',
  membership: 'membershipId',
  servicePackage: 'servicePackageId',
} as const satisfies Partial<Record<CartEntryKind, string>>;

/**
 * Refuses deleting a voucher, membership or service package that an order still has to hand
 * over (not yet paid in full, not cancelled): its settlement, perhaps an M-Pesa callback still to
 * come, makes the client's holding from it, and a payment must never fail for a missing record.
 */
const refuseWhileAwaitingSettlement = async (
  db: Database,
  businessId: string,
  kind: keyof typeof ITEM_KEYS,
  itemId: string,
) => {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderLines)
    .innerJoin(orders, joinReferenced(orders, orderLines.orderId))
    .where(
      businessRowsMatching(
        orderLines,
        businessId,
        { kind },
        sql`${orderLines.item} ->> ${ITEM_KEYS[kind]} = ${itemId}`,
        isNull(orders.fulfilledAt),
        ne(orders.status, 'cancelled'),
      ),
    )
    .limit(1);
  if (row)
    throw new HttpError(
      409,
      'INVALID_STATE',
      text('saluni.checkout.validation.awaitingSettlement'),
    );
};

const keptWhileAwaitingSettlement = (kind: keyof typeof ITEM_KEYS): ResourceHooks => ({
  beforeDelete: ({ db }, row) => refuseWhileAwaitingSettlement(db, row.businessId, kind, row.id),
});

/** The catalogue records an order may still have to hand over, guarded after their own checks. */
export const awaitingSettlementHooks: HooksByResource = {
  voucher: keptWhileAwaitingSettlement('voucher'),
  membership: keptWhileAwaitingSettlement('membership'),
  'service-package': keptWhileAwaitingSettlement('servicePackage'),
};
