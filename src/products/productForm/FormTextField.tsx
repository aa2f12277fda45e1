import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslate } from 'react-admin';

type Props<V extends FieldValues> = {
  control: Control<V>;
  name: FieldPath<V>;
  /** i18n key of the label. */
  label: string;
  /** Choices of a select: value and already translated text. */
  choices?: { value: string; text: string }[];
} & Omit<TextFieldProps, 'name' | 'label' | 'select'>;

/**
 * A select shows its value only once a choice holds it: until the choices load (or after the
 * chosen record is gone) it shows empty, rather than a value it cannot draw.
 */
const shownValue = (value: unknown, choices: Props<FieldValues>['choices']) => {
  if (value === undefined || value === null) return '';
  return choices && !choices.some((choice) => choice.value === value) ? '' : value;
};

/** A text field (or a select with `choices`) bound to the form, showing its translated error. */
export const FormTextField = <V extends FieldValues>({
  control,
  name,
  label,
  choices,
  ...props
}: Props<V>) => {
  const translate = useTranslate();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={shownValue(field.value, choices)}
          select={!!choices}
          fullWidth
          size="small"
          label={translate(label)}
          error={!!fieldState.error}
          helperText={
            fieldState.error?.message ? translate(fieldState.error.message) : props.helperText
          }
        >
          {choices?.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.text}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
};
