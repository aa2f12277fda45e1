import type { TaxBand } from '../../../registry/tax';
import type {
  Attribute,
  NewProduct,
  NewVariant,
  Product,
  Warehouse,
} from '../../dataProvider/products';

/** What Add and Edit both ask of a variant: its SKU, whether its stock is watched, its prices (as typed). */
export interface VariantStockPricingValues {
  sku: string;
  monitor_stock: boolean;
  supply_price: string;
  retail_price: string;
  last_price: string;
}

/** The Add Product form's values; numbers stay text while typed and are checked by the schema. */
export interface VariantFormValues extends VariantStockPricingValues {
  options: { option_name_id: string; option_value_id: string }[];
  stock_position: string;
  images: File[];
}

export interface OptionSetRow {
  option_name_id: string;
  option_values: string[];
}

/** A product's tax: its class (null for the country's standard band) and KRA's item class code (Kenya). */
export interface ProductTax {
  tax_class: TaxBand | null;
  kra_item_class_code: string | null;
}

/** The information a product shares between Add and Edit: names, texts, brand, category, warehouse, status, tax. */
export interface ProductInformation extends ProductTax {
  title: string;
  short_description: string;
  description: string;
  brand: string;
  manufacturer: string;
  weight: string;
  category: string;
  salesWarehouse: string;
  status: Product['status'];
}

export interface ProductFormValues extends ProductInformation {
  product_type: 'simple' | 'variant';
  in_store: boolean;
  images: File[];
  option_set: OptionSetRow[];
  variants: VariantFormValues[];
}

/** New variants start with stock 0, stock monitored and prices 0 (inventory.md 4). */
export const newVariant = (): VariantFormValues => ({
  sku: '',
  options: [],
  stock_position: '0',
  monitor_stock: true,
  supply_price: '0',
  retail_price: '0',
  last_price: '0',
  images: [],
});

export const emptyOptionRow = (): OptionSetRow => ({ option_name_id: '', option_values: [] });

/** The default sales warehouse is the one named General. */
export const defaultWarehouseId = (warehouses: Warehouse[]): string =>
  warehouses.find((warehouse) => warehouse.name === 'General')?._id ?? '';

/**
 * A fresh form for a product type: simple holds exactly one variant (its stock and pricing)
 * and no option set; variant starts with one empty option-set row and no variants.
 */
export const initialValues = (
  product_type: ProductFormValues['product_type'],
  in_store: boolean,
  salesWarehouse: string,
): ProductFormValues => ({
  product_type,
  in_store,
  title: '',
  short_description: '',
  description: '',
  brand: '',
  manufacturer: '',
  weight: '',
  category: '',
  salesWarehouse,
  status: 'draft',
  tax_class: null,
  kra_item_class_code: null,
  images: [],
  option_set: product_type === 'variant' ? [emptyOptionRow()] : [],
  variants: product_type === 'simple' ? [newVariant()] : [],
});

/** Rows of the option set with an option and at least one value chosen. */
export const selectedOptions = (optionSet: OptionSetRow[]): OptionSetRow[] =>
  optionSet.filter((row) => row.option_name_id && row.option_values.length);

/** How many distinct variants the option set allows: the product of its value counts. */
export const combinationCount = (optionSet: OptionSetRow[]): number => {
  const rows = selectedOptions(optionSet);
  return rows.length ? rows.reduce((count, row) => count * row.option_values.length, 1) : 0;
};

export const canAddVariant = (
  values: Pick<ProductFormValues, 'option_set' | 'variants'>,
): boolean => values.variants.length < combinationCount(values.option_set);

/** A variant may have one option row per selected option, no more. */
export const canAddVariantOption = (
  variant: VariantFormValues,
  optionSet: OptionSetRow[],
): boolean => variant.options.length < selectedOptions(optionSet).length;

/** Brand, manufacturer and weight go as attributes only when non-empty. */
export const toAttributes = ({
  brand,
  manufacturer,
  weight,
}: Pick<ProductFormValues, 'brand' | 'manufacturer' | 'weight'>): Attribute[] =>
  Object.entries({ brand, manufacturer, weight })
    .map(([attr_name, value]) => ({ attr_name, attr_value: value.trim() }))
    .filter((attribute) => attribute.attr_value !== '');

/** An empty SKU is no SKU, so the stock screens never show a blank name. */
export const toSku = (sku: string): string | null => sku.trim() || null;

const toVariant = (variant: VariantFormValues): NewVariant => ({
  sku: toSku(variant.sku),
  options: variant.options.filter((option) => option.option_name_id && option.option_value_id),
  stock: { stock_position: Number(variant.stock_position), monitor_stock: variant.monitor_stock },
  pricing: {
    supply_price: Number(variant.supply_price),
    retail_price: Number(variant.retail_price),
    last_price: Number(variant.last_price),
  },
});

/** The tax fields as the server takes them: an empty code is none. */
export const toProductTax = (values: ProductTax): ProductTax => ({
  tax_class: values.tax_class ?? null,
  kra_item_class_code: values.kra_item_class_code?.trim() || null,
});

/** The POST /v1/product body (businessId is added by the call). */
export const toNewProduct = (values: ProductFormValues): NewProduct & ProductTax => ({
  product_type: values.product_type,
  title: values.title.trim(),
  in_store: values.in_store,
  short_description: values.short_description.trim(),
  description: values.description.trim(),
  status: values.status,
  // Unchosen pickers are left out rather than sent empty.
  ...(values.salesWarehouse ? { salesWarehouse: values.salesWarehouse } : {}),
  ...(values.category ? { category: values.category } : {}),
  attributes: toAttributes(values),
  option_set: values.product_type === 'variant' ? selectedOptions(values.option_set) : [],
  variants: values.variants.map(toVariant),
  ...toProductTax(values),
});
