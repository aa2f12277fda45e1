import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { NewPurchaseItem } from '../dataProvider/purchases';
import type { StockItem } from '../dataProvider/stock';
import { useBusinessFormat } from '../format';
import { ItemPicker, type ItemChoice, type StockVariant } from '../stock';

const EMPTY = { productId: '', variantId: '', quantity: '', unitPrice: '' };

/**
 * The request's item entry (inventory.md 5): product, variant, quantity and unit price (filled
 * from the variant's supply price); Add Item only once product, quantity and unit price are set.
 */
export const RequestItemEntry = ({
  items,
  onAdd,
  disabled,
}: {
  items: StockItem[];
  onAdd: (item: NewPurchaseItem) => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const [entry, setEntry] = useState(EMPTY);
  const quantity = Number(entry.quantity);
  const unitPrice = Number(entry.unitPrice);
  const product = items.find((item) => item._id === entry.productId);
  const ready =
    !!entry.productId &&
    !!entry.variantId &&
    entry.quantity.trim() !== '' &&
    entry.unitPrice.trim() !== '' &&
    Number.isInteger(quantity) &&
    quantity > 0 &&
    Number.isFinite(unitPrice) &&
    unitPrice >= 0;
  const choose = (choice: ItemChoice, variant: StockVariant | undefined) =>
    setEntry((previous) => ({
      ...previous,
      ...choice,
      unitPrice: variant === undefined ? previous.unitPrice : String(variant.supply_price),
    }));
  const add = () => {
    onAdd({
      productId: entry.productId,
      variantId: entry.variantId,
      quantity,
      unitPrice,
      productName: product?.title ?? '',
    });
    setEntry(EMPTY);
  };
  /** The entry's typed numbers, alike but for the keyboard they ask for and their width. */
  const numberField = (
    field: 'quantity' | 'unitPrice',
    inputMode: 'numeric' | 'decimal',
    width: number,
  ) => (
    <TextField
      size="small"
      label={translate(`saluni.purchases.ui.${field}`)}
      value={entry[field]}
      onChange={(event) => setEntry((previous) => ({ ...previous, [field]: event.target.value }))}
      slotProps={{ htmlInput: { inputMode } }}
      sx={{ width }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}>
      <ItemPicker
        items={items}
        value={entry}
        onChange={choose}
        labels="saluni.purchases.ui"
        layout="line"
      />
      {numberField('quantity', 'numeric', 100)}
      {numberField('unitPrice', 'decimal', 120)}
      <Button variant="outlined" onClick={add} disabled={!ready || disabled}>
        {translate('saluni.purchases.ui.addItem')}
      </Button>
    </Box>
  );
};

/** The request's lines with their totals; `onRemove` adds a remove button per line. */
export const RequestItemsTable = ({
  items,
  onRemove,
}: {
  items: (NewPurchaseItem & { _id?: string })[];
  onRemove?: (index: number) => void;
}) => {
  const translate = useTranslate();
  const { money } = useBusinessFormat();
  if (!items.length)
    return (
      <Typography color="text.secondary">{translate('saluni.purchases.ui.noItems')}</Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto', my: 1 }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('saluni.purchases.ui.item')}</TableCell>
            <TableCell align="right">{translate('saluni.purchases.ui.quantity')}</TableCell>
            <TableCell align="right">{translate('saluni.purchases.ui.unitPrice')}</TableCell>
            <TableCell align="right">{translate('saluni.purchases.ui.total')}</TableCell>
            {onRemove && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow key={item._id ?? index}>
              <TableCell>{item.productName}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{money(item.unitPrice, 'inventory')}</TableCell>
              {/* In cents, so 3 x 0.1 shows 0.30 and not 0.30000000000000004. */}
              <TableCell align="right">
                {money((item.quantity * Math.round(item.unitPrice * 100)) / 100, 'inventory')}
              </TableCell>
              {onRemove && (
                <TableCell align="right">
                  <IconButton
                    size="small"
                    aria-label={`${translate('saluni.purchases.ui.removeItem')} ${item.productName}`}
                    onClick={() => onRemove(index)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
