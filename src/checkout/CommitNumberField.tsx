import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';

type CommitNumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'type'> & {
  value: number;
  /** Called with the new number when the field is left (or Enter pressed) with another valid value. */
  onCommit: (value: number) => void;
  min?: number;
  step?: number;
};

/**
 * A number the server keeps (a quantity, a discount): typed freely, sent once when the field is
 * left or Enter is pressed, and put back to the kept value when left empty or invalid.
 */
export const CommitNumberField = ({
  value,
  onCommit,
  min = 0,
  step = 1,
  slotProps,
  ...props
}: CommitNumberFieldProps) => {
  const [text, setText] = useState(String(value));
  const [kept, setKept] = useState(value);
  if (kept !== value) {
    // The server's reply changed the value: show it (React's "adjust state on prop change").
    setKept(value);
    setText(String(value));
  }
  const commit = () => {
    const next = Number(text);
    if (text.trim() === '' || !Number.isFinite(next) || next < min) return setText(String(value));
    if (next !== value) onCommit(next);
  };
  return (
    <TextField
      {...props}
      type="number"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      slotProps={{
        ...slotProps,
        htmlInput: { min, step, inputMode: step === 1 ? 'numeric' : 'decimal' },
      }}
    />
  );
};
