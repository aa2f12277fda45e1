import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import { Button, Card, CardContent, CardHeader, IconButton, Stack } from '@mui/material';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { ImageUploader } from '../ImageUploader';
import { useOptions } from '../queries';
import { canAddVariantOption, selectedOptions, type ProductFormValues } from './productFormModel';
import { OptionPicker } from './OptionPicker';
import { VariantStockPricing } from './VariantStockPricing';

/** One variant being created: its option values (one row per selected option at most), stock, pricing, images. */
export const VariantPanel = ({ index, onRemove }: { index: number; onRemove: () => void }) => {
  const translate = useTranslate();
  const { control, setValue } = useFormContext<ProductFormValues>();
  const { data: options = [] } = useOptions();
  const path = `variants.${index}.options` as const;
  const { fields, append, remove } = useFieldArray({ control, name: path });
  const optionSet = selectedOptions(useWatch({ control, name: 'option_set' }));
  const variant = useWatch({ control, name: `variants.${index}` });
  const nameOf = (id: string) => options.find((option) => option._id === id)?.option_name ?? '';
  const valueOf = (optionId: string, valueId: string) =>
    options
      .find((option) => option._id === optionId)
      ?.option_values.find((value) => value._id === valueId)?.value ?? '';

  return (
    <Card variant="outlined" data-variant={index + 1}>
      <CardHeader
        title={translate('saluni.inventory.form.variantTitle', { n: index + 1 })}
        action={
          <IconButton
            aria-label={translate('saluni.inventory.form.removeVariant', { n: index + 1 })}
            onClick={onRemove}
          >
            <DeleteIcon />
          </IconButton>
        }
      />
      <CardContent>
        <Stack spacing={2}>
          {fields.map((row, rowIndex) => {
            const chosenOption = variant.options[rowIndex]?.option_name_id ?? '';
            const takenElsewhere = new Set(
              variant.options
                .filter((_, other) => other !== rowIndex)
                .map((other) => other.option_name_id),
            );
            const values =
              optionSet.find((option) => option.option_name_id === chosenOption)?.option_values ??
              [];
            return (
              <OptionPicker
                key={row.id}
                optionField={`${path}.${rowIndex}.option_name_id`}
                valuesField={`${path}.${rowIndex}.option_value_id`}
                options={optionSet
                  .filter((option) => !takenElsewhere.has(option.option_name_id))
                  .map((option) => ({
                    id: option.option_name_id,
                    name: nameOf(option.option_name_id),
                  }))}
                values={values.map((valueId) => ({
                  id: valueId,
                  name: valueOf(chosenOption, valueId),
                }))}
                clearValues={() => setValue(`${path}.${rowIndex}.option_value_id`, '')}
                rowAttributes={{ 'data-option-row': rowIndex }}
              >
                <IconButton
                  aria-label={translate('saluni.inventory.options.removeRow')}
                  onClick={() => remove(rowIndex)}
                >
                  <RemoveIcon />
                </IconButton>
              </OptionPicker>
            );
          })}
          <Button
            startIcon={<AddIcon />}
            sx={{ alignSelf: 'flex-start' }}
            disabled={!canAddVariantOption(variant, optionSet)}
            onClick={() => append({ option_name_id: '', option_value_id: '' })}
          >
            {translate('saluni.inventory.form.addVariantOption')}
          </Button>
          <VariantStockPricing index={index} />
          <Controller
            control={control}
            name={`variants.${index}.images`}
            render={({ field }) => (
              <ImageUploader
                files={field.value}
                onChange={field.onChange}
                label={translate('saluni.inventory.images.variantLabel', { n: index + 1 })}
              />
            )}
          />
        </Stack>
      </CardContent>
    </Card>
  );
};
