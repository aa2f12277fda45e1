import { Grid, type TextFieldProps } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useCategories, useWarehouses } from '../queries';
import { FormSection } from './FormSection';
import { FormTextField } from './FormTextField';
import type { ProductInformation } from './productFormModel';
import { ProductTaxInputs } from './ProductTaxInputs';

const STATUSES = ['draft', 'pending', 'publish'] as const;

type Choices = { value: string; text: string }[];

/**
 * One field of the card: the product field, its label under `saluni.inventory.fields`, whether
 * it takes a third of the row on wider screens (else the whole row), and its input's options.
 */
interface InfoField {
  field: keyof ProductInformation;
  label: string;
  third?: boolean;
  input?: Pick<TextFieldProps, 'multiline' | 'minRows' | 'inputMode'> & { choices?: Choices };
}

/** Product Information card (weight is the product's weight attribute, in Kg), with the product's tax. */
export const ProductInfoCard = <V extends ProductInformation & FieldValues>({
  control,
}: {
  control: Control<V>;
}) => {
  const translate = useTranslate();
  const { data: categories = [] } = useCategories();
  const { data: warehouses = [] } = useWarehouses();
  const fields: InfoField[] = [
    { field: 'title', label: 'title' },
    {
      field: 'short_description',
      label: 'shortDescription',
      input: { multiline: true, minRows: 2 },
    },
    { field: 'description', label: 'description', input: { multiline: true, minRows: 3 } },
    { field: 'brand', label: 'brand', third: true },
    { field: 'manufacturer', label: 'manufacturer', third: true },
    { field: 'weight', label: 'weight', third: true, input: { inputMode: 'decimal' } },
    {
      field: 'category',
      label: 'category',
      third: true,
      input: {
        choices: categories.map((category) => ({
          value: category._id,
          text: category.category_name,
        })),
      },
    },
    {
      field: 'salesWarehouse',
      label: 'salesWarehouse',
      third: true,
      input: {
        choices: warehouses.map((warehouse) => ({ value: warehouse._id, text: warehouse.name })),
      },
    },
    {
      field: 'status',
      label: 'status',
      third: true,
      input: {
        choices: STATUSES.map((status) => ({
          value: status,
          text: translate(`saluni.inventory.statuses.${status}`),
        })),
      },
    },
  ];
  return (
    <FormSection title={translate('saluni.inventory.form.information')}>
      <Grid container spacing={2}>
        {fields.map(({ field, label, third, input }) => (
          <Grid key={field} size={third ? { xs: 12, sm: 4 } : 12}>
            <FormTextField
              control={control}
              name={field as Path<V>}
              label={`saluni.inventory.fields.${label}`}
              {...input}
            />
          </Grid>
        ))}
        <ProductTaxInputs control={control} />
      </Grid>
    </FormSection>
  );
};
