import { eq } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import { lineTotal, mapAmounts, orderTotals, type OrderTotals } from '../../registry/orderAmounts';
import type { Cart, CartEntry, SoldItem } from '../../registry/orders';
import type { Database } from '../db/database';
import { businesses, cartEntries, carts, clients } from '../db/schema';
import { rowsOfDocuments } from '../registry/documentPage';
import { priceItems, type Pricing } from './cartPricing';
import { clientContactColumns } from './documents';
import { namedShares, sharesOrSole, staffById } from './lineStaff';
import { minorToNumber, toMinor, type Minor } from '../db/money';
import { namedTips, owedTips, tipTotalOf } from './tips';

export type CartRow = typeof carts.$inferSelect;
export type CartEntryRow = typeof cartEntries.$inferSelect;

const cartOf = (businessId: string, userId: string) =>
  businessRowsMatching(carts, businessId, { userId });

/**
 * The user's cart in the business, created on first use. Two first requests at once both insert;
 * the unique index keeps one and `on conflict do nothing` lets the other read it.
 */
export const ensureCart = async (
  db: Database,
  businessId: string,
  userId: string,
  lock = false,
): Promise<CartRow> => {
  await db
    .insert(carts)
    .values({ businessId, id: uuidv7(), userId })
    .onConflictDoNothing({ target: [carts.businessId, carts.userId] });
  const query = db.select().from(carts).where(cartOf(businessId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row!;
};

export const cartEntryRows = (db: Database, businessId: string, cartId: string) =>
  rowsOfDocuments(db, cartEntries, cartEntries.cartId, businessId, [cartId]);

/** What a stored entry sells: its kind and the fields kept in `item`. */
export const soldItemOf = (row: CartEntryRow): SoldItem => ({
  ...(row.item as SoldItem),
  kind: row.kind,
  appointmentId: row.appointmentId,
});

export interface PricedEntry {
  row: CartEntryRow;
  pricing: Pricing;
  /** quantity x unit price, before the entry's discount. */
  gross: Minor;
  total: Minor;
}

/** Each entry priced from today's catalogue; an entry whose item is gone carries its problem. */
export const priceEntries = async (
  db: Database,
  businessId: string,
  timeZone: string,
  cart: CartRow,
  rows: CartEntryRow[],
): Promise<PricedEntry[]> => {
  const pricings = await priceItems(db, businessId, timeZone, rows.map(soldItemOf), cart.clientId);
  return rows.map((row, index) => {
    const pricing = pricings[index]!;
    const unitPrice = 'priced' in pricing ? pricing.priced.unitPrice : 0;
    return {
      row,
      pricing,
      gross: unitPrice * row.quantity,
      total: lineTotal(unitPrice, row.quantity, toMinor(row.discount)),
    };
  });
};

/** Sum of the line totals, the cart's amounts and what is left to pay, in minor units. */
export const cartTotals = (cart: CartRow, priced: PricedEntry[]): OrderTotals =>
  orderTotals(
    priced.map((entry) => entry.total),
    mapAmounts(cart, toMinor),
  );

/**
 * The cart as the API shows it. Entries whose item left the catalogue since they were added are
 * not shown (paying refuses them until removed).
 */
export const cartDocument = async (
  db: Database,
  businessId: string,
  timeZone: string,
  cart: CartRow,
): Promise<Cart> => {
  const rows = await cartEntryRows(db, businessId, cart.id);
  const tips = owedTips(cart.tips);
  const [priced, staff, [business], [client]] = await Promise.all([
    priceEntries(db, businessId, timeZone, cart, rows),
    staffById(db, businessId, [
      ...rows.flatMap((row) =>
        sharesOrSole(row.staffShares, row.employeeId).map((share) => share.employeeId),
      ),
      ...tips.map((tip) => tip.employeeId),
    ]),
    db
      .select({ currency: businesses.currency })
      .from(businesses)
      .where(eq(businesses.id, businessId)),
    cart.clientId
      ? db
          .select(clientContactColumns)
          .from(clients)
          .where(businessRow(clients, businessId, cart.clientId))
      : Promise.resolve([]),
  ]);
  const entries: CartEntry[] = priced.flatMap(({ row, pricing, total }) =>
    'priced' in pricing
      ? [
          {
            ...pricing.priced.item,
            _id: row.id,
            name: pricing.priced.name,
            quantity: row.quantity,
            unitPrice: minorToNumber(pricing.priced.unitPrice),
            discount: minorToNumber(toMinor(row.discount)),
            total: minorToNumber(total),
            employee: row.employeeId === null ? null : (staff.get(row.employeeId) ?? null),
            staff: namedShares(sharesOrSole(row.staffShares, row.employeeId), staff),
          },
        ]
      : [],
  );
  const totals = cartTotals(cart, priced);
  return {
    _id: cart.id,
    businessId,
    client: client
      ? { _id: client.id, fullName: client.fullName, email: client.email, phone: client.phone }
      : null,
    entries,
    payOnlyDeposit: cart.payOnlyDeposit,
    subtotal: minorToNumber(totals.subtotal),
    ...mapAmounts(totals.amounts, minorToNumber),
    total: minorToNumber(totals.total),
    tips: namedTips(tips, staff),
    tipTotal: minorToNumber(tipTotalOf(tips)),
    currency: business?.currency ?? 'KES',
    updatedAt: cart.updatedAt.toISOString(),
  };
};
