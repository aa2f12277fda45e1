import { Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MESSAGE_SETTINGS_PATH } from '../shared/appScreens';
import './texts';

const T = 'saluni.offerings.settings';

/** The way from the business settings to the automatic messages' own page. */
export const AutomaticMessagesLink = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ maxWidth: 640, mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`${T}.automaticMessages`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${T}.automaticMessagesHint`)}
        </Typography>
        <Button component={Link} to={MESSAGE_SETTINGS_PATH} variant="outlined">
          {translate(`${T}.automaticMessages`)}
        </Button>
      </CardContent>
    </Card>
  );
};
