import { yupResolver } from '@hookform/resolvers/yup';
import SendIcon from '@mui/icons-material/Send';
import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { TextInput, useNotify } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import { DialogForm } from '../shared/FormDialog';
import type { RecipientSummary } from '../dataProvider/messaging';
import { emailSchema, newEmailValues, type EmailValues } from './messageForms';
import { CLIENT_EMAILS_QUERY_KEY } from './queryKeys';
import { RecipientsInputs } from './RecipientsInputs';

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
    <DialogForm
      defaultValues={newEmailValues(clientIds)}
      resolver={yupResolver(emailSchema) as never}
      onSubmit={(values: FieldValues) => send(values as EmailValues)}
      noValidate
      onCancel={onCancel}
      save={{ icon: <SendIcon />, label: 'saluni.messaging.contact.send' }}
    >
      <Stack spacing={1}>
        <RecipientsInputs />
        <TextInput source="subject" label="saluni.messaging.contact.subject" fullWidth />
        <TextInput
          source="intro"
          label="saluni.messaging.contact.body"
          multiline
          minRows={4}
          fullWidth
        />
      </Stack>
    </DialogForm>
  );
};
