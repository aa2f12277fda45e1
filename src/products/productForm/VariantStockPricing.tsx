import { FormControlLabel, Grid, Switch, Typography } from '@mui/material';
import { Controller, useFormContext, type Control, type FieldPath } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { CurrencyAdornment } from '../../format';
import { FormTextField } from './FormTextField';
import type { ProductFormValues } from './productFormModel';

const NumberField = ({
  control,
  name,
  label,
  money = false,
}: {
  control: Control<ProductFormValues>;
  name: FieldPath<ProductFormValues>;
  label: string;
  money?: boolean;
}) => (
  <FormTextField
    control={control}
    name={name}
    label={label}
    inputMode="decimal"
    slotProps={
      money
        ? { input: { startAdornment: <CurrencyAdornment moneyStyle="inventory" /> } }
        : undefined
    }
  />
);

/** SKU, stock (opening quantity, monitor stock) and pricing (supply, retail, last) of variant `index`. */
export const VariantStockPricing = ({ index }: { index: number }) => {
  const translate = useTranslate();
  const { control } = useFormContext<ProductFormValues>();
  const path = `variants.${index}` as const;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={`${path}.sku`} label="saluni.inventory.fields.sku" />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2">{translate('saluni.inventory.form.stock')}</Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <NumberField
          control={control}
          name={`${path}.stock_position`}
          label="saluni.inventory.fields.stockPosition"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name={`${path}.monitor_stock`}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label={translate('saluni.inventory.fields.monitorStock')}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2">{translate('saluni.inventory.form.pricing')}</Typography>
      </Grid>
      {(['supply_price', 'retail_price', 'last_price'] as const).map((field) => (
        <Grid key={field} size={{ xs: 12, sm: 4 }}>
          <NumberField
            control={control}
            name={`${path}.${field}`}
            label={`saluni.inventory.fields.${field}`}
            money
          />
        </Grid>
      ))}
    </Grid>
  );
};
