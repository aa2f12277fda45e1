import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RecipientSummary } from '../dataProvider/messaging';

/** Whether a reply is worth a word beyond its toast: some chosen clients got nothing. */
export const hasSkipped = (summary: RecipientSummary) => summary.skipped > 0;

/** A sent message's summary: how many got it, and how many were skipped and why (opted out, no address). */
export const SendSummary = ({ summary }: { summary: RecipientSummary }) => {
  const translate = useTranslate();
  const queued = summary.total - summary.skipped;
  return (
    <Alert severity={queued ? 'warning' : 'error'} role="status">
      <AlertTitle>
        {translate('saluni.messaging.contact.queuedCount', { n: queued, total: summary.total })}
      </AlertTitle>
      {translate('saluni.messaging.contact.skipped', { n: summary.skipped, total: summary.total })}
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {summary.optedOut > 0 && (
          <li>{translate('saluni.messaging.contact.optedOut', { n: summary.optedOut })}</li>
        )}
        {summary.noAddress > 0 && (
          <li>{translate('saluni.messaging.contact.noAddress', { n: summary.noAddress })}</li>
        )}
      </Box>
    </Alert>
  );
};
