import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Warehouse } from '../dataProvider/products';
import type { StockItem } from '../dataProvider/stock';
import { variantLabel } from '../stock';
import { emptyLine, type LineValues, type UsageErrors } from './usageForm';

interface UsageItemsInputProps {
  lines: LineValues[];
  onChange: (lines: LineValues[]) => void;
  items: StockItem[];
  warehouses: Warehouse[];
  errors: UsageErrors;
}

/**
 * The usage's lines: product, variant (when the product has several), warehouse and quantity.
 * The last line cannot be removed: a usage always keeps one (inventory.md 5). On phones each
 * line's fields stack, so nothing scrolls sideways.
 */
export const UsageItemsInput = ({
  lines,
  onChange,
  items,
  warehouses,
  errors,
}: UsageItemsInputProps) => {
  const translate = useTranslate();
  const change = (key: number, patch: Partial<LineValues>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const chooseProduct = (key: number, itemCode: string) => {
    const variants = items.find((item) => item._id === itemCode)?.variants ?? [];
    change(key, { itemCode, variantId: variants.length === 1 ? variants[0]!._id : '' });
  };
  const errorOf = (line: LineValues, field: keyof LineValues) => {
    const key = errors[`items.${line.key}.${field}`];
    return key ? translate(key) : undefined;
  };
  const select = (
    line: LineValues,
    field: 'itemCode' | 'variantId' | 'warehouseId',
    label: string,
    options: { _id: string; name: string }[],
    onSelect: (value: string) => void,
  ) => (
    <TextField
      select
      size="small"
      required
      label={translate(label)}
      value={line[field]}
      onChange={(event) => onSelect(event.target.value)}
      error={!!errorOf(line, field)}
      helperText={errorOf(line, field)}
      sx={{ flex: '1 1 160px', minWidth: 0 }}
    >
      {options.map((option) => (
        <MenuItem key={option._id} value={option._id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {translate('saluni.stockUsage.ui.items')}
      </Typography>
      {errors.items && <Typography color="error">{translate(errors.items)}</Typography>}
      {lines.map((line, index) => {
        const variants = items.find((item) => item._id === line.itemCode)?.variants ?? [];
        return (
          <Box
            key={line.key}
            data-testid="usage-line"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 1.5 }}
          >
            {select(
              line,
              'itemCode',
              'saluni.stockUsage.ui.product',
              items.map((item) => ({ _id: item._id, name: item.title })),
              (value) => chooseProduct(line.key, value),
            )}
            {variants.length > 1 &&
              select(
                line,
                'variantId',
                'saluni.stockUsage.ui.variant',
                variants.map((variant, position) => ({
                  _id: variant._id,
                  name: variantLabel(translate, variant, position),
                })),
                (value) => change(line.key, { variantId: value }),
              )}
            {select(line, 'warehouseId', 'saluni.stockUsage.ui.warehouse', warehouses, (value) =>
              change(line.key, { warehouseId: value }),
            )}
            <TextField
              size="small"
              required
              label={translate('saluni.stockUsage.ui.quantity')}
              value={line.quantity}
              onChange={(event) => change(line.key, { quantity: event.target.value })}
              error={!!errorOf(line, 'quantity')}
              helperText={errorOf(line, 'quantity')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: '0 1 110px', minWidth: 80 }}
            />
            <IconButton
              aria-label={translate('saluni.stockUsage.ui.removeItem', { n: index + 1 })}
              disabled={lines.length === 1}
              onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...lines, emptyLine()])}>
        {translate('saluni.stockUsage.ui.addItem')}
      </Button>
    </Box>
  );
};
