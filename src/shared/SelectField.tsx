import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A choice a select offers: the record's id and what the list shows for it. */
export interface SelectOption {
  _id: string;
  name: ReactNode;
}

type SelectFieldProps = {
  /** i18n key of the label. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  /** The field's validation message, shown under it. */
  error?: string;
  /** A hint shown under the field while it has no validation message. */
  helperText?: ReactNode;
} & Pick<TextFieldProps, 'fullWidth' | 'margin' | 'required' | 'size' | 'sx'>;

/** A select of records (product, variant, warehouse, supplier) with its validation message. */
export const SelectField = ({
  label,
  value,
  onChange,
  options,
  error,
  helperText,
  ...field
}: SelectFieldProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      label={translate(label)}
      // Shown once an option holds it: until the options load the field is empty, not undrawable.
      value={options.some((option) => option._id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? helperText}
      {...field}
    >
      {options.map((option) => (
        <MenuItem key={option._id} value={option._id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
