import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { documentsInBatches } from '../registry/documentPage';
import { products } from '../db/schema';
import { sendCsv, type CsvColumn } from '../http/csv';
import { text } from '../http/messages';
import type { Product, Variant } from '../../registry/products';
import { productDocuments } from './productDocuments';
import { parseProductQuery } from './productQuery';

interface ExportRow {
  product: Product;
  variant: Variant;
}

const attribute = (product: Product, name: string) =>
  product.attributes.find((entry) => entry.attr_name.toLowerCase() === name)?.attr_value ?? '';

const label = (key: string) => text(`saluni.catalogue.export.${key}`);

const COLUMNS: CsvColumn<ExportRow>[] = [
  { header: label('title'), value: ({ product }) => product.title },
  { header: label('type'), value: ({ product }) => product.product_type },
  {
    header: label('usage'),
    value: ({ product }) => (product.in_store ? label('inStore') : label('sale')),
  },
  { header: label('status'), value: ({ product }) => product.status },
  { header: label('category'), value: ({ product }) => product.category?.category_name },
  { header: label('brand'), value: ({ product }) => attribute(product, 'brand') },
  { header: label('manufacturer'), value: ({ product }) => attribute(product, 'manufacturer') },
  { header: label('weight'), value: ({ product }) => attribute(product, 'weight') },
  { header: label('sku'), value: ({ variant }) => variant.sku },
  {
    header: label('options'),
    value: ({ variant }) =>
      variant.options
        .map((option) => `${option.option_name_id.option_name}: ${option.option_value_id.value}`)
        .join('; '),
  },
  { header: label('stock'), value: ({ variant }) => variant.stock.stock_position },
  { header: label('salesStock'), value: ({ variant }) => variant.stock.sales_stock_position },
  { header: label('supplyPrice'), value: ({ variant }) => variant.pricing.supply_price.toFixed(2) },
  { header: label('retailPrice'), value: ({ variant }) => variant.pricing.retail_price.toFixed(2) },
  { header: label('lastPrice'), value: ({ variant }) => variant.pricing.last_price.toFixed(2) },
];

/** Every matching product's variants, one row each. */
async function* exportRows(
  db: Database,
  businessId: string,
  list: ReturnType<typeof parseProductQuery>,
): AsyncGenerator<ExportRow> {
  const matching = documentsInBatches(db, products, list.where, list.orderBy, (rows) =>
    productDocuments(db, businessId, rows),
  );
  for await (const product of matching)
    for (const variant of product.variants) yield { product, variant };
}

/** `GET /v1/product/export`: inventory.csv, one row per variant, with the list's filters. */
export const sendProductExport = (
  reply: FastifyReply,
  db: Database,
  businessId: string,
  query: Record<string, unknown>,
) => {
  const list = parseProductQuery(db, businessId, 'all', query);
  return sendCsv(reply, 'inventory.csv', COLUMNS, exportRows(db, businessId, list));
};
