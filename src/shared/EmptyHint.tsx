import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What a panel says while it has nothing to list: a sentence and a hint (i18n keys). Unlike
 * ListEmpty it offers no create button: the page around it holds the way to add one.
 */
export const EmptyHint = ({ text, hint }: { text: string; hint: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {translate(text)}
      </Typography>
      <Typography color="text.secondary">{translate(hint)}</Typography>
    </Box>
  );
};
