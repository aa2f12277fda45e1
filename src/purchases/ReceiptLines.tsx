import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StockItem } from '../dataProvider/stock';
import { useBusinessFormat } from '../format';
import { ItemPicker } from '../stock';

/** A receipt line as typed: numbers stay text until saved, so a half-typed '1.' is not lost. */
export interface LineValues {
  productId: string;
  variantId: string;
  quantity: string;
  unitPrice: string;
  sellingPrice: string;
}

/** inventory.md 3: quantity 1 and unit price 0 by default, selling price optional. */
export const newLine = (): LineValues => ({
  productId: '',
  variantId: '',
  quantity: '1',
  unitPrice: '0',
  sellingPrice: '',
});

/** quantity x unit price in cents, so sums of prices like 0.1 never drift. */
export const lineCents = (line: LineValues) => {
  const quantity = Number(line.quantity);
  const price = Number(line.unitPrice);
  return Number.isFinite(quantity) && Number.isFinite(price)
    ? Math.round(quantity * Math.round(price * 100))
    : 0;
};

export type LineErrors = Partial<Record<keyof LineValues, string>>;

/** A line's item error shows under whichever of product and variant is still empty. */
const lineErrors = (line: LineValues, error: string | undefined) => ({
  product: line.productId ? undefined : error,
  variant: line.variantId ? undefined : error,
});

interface ReceiptLinesProps {
  items: StockItem[];
  lines: LineValues[];
  errors: LineErrors[];
  onChange: (lines: LineValues[]) => void;
}

/** The receipt's items (inventory.md 5): line total = quantity x unit price; at least one line always remains. */
export const ReceiptLines = ({ items, lines, errors, onChange }: ReceiptLinesProps) => {
  const translate = useTranslate();
  const { money } = useBusinessFormat();
  const change = (index: number, values: Partial<LineValues>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...values } : line)));
  const number = (
    index: number,
    field: 'quantity' | 'unitPrice' | 'sellingPrice',
    label: string,
    step: string,
  ) => (
    <TextField
      size="small"
      type="number"
      label={translate(label)}
      value={lines[index]![field]}
      onChange={(event) => change(index, { [field]: event.target.value })}
      error={!!errors[index]?.[field]}
      helperText={errors[index]?.[field]}
      slotProps={{ htmlInput: { min: 0, step } }}
      sx={{ width: 110 }}
    />
  );
  return (
    <Box>
      {lines.map((line, index) => (
        <Box
          key={index}
          sx={{
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <ItemPicker
            items={items}
            value={line}
            labels="saluni.purchases.ui"
            layout="line"
            errors={lineErrors(line, errors[index]?.productId)}
            onChange={(choice, variant) =>
              change(index, {
                ...choice,
                ...(variant !== undefined && { unitPrice: String(variant.supply_price) }),
              })
            }
          />
          {number(index, 'quantity', 'saluni.purchases.ui.quantity', '1')}
          {number(index, 'unitPrice', 'saluni.purchases.ui.unitPrice', '0.01')}
          {number(index, 'sellingPrice', 'saluni.purchases.receipts.sellingPrice', '0.01')}
          <Box sx={{ minWidth: 100, pt: 1 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate('saluni.purchases.receipts.lineTotal')}
            </Typography>
            <Typography variant="body2">{money(lineCents(line) / 100, 'inventory')}</Typography>
          </Box>
          <IconButton
            aria-label={translate('saluni.purchases.ui.removeItem')}
            disabled={lines.length === 1}
            onClick={() => onChange(lines.filter((_, at) => at !== index))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...lines, newLine()])}
        sx={{ mt: 1 }}
      >
        {translate('saluni.purchases.ui.addItem')}
      </Button>
    </Box>
  );
};
