import AddCommentIcon from '@mui/icons-material/AddComment';
import { Box, Button, Card, CardContent, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useSaluniDataProvider } from '../dataProvider';
import type { ClientEmail, ClientSms } from '../dataProvider/messaging';
import { SmsBundlesTab } from '../sms-bundles';
import { ContactClientDialog } from './ContactClientDialog';
import { MessageList } from './MessageList';
import { CLIENT_EMAILS_QUERY_KEY, CLIENT_SMS_QUERY_KEY } from './queryKeys';
import { MESSAGE_TABS } from './messageTabs';
import './texts';
import '../shared/specScreensTexts';

type TabId = (typeof MESSAGE_TABS)[number]['id'];

const EmailTab = ({ mayDelete }: { mayDelete: boolean }) => {
  const dataProvider = useSaluniDataProvider();
  return (
    <MessageList<ClientEmail>
      queryKey={CLIENT_EMAILS_QUERY_KEY}
      fetchPage={dataProvider.listClientEmails}
      remove={mayDelete ? dataProvider.deleteClientEmail : undefined}
      deletedToast="saluni.spec.toast.clientEmailDeleted"
      emptyText="saluni.messaging.page.noEmails"
      headline={(email) => email.subject}
    />
  );
};

const SmsTab = ({ mayDelete }: { mayDelete: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  return (
    <MessageList<ClientSms>
      queryKey={CLIENT_SMS_QUERY_KEY}
      fetchPage={dataProvider.listClientSms}
      remove={mayDelete ? dataProvider.deleteClientSms : undefined}
      deletedToast="saluni.spec.toast.clientSmsDeleted"
      emptyText="saluni.messaging.page.noSms"
      headline={(sms) => sms.message}
      detail={(sms) =>
        translate('saluni.messaging.page.units', {
          segments: sms.segments,
          units: sms.unitsCharged,
        })
      }
    />
  );
};

/**
 * /messages: the client e-mails and SMS sent (each recipient's delivery status), and the SMS
 * balance with the bundle orders. The tab is in the URL (`?tab=`); New message opens Contact Client.
 */
export const MessagesPage = () => {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const [contacting, setContacting] = useState(false);
  const { allowed: mayCreate } = useModuleAccess('marketing.Client Messages', 'create');
  const { allowed: mayDelete } = useModuleAccess('marketing.Client Messages', 'delete');
  const current: TabId = MESSAGE_TABS.find((tab) => tab.id === search.get('tab'))?.id ?? 'email';
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 0 } }}>
      <Title title="saluni.messaging.page.title" />
      <Card>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, pr: 2 }}>
          <Tabs
            value={current}
            onChange={(_event, tab: string) => setSearch({ tab }, { replace: true })}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ flex: 1, minWidth: 0 }}
          >
            {MESSAGE_TABS.map((tab) => (
              <Tab key={tab.id} value={tab.id} label={translate(tab.label)} />
            ))}
          </Tabs>
          {mayCreate && (
            <Button
              variant="contained"
              startIcon={<AddCommentIcon />}
              onClick={() => setContacting(true)}
              sx={{ ml: 'auto', my: 1 }}
            >
              {translate('saluni.messaging.page.newMessage')}
            </Button>
          )}
        </Stack>
        <CardContent>
          {current === 'email' && <EmailTab mayDelete={mayDelete} />}
          {current === 'sms' && <SmsTab mayDelete={mayDelete} />}
          {current === 'bundles' && <SmsBundlesTab />}
        </CardContent>
      </Card>
      {contacting && (
        <ContactClientDialog
          tab={current === 'sms' ? 'sms' : 'email'}
          onClose={() => setContacting(false)}
        />
      )}
    </Box>
  );
};
