import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import RemoveIcon from '@mui/icons-material/Remove';
import { Button, Card, CardContent, CardHeader, IconButton, Stack } from '@mui/material';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { ProductOption } from '../../dataProvider/products';
import { OptionFormDialog } from '../options/OptionFormDialog';
import { useOptions } from '../queries';
import { OptionPicker } from './OptionPicker';
import { emptyOptionRow, type ProductFormValues } from './productFormModel';

/**
 * Variant Options: one row per option (its values chosen as chips). The first row has the add
 * button, the others a remove button; New Option and Update Option open the option dialog.
 */
export const OptionSetCard = () => {
  const translate = useTranslate();
  const { control, setValue } = useFormContext<ProductFormValues>();
  const { data: options = [] } = useOptions();
  const { fields, append, remove } = useFieldArray({ control, name: 'option_set' });
  const rows = useWatch({ control, name: 'option_set' });
  const [dialog, setDialog] = useState<{ option?: ProductOption } | null>(null);
  const optionOf = (id: string) => options.find((option) => option._id === id);
  const canAddRow = fields.length < options.length;

  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('saluni.inventory.form.variantOptions')}
        action={
          <Button onClick={() => setDialog({})}>{translate('saluni.inventory.options.new')}</Button>
        }
      />
      <CardContent>
        <Stack spacing={2}>
          {fields.map((row, index) => {
            const chosen = optionOf(rows[index]?.option_name_id ?? '');
            const takenElsewhere = new Set(
              rows.filter((_, other) => other !== index).map((other) => other.option_name_id),
            );
            return (
              <OptionPicker
                key={row.id}
                optionField={`option_set.${index}.option_name_id`}
                valuesField={`option_set.${index}.option_values`}
                options={options
                  .filter((option) => !takenElsewhere.has(option._id))
                  .map((option) => ({ id: option._id, name: option.option_name }))}
                values={(chosen?.option_values ?? []).map((value) => ({
                  id: value._id,
                  name: value.value,
                }))}
                clearValues={() => setValue(`option_set.${index}.option_values`, [])}
                manyValues
                rowAttributes={{ 'data-option-set-row': index }}
              >
                {chosen && (
                  <IconButton
                    aria-label={translate('saluni.inventory.options.update')}
                    onClick={() => setDialog({ option: chosen })}
                  >
                    <EditIcon />
                  </IconButton>
                )}
                {index === 0 ? (
                  <IconButton
                    aria-label={translate('saluni.inventory.options.addRow')}
                    onClick={() => append(emptyOptionRow())}
                    disabled={!canAddRow}
                  >
                    <AddIcon />
                  </IconButton>
                ) : (
                  <IconButton
                    aria-label={translate('saluni.inventory.options.removeRow')}
                    onClick={() => remove(index)}
                  >
                    <RemoveIcon />
                  </IconButton>
                )}
              </OptionPicker>
            );
          })}
        </Stack>
      </CardContent>
      {dialog && <OptionFormDialog open option={dialog.option} onClose={() => setDialog(null)} />}
    </Card>
  );
};
