import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import {
  FREQUENCY_TYPES,
  type FrequencyType,
  type PriceMap,
} from '../../registry/offerings/membershipTerms';
import { codeMenuItems } from '../shared/codeMenuItems';
import { errorText } from './membershipText';
import './texts';

interface PriceRow {
  key: number;
  frequency: FrequencyType | '';
  /** As typed, so a half-typed amount is not lost. */
  price: string;
}

let nextKey = 0;
const rowsOf = (price: unknown): PriceRow[] => {
  const map = price && typeof price === 'object' ? (price as PriceMap) : {};
  // In the frequencies' own order: the database does not keep the order keys were written in.
  const priced = FREQUENCY_TYPES.filter((frequency) => map[frequency] !== undefined);
  if (!priced.length) return [{ key: nextKey++, frequency: 'monthly', price: '' }];
  return priced.map((frequency) => ({ key: nextKey++, frequency, price: String(map[frequency]) }));
};

/** Rows with a frequency and an amount; a malformed amount is kept as text for validation to name. */
const mapOf = (rows: PriceRow[]): PriceMap | undefined => {
  const entries = rows
    .filter((row) => row.frequency && row.price.trim() !== '')
    .map((row) => [row.frequency, Number.isNaN(Number(row.price)) ? row.price : Number(row.price)]);
  return entries.length ? (Object.fromEntries(entries) as PriceMap) : undefined;
};

/** The price map editor: one row per frequency (each frequency once), with its price. */
export const PriceMapInput = () => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'price' });
  const [rows, setRows] = useState<PriceRow[]>(() => rowsOf(field.value));
  const publish = (next: PriceRow[]) => {
    setRows(next);
    field.onChange(mapOf(next));
  };
  const change = (key: number, patch: Partial<PriceRow>) =>
    publish(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const unused = FREQUENCY_TYPES.filter(
    (frequency) => !rows.some((row) => row.frequency === frequency),
  );
  const error = errorText(translate, fieldState.error);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', maxWidth: 560 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('saluni.offerings.prices')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('saluni.common.pricesIncludeTax')}
      </Typography>
      {rows.map((row, index) => (
        <Stack
          key={row.key}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 1, alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            size="small"
            label={translate('saluni.offerings.frequency')}
            value={row.frequency}
            onChange={(event) =>
              change(row.key, { frequency: event.target.value as FrequencyType })
            }
            sx={{ minWidth: 180 }}
            id={`price-frequency-${index}`}
          >
            {codeMenuItems(
              FREQUENCY_TYPES.filter(
                (frequency) => frequency === row.frequency || unused.includes(frequency),
              ),
              'saluni.offerings.frequencies',
              translate,
            )}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={translate('saluni.offerings.price')}
            value={row.price}
            onChange={(event) => change(row.key, { price: event.target.value })}
            onBlur={field.onBlur}
            // Any step: the form's own rule names a third decimal, the browser would block silently.
            slotProps={{ htmlInput: { step: 'any' } }}
            id={`price-amount-${index}`}
          />
          <IconButton
            aria-label={translate('saluni.offerings.removePrice')}
            sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
            onClick={() => publish(rows.filter((other) => other.key !== row.key))}
            disabled={rows.length === 1}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={!unused.length}
        onClick={() =>
          publish([...rows, { key: nextKey++, frequency: unused[0] ?? '', price: '' }])
        }
      >
        {translate('saluni.offerings.addPrice')}
      </Button>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
};
