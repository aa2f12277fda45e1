/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (described: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
  }) => ComponentChildren;
}

/** A labelled input with its hint and its error beside it, both read with the input. */
export const Field = ({ id, label, hint, error, children }: FieldProps) => {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} class="hint">
          {hint}
        </p>
      )}
      {children({
        id,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(error && { 'aria-invalid': true }),
      })}
      {error && (
        <p id={`${id}-error`} class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
