import type { Database } from '../db/database';
import {
  productCategories,
  productOptions,
  productOptionValues,
  products,
  productVariants,
} from '../db/schema';
import { resolveSalesWarehouse } from '../products';
import { postStockMovements } from '../stock';
import { rowOf } from './rows';
import type { DemoSalon } from './salon';

interface SeedVariant {
  sku: string;
  stock: number;
  supply: string;
  retail: string;
  /** Value ids, one per option of the product's option set. */
  values?: string[];
}

/**
 * Demo catalogue: two categories, two options, a simple shampoo, a nail polish in three colours
 * and an in-store towel pack, at the salon's prices. Opening stock goes through the ledger like a
 * created product's.
 */
export const seedProducts = async (
  tx: Database,
  businessId: string,
  { shampoo, polish, towels }: DemoSalon['catalogue'],
) => {
  const row = rowOf(businessId);
  const warehouseId = await resolveSalesWarehouse(tx, businessId, null);
  if (!warehouseId)
    throw new Error(
      'seedStock gives the business its General warehouse before the catalogue is seeded',
    );

  const [hair, nails] = await tx
    .insert(productCategories)
    .values([
      row({ category_name: 'Hair care', category_description: 'Shampoos, oils and styling' }),
      row({ category_name: 'Nails', category_description: null }),
    ])
    .returning();
  await tx
    .insert(productCategories)
    .values(row({ category_name: 'Shampoo', category_description: null, parent: hair!.id }));

  const [colour, size] = await tx
    .insert(productOptions)
    .values([row({ option_name: 'Colour' }), row({ option_name: 'Size' })])
    .returning();
  const colours = await tx
    .insert(productOptionValues)
    .values(
      ['Red', 'Nude', 'Clear'].map((value, position) =>
        row({ optionId: colour!.id, value, position }),
      ),
    )
    .returning();
  await tx
    .insert(productOptionValues)
    .values(
      ['250ml', '500ml'].map((value, position) => row({ optionId: size!.id, value, position })),
    );

  const addProduct = async (
    values: Omit<typeof products.$inferInsert, 'businessId' | 'id' | 'salesWarehouseId'>,
    variants: SeedVariant[],
  ) => {
    const [product] = await tx
      .insert(products)
      .values(row({ ...values, salesWarehouseId: warehouseId }))
      .returning();
    const optionIds =
      (values.option_set as { option_name_id: string }[] | undefined)?.map(
        (entry) => entry.option_name_id,
      ) ?? [];
    const inserted = await tx
      .insert(productVariants)
      .values(
        variants.map((variant, position) =>
          row({
            productId: product!.id,
            position,
            sku: variant.sku,
            supply_price: variant.supply,
            retail_price: variant.retail,
            last_price: variant.retail,
            options: (variant.values ?? []).map((valueId, index) => ({
              option_name_id: optionIds[index]!,
              option_value_id: valueId,
            })),
          }),
        ),
      )
      .returning();
    const opening = inserted.map((variant, position) => ({
      productId: product!.id,
      variantId: variant.id,
      warehouseId,
      transactionType: 'IN' as const,
      quantity: variants[position]!.stock,
      referenceType: 'Opening' as const,
    }));
    await postStockMovements(
      tx,
      businessId,
      null,
      opening.filter((movement) => movement.quantity > 0),
    );
  };

  await addProduct(
    {
      title: 'Argan Oil Shampoo',
      status: 'publish',
      product_type: 'simple',
      short_description: 'Sulphate-free shampoo with argan oil',
      attributes: [
        { attr_name: 'brand', attr_value: 'Saluni Naturals' },
        { attr_name: 'weight', attr_value: '0.5' },
      ],
      categoryId: hair!.id,
    },
    [{ sku: 'SH-ARGAN-500', ...shampoo }],
  );
  await addProduct(
    {
      title: 'Gel Nail Polish',
      status: 'publish',
      product_type: 'variant',
      short_description: 'Long-lasting gel colour',
      attributes: [{ attr_name: 'brand', attr_value: 'Polished' }],
      categoryId: nails!.id,
      option_set: [{ option_name_id: colour!.id, option_values: colours.map((value) => value.id) }],
    },
    colours.map((value, index) => ({
      sku: `GEL-${value.value.toUpperCase()}`,
      stock: polish.stock[index]!,
      supply: polish.supply,
      retail: polish.retail,
      values: [value.id],
    })),
  );
  await addProduct(
    {
      title: 'Salon Towels (pack of 10)',
      status: 'publish',
      product_type: 'simple',
      in_store: true,
      short_description: 'Cotton towels for the styling floor',
    },
    [{ sku: 'TOWEL-10', ...towels, retail: '0' }],
  );
};
