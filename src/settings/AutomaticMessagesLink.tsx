import { Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  API_KEYS_SETTINGS_PATH,
  DATA_IMPORT_PATH,
  MESSAGE_SETTINGS_PATH,
  TAX_SETTINGS_PATH,
} from '../shared/appScreens';
import '../tax/texts';
import './texts';

/** A card leading from the business settings to a settings page of its own. */
const SettingsPageLink = ({ title, hint, to }: { title: string; hint: string; to: string }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ maxWidth: 640, mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(title)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate(hint)}
        </Typography>
        <Button component={Link} to={to} variant="outlined">
          {translate(title)}
        </Button>
      </CardContent>
    </Card>
  );
};

/** The way from the business settings to the automatic messages' own page. */
export const AutomaticMessagesLink = () => (
  <SettingsPageLink
    title="saluni.offerings.settings.automaticMessages"
    hint="saluni.offerings.settings.automaticMessagesHint"
    to={MESSAGE_SETTINGS_PATH}
  />
);

/** The way from the business settings to the tax settings. */
export const TaxSettingsLink = () => (
  <SettingsPageLink
    title="saluni.taxScreens.settings.open"
    hint="saluni.taxScreens.settings.hint"
    to={TAX_SETTINGS_PATH}
  />
);

/** The way from the business settings to the API keys (shown to owners and admins). */
export const ApiKeysLink = () => (
  <SettingsPageLink
    title="saluni.offerings.settings.apiKeys"
    hint="saluni.offerings.settings.apiKeysHint"
    to={API_KEYS_SETTINGS_PATH}
  />
);

/** The way from the business settings to importing a CSV file (shown to owners and admins). */
export const DataImportLink = () => (
  <SettingsPageLink
    title="saluni.dataImport.card.title"
    hint="saluni.dataImport.card.hint"
    to={DATA_IMPORT_PATH}
  />
);
