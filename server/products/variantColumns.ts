import { businessRow } from '../db/businessRows';
import type { Database } from '../db/database';
import { productVariants } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import type { VariantRow } from './productDocuments';
import type { VariantCreate } from './productInput';
import { checkSkusFree } from './skus';

type VariantFields = Pick<VariantCreate, 'sku' | 'stock' | 'pricing' | 'shipping'>;

const decimal = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : String(value);
const price = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** Column values of the variant fields a request sent (stock positions excepted: the ledger owns them). */
export const variantColumns = (fields: VariantFields) => {
  const { sku, stock, pricing, shipping } = fields;
  const columns: Partial<typeof productVariants.$inferInsert> = {
    sku: sku === undefined ? undefined : sku?.trim() || null,
    monitor_stock: stock?.monitor_stock,
    supply_price: price(pricing?.supply_price),
    retail_price: price(pricing?.retail_price),
    last_price: price(pricing?.last_price),
    weight: decimal(shipping?.weight),
    length: decimal(shipping?.dimensions?.length),
    width: decimal(shipping?.dimensions?.width),
    height: decimal(shipping?.dimensions?.height),
  };
  if (shipping === null)
    Object.assign(columns, { weight: null, length: null, width: null, height: null });
  else if (shipping?.dimensions === null)
    Object.assign(columns, { length: null, width: null, height: null });
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as Partial<typeof productVariants.$inferInsert>;
};

/**
 * Updates one variant's sku, monitor flag, pricing and shipping. Positions may be sent back as
 * they are (the edit form echoes them) but never changed here: a stock entry changes them.
 */
export const updateVariant = async (
  tx: Database,
  variant: VariantRow,
  fields: VariantFields,
): Promise<VariantRow> => {
  const { stock } = fields;
  const changesPosition =
    (stock?.stock_position !== undefined && stock.stock_position !== variant.stock_position) ||
    (stock?.sales_stock_position !== undefined &&
      stock.sales_stock_position !== variant.sales_stock_position);
  if (changesPosition)
    throw validationFailed({ stock: text('saluni.catalogue.product.stockReadOnly') });
  if (fields.sku !== undefined)
    await checkSkusFree(tx, variant.businessId, [{ sku: fields.sku, variantId: variant.id }]);
  const [row] = await tx
    .update(productVariants)
    .set({ ...variantColumns(fields), updatedAt: new Date() })
    .where(businessRow(productVariants, variant.businessId, variant.id))
    .returning();
  return row!;
};
