import AddIcon from '@mui/icons-material/Add';
import { Box, Button, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The bar above a dialog-kept list (warehouses, suppliers): the search box, then at the right
 * any extra buttons and the add button the role may use (texts are i18n keys).
 */
export const DialogListToolbar = ({
  searchLabel,
  q,
  onSearch,
  addLabel,
  onAdd,
  children,
}: {
  searchLabel: string;
  q: string;
  onSearch: (q: string) => void;
  addLabel: string;
  /** Absent when the role may not add. */
  onAdd?: () => void;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <TextField
        size="small"
        label={translate(searchLabel)}
        value={q}
        onChange={(event) => onSearch(event.target.value)}
      />
      <Box sx={{ flexGrow: 1 }} />
      {children}
      {onAdd && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {translate(addLabel)}
        </Button>
      )}
    </Box>
  );
};
