import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

type NoteFieldProps = Omit<TextFieldProps, 'label' | 'value' | 'onChange' | 'multiline'> & {
  /** The box's label, an i18n key. */
  label: string;
  value: string;
  onChange: (text: string) => void;
};

/** A free-text note (an order's notes, a refund's reason, a cash-up's remarks): two lines to start, growing as typed. */
export const NoteField = ({ label, value, onChange, ...props }: NoteFieldProps) => {
  const translate = useTranslate();
  return (
    <TextField
      {...props}
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={2}
    />
  );
};
