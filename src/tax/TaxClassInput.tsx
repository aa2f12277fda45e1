import { MenuItem, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { STANDARD_BAND, TAX_BANDS, bandsOf } from '../../registry/tax';
import { useBusinessFormat } from '../format';
import './texts';

const T = 'saluni.taxScreens.taxClass';
/** The select's value of "no class of its own": the item follows its country's standard band. */
const DEFAULT_VALUE = '';

/**
 * An item's tax class in a react-admin form (services, products, memberships, packages,
 * vouchers): the business country's bands with their rates, and first the default, stored as
 * null, which follows the country's standard band (Kenya B 16%, Australia GST 10%).
 */
export const TaxClassInput = ({ source = 'taxClass' }: { source?: string }) => {
  const translate = useTranslate();
  const { country } = useBusinessFormat();
  const {
    id,
    field,
    fieldState: { error },
  } = useInput({
    source,
    defaultValue: null,
    format: (value: unknown) => (typeof value === 'string' ? value : DEFAULT_VALUE),
    parse: (value: string) => (value === DEFAULT_VALUE ? null : value),
  });
  const bandLabel = (band: string) => translate(`${T}.bands.${band}`, { _: band });
  const bands = bandsOf(country);
  // A class of another country (the business moved) shows as the default: the server reads it so.
  const value =
    field.value === DEFAULT_VALUE || field.value in TAX_BANDS[country]
      ? field.value
      : DEFAULT_VALUE;
  return (
    <TextField
      id={id}
      select
      name={field.name}
      label={translate(`${T}.label`)}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error?.message ?? translate(`${T}.hint`)}
      fullWidth
      // The default is a choice of its own, shown by name rather than as an empty field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={DEFAULT_VALUE}>
        {translate(`${T}.default`, { band: bandLabel(STANDARD_BAND[country]) })}
      </MenuItem>
      {bands.map((band) => (
        <MenuItem key={band} value={band}>
          {bandLabel(band)}
        </MenuItem>
      ))}
    </TextField>
  );
};
