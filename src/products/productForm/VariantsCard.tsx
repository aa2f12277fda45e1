import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useOptions, useSkus } from '../queries';
import {
  combinationKey,
  combinationsOf,
  skuStem,
  suggestSkus,
} from '../variants/variantCombinations';
import {
  canAddVariant,
  combinationCount,
  newVariant,
  selectedOptions,
  type ProductFormValues,
} from './productFormModel';
import { VariantPanel } from './VariantPanel';

/**
 * Add Variant (only while there are fewer variants than option combinations) and a panel per
 * variant; Add all combinations makes a panel for every combination not yet present, its values
 * and a suggested SKU filled in (docs/areas/products-web.md, "Variants at once").
 */
export const VariantsCard = () => {
  const translate = useTranslate();
  const { control } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const { data: options = [] } = useOptions();
  const { data: skus = [] } = useSkus();
  const optionSet = useWatch({ control, name: 'option_set' });
  const variants = useWatch({ control, name: 'variants' });
  const title = useWatch({ control, name: 'title' });
  const allowed = canAddVariant({ option_set: optionSet, variants });

  const addAllCombinations = () => {
    const rows = selectedOptions(optionSet);
    const textOf = (optionId: string, valueId: string) =>
      options
        .find((option) => option._id === optionId)
        ?.option_values.find((value) => value._id === valueId)?.value ?? '';
    const present = new Set(
      variants.map((variant) =>
        combinationKey(
          rows.map(
            (row) =>
              variant.options.find((option) => option.option_name_id === row.option_name_id)
                ?.option_value_id ?? '',
          ),
        ),
      ),
    );
    const missing = combinationsOf(
      rows.map((row) => ({
        optionId: row.option_name_id,
        values: row.option_values.map((valueId) => ({
          valueId,
          text: textOf(row.option_name_id, valueId),
        })),
      })),
    ).filter((combination) => !present.has(combination.key));
    const suggested = suggestSkus(skuStem(title), missing, [
      ...skus,
      ...variants.map((variant) => variant.sku.trim()).filter(Boolean),
    ]);
    append(
      missing.map((combination, index) => ({
        ...newVariant(),
        sku: suggested[index]!,
        options: combination.values.map(({ optionId, value }) => ({
          option_name_id: optionId,
          option_value_id: value.valueId!,
        })),
      })),
    );
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('saluni.inventory.form.variants')}
        subheader={translate('saluni.inventory.form.variantCount', {
          count: variants.length,
          max: combinationCount(optionSet),
        })}
        action={
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={!allowed}
            onClick={() => append(newVariant())}
          >
            {translate('saluni.inventory.form.addVariant')}
          </Button>
        }
      />
      <CardContent>
        <Stack spacing={2}>
          <Button
            variant="contained"
            startIcon={<AutoAwesomeIcon />}
            sx={{ alignSelf: 'flex-start' }}
            disabled={!allowed}
            onClick={addAllCombinations}
          >
            {translate('saluni.inventory.variants.builder.allCombinations')}
          </Button>
          {!fields.length && (
            <Typography color="text.secondary">
              {translate('saluni.inventory.form.noVariants')}
            </Typography>
          )}
          {fields.map((field, index) => (
            <VariantPanel key={field.id} index={index} onRemove={() => remove(index)} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
