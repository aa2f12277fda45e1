import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A catalogue tab of the products hub (categories, options): its New button when the role may
 * add, then a spinner until the records arrive, the empty text when there are none, or them.
 * Texts are i18n keys under `labels` (`new`, `empty`).
 */
export const CatalogueTab = ({
  labels,
  onNew,
  loading,
  empty,
  children,
  dialogs,
}: {
  labels: string;
  /** Absent when the role may not add. */
  onNew?: () => void;
  loading: boolean;
  empty: boolean;
  children: ReactNode;
  /** The tab's dialogs, there whatever the list shows. */
  dialogs: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'flex-end' }}>
        {onNew && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
            {translate(`${labels}.new`)}
          </Button>
        )}
      </Stack>
      {loading ? (
        <CircularProgress aria-label={translate('saluni.inventory.loading')} />
      ) : empty ? (
        <Typography sx={{ p: 4, textAlign: 'center' }}>{translate(`${labels}.empty`)}</Typography>
      ) : (
        children
      )}
      {dialogs}
    </Box>
  );
};

/** A catalogue record's Edit and Delete buttons, named for it ("Edit Colour"), as the role allows. */
export const EditDeleteButtons = ({
  labels,
  name,
  onEdit,
  onDelete,
}: {
  labels: string;
  name: string;
  /** Absent when the role may not edit. */
  onEdit?: () => void;
  /** Absent when the role may not delete. */
  onDelete?: () => void;
}) => {
  const translate = useTranslate();
  return (
    <>
      {onEdit && (
        <IconButton aria-label={translate(`${labels}.editNamed`, { name })} onClick={onEdit}>
          <EditIcon />
        </IconButton>
      )}
      {onDelete && (
        <IconButton aria-label={translate(`${labels}.deleteNamed`, { name })} onClick={onDelete}>
          <DeleteIcon color="error" />
        </IconButton>
      )}
    </>
  );
};
