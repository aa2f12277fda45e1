import { Grid } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useCategories, useWarehouses } from '../queries';
import { FormSection } from './FormSection';
import { FormTextField } from './FormTextField';
import type { ProductInformation } from './productFormModel';

const STATUSES = ['draft', 'pending', 'publish'] as const;

/** Product Information card (weight is the product's weight attribute, in Kg). */
export const ProductInfoCard = <V extends ProductInformation & FieldValues>({
  control,
}: {
  control: Control<V>;
}) => {
  const translate = useTranslate();
  const { data: categories = [] } = useCategories();
  const { data: warehouses = [] } = useWarehouses();
  const name = (field: keyof ProductInformation) => field as Path<V>;
  return (
    <FormSection title={translate('saluni.inventory.form.information')}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={control}
            name={name('title')}
            label="saluni.inventory.fields.title"
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name={name('short_description')}
            label="saluni.inventory.fields.shortDescription"
            multiline
            minRows={2}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name={name('description')}
            label="saluni.inventory.fields.description"
            multiline
            minRows={3}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name={name('brand')}
            label="saluni.inventory.fields.brand"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name={name('manufacturer')}
            label="saluni.inventory.fields.manufacturer"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name={name('weight')}
            label="saluni.inventory.fields.weight"
            inputMode="decimal"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name={name('category')}
            label="saluni.inventory.fields.category"
            choices={categories.map((category) => ({
              value: category._id,
              text: category.category_name,
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name={name('salesWarehouse')}
            label="saluni.inventory.fields.salesWarehouse"
            choices={warehouses.map((warehouse) => ({
              value: warehouse._id,
              text: warehouse.name,
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name={name('status')}
            label="saluni.inventory.fields.status"
            choices={STATUSES.map((status) => ({
              value: status,
              text: translate(`saluni.inventory.statuses.${status}`),
            }))}
          />
        </Grid>
      </Grid>
    </FormSection>
  );
};
