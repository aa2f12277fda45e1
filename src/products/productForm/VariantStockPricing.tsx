import { Grid, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { FormTextField } from './FormTextField';
import type { ProductFormValues } from './productFormModel';
import { MonitorStockSwitch, VariantPricing } from './VariantEditFields';

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
        <FormTextField
          control={control}
          name={`${path}.stock_position`}
          label="saluni.inventory.fields.stockPosition"
          inputMode="decimal"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MonitorStockSwitch control={control} name={`${path}.monitor_stock`} />
      </Grid>
      <VariantPricing control={control} name={(field) => `${path}.${field}`} />
    </Grid>
  );
};
