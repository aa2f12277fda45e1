import { TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A category name edited in place: click to edit, Enter or leaving the field saves, Esc cancels.
 * An unchanged or empty name saves nothing.
 */
export const InlineName = ({
  name,
  disabled,
  onSave,
}: {
  name: string;
  disabled: boolean;
  onSave: (name: string) => Promise<void>;
}) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState<string | null>(null);
  // Enter and Esc end editing, and the field may then report a blur: only the first ending counts.
  const ended = useRef(false);
  const start = () => {
    ended.current = false;
    setDraft(name);
  };
  const end = async (save: boolean) => {
    if (ended.current || draft === null) return;
    ended.current = true;
    const next = draft.trim();
    setDraft(null);
    if (save && next && next !== name) await onSave(next);
  };

  if (draft === null) {
    return (
      <Typography
        component="span"
        role={disabled ? undefined : 'button'}
        tabIndex={disabled ? undefined : 0}
        onClick={() => !disabled && start()}
        onKeyDown={(event) => !disabled && event.key === 'Enter' && start()}
        sx={{ cursor: disabled ? 'default' : 'text' }}
      >
        {name}
      </Typography>
    );
  }
  return (
    <TextField
      size="small"
      autoFocus
      value={draft}
      slotProps={{ htmlInput: { 'aria-label': translate('saluni.inventory.categories.name') } }}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => void end(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void end(true);
        if (event.key === 'Escape') void end(false);
      }}
    />
  );
};
