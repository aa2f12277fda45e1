import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { canAddVariant, combinationCount, newVariant, type ProductFormValues } from './productFormModel';
import { VariantPanel } from './VariantPanel';

/** Add Variant (only while there are fewer variants than option combinations) and a panel per variant. */
export const VariantsCard = () => {
  const translate = useTranslate();
  const { control } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const optionSet = useWatch({ control, name: 'option_set' });
  const variants = useWatch({ control, name: 'variants' });
  const allowed = canAddVariant({ option_set: optionSet, variants });
  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('saluni.inventory.form.variants')}
        subheader={translate('saluni.inventory.form.variantCount', { count: variants.length, max: combinationCount(optionSet) })}
        action={
          <Button variant="outlined" startIcon={<AddIcon />} disabled={!allowed} onClick={() => append(newVariant())}>
            {translate('saluni.inventory.form.addVariant')}
          </Button>
        }
      />
      <CardContent>
        <Stack spacing={2}>
          {!fields.length && <Typography color="text.secondary">{translate('saluni.inventory.form.noVariants')}</Typography>}
          {fields.map((field, index) => (
            <VariantPanel key={field.id} index={index} onRemove={() => remove(index)} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
