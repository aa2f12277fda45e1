import { useQueryClient } from '@tanstack/react-query';
import { TextInput, useNotify } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import type { RecipientSummary } from '../dataProvider/messaging';
import { emailSchema, newEmailValues, type EmailValues } from './messageForms';
import { CLIENT_EMAILS_QUERY_KEY } from './queryKeys';
import { SendForm } from './SendForm';
import '../shared/specScreensTexts';

export interface MessageFormProps {
  /** Clients chosen when the dialog opens (the client page's). */
  clientIds: string[];
  onCancel: () => void;
  onSent: (summary: RecipientSummary) => void;
}

/** Send email to clients (back-office.md 2 and 5): subject, body and recipients; 'Email(s) sent'. */
export const EmailForm = ({ clientIds, onCancel, onSent }: MessageFormProps) => {
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const queryClient = useQueryClient();
  const send = async (values: EmailValues) => {
    try {
      const email = await dataProvider.sendClientEmail(values);
      notify('saluni.spec.toast.emailsSent', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: CLIENT_EMAILS_QUERY_KEY });
      onSent(email.summary);
    } catch (error) {
      notify(error instanceof Error ? error.message : '', { type: 'error' });
    }
  };
  return (
    <SendForm
      channel="email"
      schema={emailSchema}
      defaultValues={newEmailValues(clientIds)}
      onSend={send}
      onCancel={onCancel}
    >
      <TextInput source="subject" label="saluni.messaging.contact.subject" fullWidth />
      <TextInput
        source="intro"
        label="saluni.messaging.contact.body"
        multiline
        minRows={4}
        fullWidth
      />
    </SendForm>
  );
};
