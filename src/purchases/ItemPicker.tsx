import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StockItem } from '../dataProvider/stock';
import { variantLabel } from '../stock';

export interface ItemChoice {
  productId: string;
  variantId: string;
}

interface ItemPickerProps {
  items: StockItem[];
  value: ItemChoice;
  /** The new choice and its variant's supply price, which fills the unit price. */
  onChange: (choice: ItemChoice, supplyPrice: number | undefined) => void;
  error?: string;
}

/**
 * Product and variant pickers (as the stock dialogs'): the variant list shows only for a
 * product with several variants; with one it is chosen at once.
 */
export const ItemPicker = ({ items, value, onChange, error }: ItemPickerProps) => {
  const translate = useTranslate();
  const item = items.find((candidate) => candidate._id === value.productId);
  const chooseProduct = (productId: string) => {
    const variants = items.find((candidate) => candidate._id === productId)?.variants ?? [];
    const only = variants.length === 1 ? variants[0] : undefined;
    onChange({ productId, variantId: only?._id ?? '' }, only?.supply_price);
  };
  const chooseVariant = (variantId: string) =>
    onChange(
      { productId: value.productId, variantId },
      item?.variants.find((variant) => variant._id === variantId)?.supply_price,
    );
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('saluni.purchases.ui.product')}
        value={value.productId}
        onChange={(event) => chooseProduct(event.target.value)}
        error={!!error && !value.productId}
        helperText={!value.productId ? error : undefined}
        sx={{ minWidth: 160, flex: 2 }}
        required
      >
        {items.map((candidate) => (
          <MenuItem key={candidate._id} value={candidate._id}>
            {candidate.title}
          </MenuItem>
        ))}
      </TextField>
      {item && item.variants.length > 1 && (
        <TextField
          select
          size="small"
          label={translate('saluni.purchases.ui.variant')}
          value={value.variantId}
          onChange={(event) => chooseVariant(event.target.value)}
          error={!!error && !value.variantId}
          helperText={!value.variantId ? error : undefined}
          sx={{ minWidth: 120, flex: 1 }}
          required
        >
          {item.variants.map((variant, index) => (
            <MenuItem key={variant._id} value={variant._id}>
              {variantLabel(translate, variant, index)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
};
