import { businessRow, businessRowsMatching } from '../db/businessRows';
import type { InferType } from 'yup';
import {
  ORDER_AMOUNTS,
  amountAboveSubtotal,
  mapAmounts,
  sameAmounts,
  type OrderAmounts,
} from '../../registry/orderAmounts';
import type { Database } from '../db/database';
import { toMinor, minorToNumeric } from '../db/money';
import { cartEntries, carts } from '../db/schema';
import { notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { checkClient } from '../offerings';
import { isUuid } from '../http/ids';
import { requireAction, type Access } from '../tenancy/access';
import { businessTimeZone } from '../tenancy/zonedTime';
import {
  cartDocument,
  cartEntryRows,
  cartTotals,
  ensureCart,
  priceEntries,
  type CartRow,
} from './cartStore';
import type { cartUpdateSchema } from './checkoutInput';
import { checkedTips } from './tips';

const V = 'saluni.checkout.validation';

export type CartChange = (tx: Database, cart: CartRow, timeZone: string) => Promise<void>;

/**
 * The user's cart in the business, after `change` ran on it locked in one transaction (two tabs
 * adding at once never pass the entry limit); without a change, the cart as it is.
 */
export const cartCall = async (db: Database, access: Access, change?: CartChange) => {
  const timeZone = await businessTimeZone(db, access.businessId);
  const cart = await db.transaction(async (tx) => {
    const locked = await ensureCart(tx, access.businessId, access.user.id, Boolean(change));
    if (!change) return locked;
    await change(tx, locked, timeZone);
    const [updated] = await tx
      .update(carts)
      .set({ updatedAt: new Date() })
      .where(businessRow(carts, access.businessId, locked.id))
      .returning();
    return updated!;
  });
  return cartDocument(db, access.businessId, timeZone, cart);
};

/** The cart's amounts after `PUT /v1/cart`, as columns: each one sent replaces the stored one. */
const changedAmounts = (
  cart: CartRow,
  body: Partial<OrderAmounts<number | null>>,
): OrderAmounts<string> =>
  Object.fromEntries(
    ORDER_AMOUNTS.map(({ key }) => {
      const sent = body[key];
      return [key, sent === undefined ? cart[key] : minorToNumeric(toMinor(sent ?? 0))];
    }),
  ) as OrderAmounts<string>;

/**
 * `PUT /v1/cart`: the client, the order amounts (each non-zero one needs its module's `create`),
 * the deposit choice and the tips (replaced whole when sent, docs/areas/orders.md "Tips"). The
 * amounts never pass the subtotal, and a client change keeps the entries' appointments the new
 * client's.
 */
export const updateCart = async (
  db: Database,
  access: Access,
  body: InferType<typeof cartUpdateSchema>,
) => {
  for (const amount of ORDER_AMOUNTS)
    if (body[amount.key]) await requireAction(db, access, amount.module, 'create');
  return cartCall(db, access, async (tx, cart, timeZone) => {
    const clientId = body.clientId === undefined ? cart.clientId : body.clientId || null;
    if (clientId && clientId !== cart.clientId) await checkClient(tx, access.businessId, clientId);
    const next = { ...cart, clientId, ...changedAmounts(cart, body) };
    const priced = await priceEntries(
      tx,
      access.businessId,
      timeZone,
      next,
      await cartEntryRows(tx, access.businessId, cart.id),
    );
    const otherClient = priced.find(
      ({ pricing }) => 'problem' in pricing && pricing.problem.field === 'appointmentId',
    );
    if (otherClient && 'problem' in otherClient.pricing)
      throw validationFailed({ clientId: otherClient.pricing.problem.message });
    const above = amountAboveSubtotal(cartTotals(next, priced));
    if (above) throw validationFailed({ [above.key]: text(`${V}.${above.key}AboveSubtotal`) });
    const tips = body.tips && (await checkedTips(tx, access.businessId, body.tips));
    await tx
      .update(carts)
      .set({
        clientId,
        ...mapAmounts(next, (value) => value),
        ...(body.payOnlyDeposit !== undefined && { payOnlyDeposit: body.payOnlyDeposit }),
        ...(tips && { tips }),
      })
      .where(businessRow(carts, access.businessId, cart.id));
  });
};

/** `DELETE /v1/cart/entry/{id}`: one entry less; another cart's or an unknown id is a 404. */
export const removeEntry = (db: Database, access: Access, entryId: string) => {
  if (!isUuid(entryId)) throw notFound();
  return cartCall(db, access, async (tx, cart) => {
    const removed = await tx
      .delete(cartEntries)
      .where(businessRowsMatching(cartEntries, access.businessId, { cartId: cart.id, id: entryId }))
      .returning({ id: cartEntries.id });
    if (removed.length === 0) throw notFound();
  });
};

/** Removes every entry and the client, discount, deposit choice and tips: the next sale starts clean. */
export const emptyCart = async (tx: Database, businessId: string, cartId: string) => {
  await tx.delete(cartEntries).where(businessRowsMatching(cartEntries, businessId, { cartId }));
  await tx
    .update(carts)
    .set({
      clientId: null,
      ...sameAmounts('0'),
      payOnlyDeposit: false,
      tips: [],
      updatedAt: new Date(),
    })
    .where(businessRow(carts, businessId, cartId));
};
