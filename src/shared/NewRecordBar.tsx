import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The row above a hub tab's table holding its New button, on the right; the row keeps its place
 * for a user who may not create, so the table does not move between users.
 */
export const NewRecordBar = ({
  label,
  allowed,
  onClick,
}: {
  /** i18n key of the button. */
  label: string;
  /** Whether the user may create: otherwise the row stays empty. */
  allowed: boolean;
  onClick: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
      {allowed && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
          {translate(label)}
        </Button>
      )}
    </Box>
  );
};
