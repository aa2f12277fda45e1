import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { ClientConsultationForms } from './ClientConsultationForms';
import { ClientFeedback } from './ClientFeedback';

const TABS = [
  { id: 'consultation-forms', label: 'saluni.clientRecords.consultationForm.title', Component: ClientConsultationForms },
  { id: 'feedback', label: 'saluni.clientRecords.feedback.tab', Component: ClientFeedback },
] as const;

/**
 * `/client/{id}/records`: a client's consultation forms and feedback on one page (`?tab=`),
 * the same components the client detail page mounts as tabs; a link to them that works alone.
 */
export const ClientRecordsPage = () => {
  const translate = useTranslate();
  const { clientId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { data: client } = useGetOne('client', { id: clientId }, { enabled: Boolean(clientId) });
  const current = TABS.find((tab) => tab.id === params.get('tab')) ?? TABS[0];
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {client?.fullName ?? ''}
      </Typography>
      <Tabs value={current.id} onChange={(_event, tab: string) => setParams({ tab })} variant="scrollable" allowScrollButtonsMobile>
        {TABS.map((tab) => (
          <Tab key={tab.id} value={tab.id} label={translate(tab.label)} />
        ))}
      </Tabs>
      <Card>
        <CardContent>
          <current.Component clientId={clientId} />
        </CardContent>
      </Card>
    </Box>
  );
};
