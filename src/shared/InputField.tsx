import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

type InputFieldProps = Omit<TextFieldProps, 'label' | 'onChange' | 'error' | 'helperText'> & {
  /** i18n key of the label. */
  label: string;
  onChange: (value: string) => void;
  /** The message when the value is refused: the field turns red and says it. */
  error?: string;
  /** i18n key of the hint under the field while nothing is refused. */
  hint?: string;
};

/**
 * A text field of a form whose values the screen keeps, full width with dense margins unless told otherwise: its
 * label and hint are text keys, it hands back the typed value, and a refusal shows in place of
 * the hint.
 */
export const InputField = ({ label, onChange, error, hint, ...field }: InputFieldProps) => {
  const translate = useTranslate();
  return (
    <TextField
      fullWidth
      margin="dense"
      {...field}
      label={translate(label)}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? (hint ? translate(hint) : undefined)}
    />
  );
};
