import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  IconButton,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { ProductOption } from '../../dataProvider/products';
import { OptionFormDialog } from '../options/OptionFormDialog';
import { useOptions } from '../queries';
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
              <Stack
                key={row.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'flex-start' } }}
                data-option-set-row={index}
              >
                <Controller
                  control={control}
                  name={`option_set.${index}.option_name_id`}
                  render={({ field, fieldState }) => (
                    <TextField
                      select
                      size="small"
                      sx={{ minWidth: 180 }}
                      label={translate('saluni.inventory.options.option')}
                      value={field.value}
                      // A different option means different values: the old choice no longer applies.
                      onChange={(event) => {
                        field.onChange(event.target.value);
                        setValue(`option_set.${index}.option_values`, []);
                      }}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message && translate(fieldState.error.message)}
                    >
                      {options
                        .filter((option) => !takenElsewhere.has(option._id))
                        .map((option) => (
                          <MenuItem key={option._id} value={option._id}>
                            {option.option_name}
                          </MenuItem>
                        ))}
                    </TextField>
                  )}
                />
                <Controller
                  control={control}
                  name={`option_set.${index}.option_values`}
                  render={({ field, fieldState }) => (
                    <TextField
                      select
                      size="small"
                      sx={{ flex: 1, minWidth: 200 }}
                      label={translate('saluni.inventory.options.values')}
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value)}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message && translate(fieldState.error.message)}
                      slotProps={{
                        select: {
                          multiple: true,
                          renderValue: (selected) => (
                            <Stack
                              direction="row"
                              spacing={0.5}
                              useFlexGap
                              sx={{ flexWrap: 'wrap' }}
                            >
                              {(selected as string[]).map((id) => (
                                <Chip
                                  key={id}
                                  size="small"
                                  label={
                                    chosen?.option_values.find((value) => value._id === id)
                                      ?.value ?? id
                                  }
                                />
                              ))}
                            </Stack>
                          ),
                        },
                      }}
                    >
                      {/* An empty list, not none, until an option is chosen: MUI asks a select for its children. */}
                      {(chosen?.option_values ?? []).map((value) => (
                        <MenuItem key={value._id} value={value._id}>
                          {value.value}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
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
              </Stack>
            );
          })}
        </Stack>
      </CardContent>
      {dialog && <OptionFormDialog open option={dialog.option} onClose={() => setDialog(null)} />}
    </Card>
  );
};
