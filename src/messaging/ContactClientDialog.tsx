import { Box, Button, DialogActions, DialogContent, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { RecipientSummary } from '../dataProvider/messaging';
import { WideDialog } from '../shared/WideDialog';
import { EmailForm } from './EmailForm';
import { hasSkipped, SendSummary } from './SendSummary';
import { SmsForm } from './SmsForm';
import './texts';
import '../shared/specScreensTexts';

export interface ContactClientDialogProps {
  onClose: () => void;
  /** Clients chosen when it opens (the client page's Contact). */
  clientIds?: string[];
  /** The tab it opens on. */
  tab?: 'email' | 'sms';
}

const TABS = [
  {
    id: 'email',
    label: 'saluni.spec.dashboard.email',
    title: 'saluni.spec.client.sendEmail',
    Form: EmailForm,
  },
  {
    id: 'sms',
    label: 'saluni.spec.dashboard.sms',
    title: 'saluni.spec.client.sendSms',
    Form: SmsForm,
  },
] as const;

/**
 * Contact Client (back-office.md 2): Email and SMS tabs, each a form of its own that keeps what
 * was typed while the other is shown. A send that skipped some clients says how many and why
 * before the dialog closes; a send that reached everyone closes it.
 */
export const ContactClientDialog = ({
  onClose,
  clientIds = [],
  tab = 'email',
}: ContactClientDialogProps) => {
  const translate = useTranslate();
  const [current, setCurrent] = useState<string>(tab);
  const [summary, setSummary] = useState<RecipientSummary | null>(null);
  const sent = (reply: RecipientSummary) => (hasSkipped(reply) ? setSummary(reply) : onClose());
  const title = TABS.find((item) => item.id === current)!.title;
  return (
    <WideDialog titleId="contact-client-title" title={title} onClose={onClose} maxWidth={600}>
      {summary ? (
        <>
          <DialogContent>
            <SendSummary summary={summary} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {translate('saluni.messaging.contact.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <Tabs
            value={current}
            onChange={(_event, id: string) => setCurrent(id)}
            variant="fullWidth"
            aria-label={translate('saluni.spec.dashboard.contactClient')}
          >
            {TABS.map((item) => (
              <Tab
                key={item.id}
                value={item.id}
                label={translate(item.label)}
                id={`contact-tab-${item.id}`}
                aria-controls={`contact-panel-${item.id}`}
              />
            ))}
          </Tabs>
          {TABS.map(({ id, Form }) => (
            <Box
              key={id}
              role="tabpanel"
              hidden={id !== current}
              id={`contact-panel-${id}`}
              aria-labelledby={`contact-tab-${id}`}
            >
              <Form clientIds={clientIds} onCancel={onClose} onSent={sent} />
            </Box>
          ))}
        </>
      )}
    </WideDialog>
  );
};
