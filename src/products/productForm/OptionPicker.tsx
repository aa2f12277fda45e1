import { Chip, MenuItem, Stack, TextField, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { ProductFormValues } from './productFormModel';

/** An option or value the picker offers: its id and the name it shows. */
export interface PickerChoice {
  id: string;
  name: string;
}

type FormField = FieldPath<ProductFormValues>;

/** A select of the product form bound to `name`, showing its translated error. */
const PickerSelect = ({
  name,
  label,
  choices,
  sx,
  multiple,
  onPicked,
}: {
  name: FormField;
  label: string;
  choices: PickerChoice[];
  sx: SxProps<Theme>;
  multiple?: boolean;
  onPicked?: () => void;
}) => {
  const translate = useTranslate();
  const { control } = useFormContext<ProductFormValues>();
  const nameOf = (id: string) => choices.find((choice) => choice.id === id)?.name ?? id;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          size="small"
          sx={sx}
          label={translate(label)}
          value={field.value}
          onChange={(event) => {
            field.onChange(event.target.value);
            onPicked?.();
          }}
          error={!!fieldState.error}
          helperText={fieldState.error?.message && translate(fieldState.error.message)}
          slotProps={
            multiple
              ? {
                  select: {
                    multiple: true,
                    renderValue: (selected) => (
                      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        {(selected as string[]).map((id) => (
                          <Chip key={id} size="small" label={nameOf(id)} />
                        ))}
                      </Stack>
                    ),
                  },
                }
              : undefined
          }
        >
          {/* An empty list, not none, until an option is chosen: MUI asks a select for its children. */}
          {choices.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
};

/**
 * One row of the product form's option picker: the option, then its values (several, as chips,
 * in the product's option set; one in a variant), then the row's buttons. Another option means
 * other values, so picking one clears the values chosen before.
 */
export const OptionPicker = ({
  optionField,
  valuesField,
  options,
  values,
  clearValues,
  manyValues = false,
  rowAttributes,
  children,
}: {
  optionField: FormField;
  valuesField: FormField;
  /** The options this row may take (the others' are left out). */
  options: PickerChoice[];
  /** The chosen option's values. */
  values: PickerChoice[];
  clearValues: () => void;
  manyValues?: boolean;
  /** The row's `data-` attribute, by which the screen's tests find it. */
  rowAttributes: Record<`data-${string}`, number>;
  /** The row's buttons. */
  children: ReactNode;
}) => (
  <Stack
    direction={{ xs: 'column', sm: 'row' }}
    spacing={1}
    sx={manyValues ? { alignItems: { sm: 'flex-start' } } : undefined}
    {...rowAttributes}
  >
    <PickerSelect
      name={optionField}
      label="saluni.inventory.options.option"
      choices={options}
      sx={{ minWidth: 180 }}
      onPicked={clearValues}
    />
    <PickerSelect
      name={valuesField}
      label={manyValues ? 'saluni.inventory.options.values' : 'saluni.inventory.options.value'}
      choices={values}
      sx={manyValues ? { flex: 1, minWidth: 200 } : { minWidth: 180 }}
      multiple={manyValues}
    />
    {children}
  </Stack>
);
