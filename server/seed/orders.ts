import { sameAmounts } from '../../registry/orderAmounts';
import type { SoldItem } from '../../registry/orders';
import type { Database } from '../db/database';
import { vouchers } from '../db/schema';
import { createOrder, priceItems, sharesOrSole, type SaleLine, tillEmployee } from '../orders';
import { minorToNumber } from '../db/money';
import { catalogueVariants, firstClients, idsInOrder } from './rows';

/**
 * Two paid sales, so the Orders and Sales Ledger tabs and a client's Purchases open on data: the
 * first client buys the shampoo and the first voucher in cash, the second a bottle of polish by
 * card, both sold by the owner's employee record when there is one. They go through the checkout's own order creation (numbers, stock out, holdings).
 */
export const seedOrders = async (
  tx: Database,
  businessId: string,
  userId: string,
  currency: string,
  timeZone: string,
) => {
  const [first, second] = await firstClients(tx, businessId, 2);
  const sellable = await catalogueVariants(tx, businessId, false);
  const [voucherId] = await idsInOrder(tx, businessId, vouchers, vouchers.name);
  const shampoo = sellable.find((row) => row.title.includes('Shampoo'));
  const polish = sellable.find((row) => row.title.includes('Polish'));
  if (!first || !second || !shampoo || !polish || !voucherId) return;

  const seller = await tillEmployee(tx, businessId, userId);
  const sell = async (clientId: string, items: SoldItem[], method: 'cash' | 'card') => {
    const lines = (await priceItems(tx, businessId, timeZone, items, clientId)).map(
      (pricing): SaleLine => {
        if ('problem' in pricing)
          throw new Error(`the demo sale cannot be priced: ${pricing.problem.message}`);
        return {
          priced: pricing.priced,
          quantity: 1,
          discount: 0,
          staff: sharesOrSole(null, seller),
        };
      },
    );
    const total = lines.reduce((sum, line) => sum + line.priced.unitPrice, 0);
    await createOrder(tx, {
      businessId,
      userId,
      clientId,
      currency,
      lines,
      amounts: sameAmounts(0),
      payments: [{ method, amount: minorToNumber(total) }],
      paymentsField: 'payments',
    });
  };
  await sell(
    first.id,
    [
      { kind: 'product', productId: shampoo.productId, variantId: shampoo.variantId },
      { kind: 'voucher', voucherId },
    ],
    'cash',
  );
  await sell(
    second.id,
    [{ kind: 'product', productId: polish.productId, variantId: polish.variantId }],
    'card',
  );
};
