import { Grid } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useBusinessFormat } from '../../format';
import { TaxClassInput } from '../../tax';
import { FormTextField } from './FormTextField';
import type { ProductTax } from './productFormModel';
import '../taxTexts';

/**
 * The product's tax class (the country's standard band when none is chosen) and, in Kenya, KRA's
 * item classification code that eTIMS registers it under. Inside the form's FormProvider: the tax
 * class input is the tax area's, bound through the form's context.
 */
export const ProductTaxInputs = <V extends ProductTax & FieldValues>({
  control,
}: {
  control: Control<V>;
}) => {
  const translate = useTranslate();
  const { country } = useBusinessFormat();
  return (
    <>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TaxClassInput source="tax_class" />
      </Grid>
      {country === 'KE' && (
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={control}
            name={'kra_item_class_code' as Path<V>}
            label="saluni.inventory.tax.kraItemClassCode"
            helperText={translate('saluni.inventory.tax.kraItemClassCodeHelp')}
          />
        </Grid>
      )}
    </>
  );
};
