import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { CART_ENTRY_KINDS, type CartEntryKind } from '../../registry/orders';
import type { CommissionKindRates, CommissionRate } from '../../registry/pay';
import { CurrencyAdornment } from '../format';
import './texts';

const T = 'saluni.payScreens.plan';
const NONE = 'none';

/** A rate while it is typed: the value may still be empty, which the server names. */
type TypedRate = Omit<CommissionRate, 'value'> & { value: number | null };

/**
 * The first message of a field's error: the form's check names the nested rate that is wrong
 * (`rates.service.value`), the server the whole field. `ref` is the element, not an error.
 */
const firstMessage = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    const found = key === 'ref' ? undefined : firstMessage(value);
    if (found) return found;
  }
  return undefined;
};

/**
 * A plan's rate per item kind (`rates`): none, a percentage of the sale or a fixed amount per
 * unit in the business currency. A kind set to none is left out of the object, as the contract
 * reads "a kind without a rate pays none".
 */
export const KindRatesInput = () => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<CommissionKindRates>({ source: 'rates' });
  const error = firstMessage(fieldState.error);
  const rates = (field.value ?? {}) as Partial<Record<CartEntryKind, TypedRate>>;
  const setRate = (kind: CartEntryKind, rate: TypedRate | null) => {
    const { [kind]: _replaced, ...others } = rates;
    field.onChange(rate ? { ...others, [kind]: rate } : others);
  };
  return (
    <Stack spacing={1} sx={{ my: 1, width: '100%' }}>
      <Typography variant="subtitle1" component="h3">
        {translate(`${T}.rates`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.ratesHint`)}
      </Typography>
      {CART_ENTRY_KINDS.map((kind) => {
        const rate = rates[kind];
        const kindName = translate(`${T}.kinds.${kind}`);
        return (
          <Stack key={kind} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              select
              size="small"
              label={translate(`${T}.type`, { kind: kindName })}
              value={rate?.type ?? NONE}
              onChange={(event) => {
                const type = event.target.value as CommissionRate['type'] | typeof NONE;
                setRate(kind, type === NONE ? null : { type, value: rate?.value ?? null });
              }}
              sx={{ minWidth: 260 }}
            >
              {[NONE, 'percent', 'fixed'].map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(`${T}.types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            {rate && (
              <TextField
                size="small"
                type="number"
                label={`${kindName}: ${translate(`${T}.value`)}`}
                value={rate.value ?? ''}
                onChange={(event) =>
                  setRate(kind, {
                    ...rate,
                    value: event.target.value.trim() === '' ? null : Number(event.target.value),
                  })
                }
                slotProps={{
                  htmlInput: { step: 'any', min: 0 },
                  input:
                    rate.type === 'fixed'
                      ? { startAdornment: <CurrencyAdornment /> }
                      : { endAdornment: '%' },
                }}
                sx={{ maxWidth: 200 }}
              />
            )}
          </Stack>
        );
      })}
      {error && (
        <Typography color="error" variant="caption" role="alert">
          {translate(error)}
        </Typography>
      )}
    </Stack>
  );
};
