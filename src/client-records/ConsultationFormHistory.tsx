import { Box, CircularProgress, DialogContent, Divider, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { DialogFrame } from '../shared/FormDialog';
import './texts';

/** Every version of a form, newest first, each with its questions and answers as saved then. */
export const ConsultationFormHistory = ({
  formId,
  onClose,
}: {
  formId: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { dateTime } = useBusinessFormat();
  const dataProvider = useSaluniDataProvider();
  const { data: versions, isPending } = useQuery({
    queryKey: ['consultation-form', formId, 'history'],
    queryFn: () => dataProvider.consultationFormHistory(formId),
  });
  return (
    <DialogFrame
      title={translate('saluni.clientRecords.consultationForm.historyTitle')}
      onClose={onClose}
      maxWidth="md"
      titleId="consultation-form-history-title"
    >
      <DialogContent>
        {isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
        {versions?.map((version) => (
          <Box
            key={version.version}
            component="section"
            aria-label={translate('saluni.clientRecords.consultationForm.version', {
              version: version.version,
            })}
            sx={{ mb: 2 }}
          >
            <Typography variant="subtitle1" component="h3">
              {translate(
                version.replacedAt
                  ? 'saluni.clientRecords.consultationForm.version'
                  : 'saluni.clientRecords.consultationForm.currentVersion',
                {
                  version: version.version,
                },
              )}
              {' · '}
              {version.form.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('saluni.clientRecords.consultationForm.savedAt', {
                date: dateTime(version.savedAt),
              })}
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              {version.form.questions.map((item, index) => (
                <Box key={index} sx={{ mt: 1 }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                    {item.question}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ ml: 0 }}>
                    {item.answer || translate('saluni.clientRecords.consultationForm.noAnswer')}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Divider sx={{ mt: 2 }} />
          </Box>
        ))}
      </DialogContent>
    </DialogFrame>
  );
};
