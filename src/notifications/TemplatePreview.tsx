import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessagePreview } from '../../registry/messages';
import './texts';

const T = 'saluni.notifications.templates';

/** The SMS text and the e-mail as a sample client would get them, with the SMS parts and units. */
export const TemplatePreview = ({
  preview,
  waiting,
  failure,
}: {
  preview: MessagePreview | undefined;
  waiting: boolean;
  failure: string | undefined;
}) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
      <Typography variant="subtitle2" component="h3">
        {translate(`${T}.preview`)}
      </Typography>
      <Box sx={{ height: 4, my: 0.5 }}>{waiting && <LinearProgress />}</Box>
      {failure && <Typography color="error">{failure}</Typography>}
      {preview && (
        <>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {preview.sms.text}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate(`${T}.parts`, {
              parts: preview.sms.parts,
              encoding: preview.sms.encoding === 'GSM-7' ? 'GSM-7' : translate(`${T}.unicode`),
              units: preview.sms.units,
            })}
          </Typography>
          <Typography variant="subtitle2" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
            {preview.email.subject}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {preview.email.body}
          </Typography>
        </>
      )}
    </Paper>
  );
};
