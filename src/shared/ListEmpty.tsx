import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';

/**
 * Shown while a business has no records of a resource: a sentence, a hint and the create button.
 * A screen with its own words for them (clients) names their i18n keys.
 */
export const ListEmpty = ({
  text = 'saluni.list.empty',
  hint = 'saluni.list.emptyHint',
  createLabel,
}: {
  text?: string;
  hint?: string;
  /** The create button's label, when not react-admin's Create. */
  createLabel?: string;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p">
        {translate(text)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(hint)}
      </Typography>
      <CreateButton variant="contained" label={createLabel} />
    </Box>
  );
};
