import { FormControlLabel, Grid, Switch, Typography } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { CurrencyAdornment } from '../../format';
import { FormTextField } from './FormTextField';
import type { VariantEditValues } from './productEditModel';

/** The variant's Monitor Stock switch. */
export const MonitorStockSwitch = <V extends FieldValues>({
  control,
  name,
}: {
  control: Control<V>;
  name: Path<V>;
}) => {
  const translate = useTranslate();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={!!field.value}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
          label={translate('saluni.inventory.fields.monitorStock')}
        />
      )}
    />
  );
};

/** The Pricing heading and a variant's supply, retail and last prices in the inventory's currency. */
export const VariantPricing = <V extends FieldValues>({
  control,
  name,
}: {
  control: Control<V>;
  name: (field: 'supply_price' | 'retail_price' | 'last_price') => Path<V>;
}) => {
  const translate = useTranslate();
  return (
    <>
      <Grid size={12}>
        <Typography variant="subtitle2">{translate('saluni.inventory.form.pricing')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('saluni.common.pricesIncludeTax')}
        </Typography>
      </Grid>
      {(['supply_price', 'retail_price', 'last_price'] as const).map((field) => (
        <Grid key={field} size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name={name(field)}
            label={`saluni.inventory.fields.${field}`}
            inputMode="decimal"
            slotProps={{ input: { startAdornment: <CurrencyAdornment moneyStyle="inventory" /> } }}
          />
        </Grid>
      ))}
    </>
  );
};

/**
 * SKU, stock (monitor flag; the position is read-only, it mirrors the ledger), pricing and shipping
 * of one variant, under `prefix` of the form ('' for the variant dialog, 'variant.' on the
 * simple product's edit screen).
 */
export const VariantEditFields = <V extends FieldValues>({
  control,
  prefix,
  stockPosition,
}: {
  control: Control<V>;
  prefix: string;
  stockPosition: number;
}) => {
  const translate = useTranslate();
  const name = (field: keyof VariantEditValues) => `${prefix}${field}` as Path<V>;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={name('sku')} label="saluni.inventory.fields.sku" />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2">{translate('saluni.inventory.form.stock')}</Typography>
        <Typography variant="body2">
          {translate('saluni.inventory.form.stockPosition', { n: stockPosition })}
        </Typography>
        <MonitorStockSwitch control={control} name={name('monitor_stock')} />
      </Grid>
      <VariantPricing control={control} name={name} />
      <Grid size={12}>
        <Typography variant="subtitle2">{translate('saluni.inventory.form.shipping')}</Typography>
      </Grid>
      {(['shipping_weight', 'length', 'width', 'height'] as const).map((field) => (
        <Grid key={field} size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name={name(field)}
            label={`saluni.inventory.fields.${field}`}
            inputMode="decimal"
          />
        </Grid>
      ))}
    </Grid>
  );
};
