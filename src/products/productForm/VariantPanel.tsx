import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { ImageUploader } from '../ImageUploader';
import { useOptions } from '../queries';
import { canAddVariantOption, selectedOptions, type ProductFormValues } from './productFormModel';
import { VariantStockPricing } from './VariantStockPricing';

/** One variant being created: its option values (one row per selected option at most), stock, pricing, images. */
export const VariantPanel = ({ index, onRemove }: { index: number; onRemove: () => void }) => {
  const translate = useTranslate();
  const { control, setValue } = useFormContext<ProductFormValues>();
  const { data: options = [] } = useOptions();
  const { fields, append, remove } = useFieldArray({ control, name: `variants.${index}.options` });
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
              <Stack
                key={row.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                data-option-row={rowIndex}
              >
                <Controller
                  control={control}
                  name={`variants.${index}.options.${rowIndex}.option_name_id`}
                  render={({ field, fieldState }) => (
                    <TextField
                      select
                      size="small"
                      sx={{ minWidth: 180 }}
                      label={translate('saluni.inventory.options.option')}
                      value={field.value}
                      onChange={(event) => {
                        field.onChange(event.target.value);
                        setValue(`variants.${index}.options.${rowIndex}.option_value_id`, '');
                      }}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message && translate(fieldState.error.message)}
                    >
                      {optionSet
                        .filter((option) => !takenElsewhere.has(option.option_name_id))
                        .map((option) => (
                          <MenuItem key={option.option_name_id} value={option.option_name_id}>
                            {nameOf(option.option_name_id)}
                          </MenuItem>
                        ))}
                    </TextField>
                  )}
                />
                <Controller
                  control={control}
                  name={`variants.${index}.options.${rowIndex}.option_value_id`}
                  render={({ field, fieldState }) => (
                    <TextField
                      select
                      size="small"
                      sx={{ minWidth: 180 }}
                      label={translate('saluni.inventory.options.value')}
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value)}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message && translate(fieldState.error.message)}
                    >
                      {values.map((valueId) => (
                        <MenuItem key={valueId} value={valueId}>
                          {valueOf(chosenOption, valueId)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <IconButton
                  aria-label={translate('saluni.inventory.options.removeRow')}
                  onClick={() => remove(rowIndex)}
                >
                  <RemoveIcon />
                </IconButton>
              </Stack>
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
