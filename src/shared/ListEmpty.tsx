import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';

/** Shown while a business has no records of a resource. */
export const ListEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p">
        {translate('saluni.list.empty')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('saluni.list.emptyHint')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};
