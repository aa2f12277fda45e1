import { yupResolver } from '@hookform/resolvers/yup';
import SendIcon from '@mui/icons-material/Send';
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { DialogForm } from '../shared/FormDialog';
import type { RecipientValues } from './messageForms';
import { AudienceLine } from './AudienceLine';
import { RecipientsInputs } from './RecipientsInputs';

/**
 * A message's tab of Contact Client: the recipients, then the message's own inputs, who it
 * will reach, Cancel and Send; what is typed is checked by the message's schema before `onSend` has it.
 */
export const SendForm = <TValues extends RecipientValues>({
  channel,
  schema,
  defaultValues,
  onSend,
  onCancel,
  children,
}: {
  channel: 'sms' | 'email';
  schema: ObjectSchema<TValues>;
  defaultValues: TValues;
  onSend: (values: TValues) => Promise<unknown>;
  onCancel: () => void;
  children: ReactNode;
}) => (
  <DialogForm
    defaultValues={defaultValues}
    resolver={yupResolver(schema) as never}
    onSubmit={(values: FieldValues) => onSend(values as TValues)}
    noValidate
    onCancel={onCancel}
    save={{ icon: <SendIcon />, label: 'saluni.messaging.contact.send' }}
  >
    <Stack spacing={1}>
      <RecipientsInputs />
      {children}
      <AudienceLine channel={channel} />
    </Stack>
  </DialogForm>
);
