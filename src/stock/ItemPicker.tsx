import { useTranslate } from 'react-admin';
import type { StockItem } from '../dataProvider/stock';
import { SelectField } from '../shared/SelectField';
import { variantLabel } from './stockText';

export interface ItemChoice {
  productId: string;
  variantId: string;
}

export type StockVariant = StockItem['variants'][number];

/** A line of a purchase (small fields side by side) or a stock dialog (full-width fields). */
const LAYOUTS = {
  line: {
    product: { size: 'small', sx: { minWidth: 160, flex: 2 } },
    variant: { size: 'small', sx: { minWidth: 120, flex: 1 } },
  },
  dialog: {
    product: { fullWidth: true, margin: 'dense' },
    variant: { fullWidth: true, margin: 'dense' },
  },
} as const;

interface ItemPickerProps {
  items: StockItem[];
  value: ItemChoice;
  /** The new choice and its variant, whose prices fill the line's or the dialog's. */
  onChange: (choice: ItemChoice, variant: StockVariant | undefined) => void;
  /** The i18n prefix of the `product` and `variant` labels. */
  labels: string;
  layout: keyof typeof LAYOUTS;
  errors?: { product?: string; variant?: string };
}

/**
 * Product and variant pickers of the purchase lines and the stock dialogs: the variant list shows
 * only for a product with several variants; with one it is chosen at once.
 */
export const ItemPicker = ({ items, value, onChange, labels, layout, errors }: ItemPickerProps) => {
  const translate = useTranslate();
  const item = items.find((candidate) => candidate._id === value.productId);
  const chooseProduct = (productId: string) => {
    const variants = items.find((candidate) => candidate._id === productId)?.variants ?? [];
    const only = variants.length === 1 ? variants[0] : undefined;
    onChange({ productId, variantId: only?._id ?? '' }, only);
  };
  const chooseVariant = (variantId: string) =>
    onChange(
      { productId: value.productId, variantId },
      item?.variants.find((variant) => variant._id === variantId),
    );
  return (
    <>
      <SelectField
        label={`${labels}.product`}
        value={value.productId}
        onChange={chooseProduct}
        options={items.map((candidate) => ({ _id: candidate._id, name: candidate.title }))}
        error={errors?.product}
        required
        {...LAYOUTS[layout].product}
      />
      {item && item.variants.length > 1 && (
        <SelectField
          label={`${labels}.variant`}
          value={value.variantId}
          onChange={chooseVariant}
          options={item.variants.map((variant, index) => ({
            _id: variant._id,
            name: variantLabel(translate, variant, index),
          }))}
          error={errors?.variant}
          required
          {...LAYOUTS[layout].variant}
        />
      )}
    </>
  );
};
