import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SelectOption } from './SelectField';

/**
 * A list filter's select: the empty value (`allLabel`, "All") first, then the options. Unlike
 * SelectField it keeps its value while the options load, since the value narrows the list.
 */
export const FilterSelect = ({
  label,
  allLabel,
  value,
  onChange,
  options,
  sx,
}: {
  /** i18n key of the label. */
  label: string;
  /** i18n key of the choice that filters nothing. */
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  sx?: TextFieldProps['sx'];
}) => {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      select
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
    >
      <MenuItem value="">{translate(allLabel)}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option._id} value={option._id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
