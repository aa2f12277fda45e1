import { Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { HttpError, TextInput, useNotify, useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import {
  BuyBundleDialog,
  LOW_SMS_BALANCE,
  useLowBalanceNotice,
  useReloadCurrentBusiness,
  useSmsBalance,
} from '../sms-bundles';
import type { MessageFormProps } from './EmailForm';
import { newSmsValues, smsSchema, type SmsValues } from './messageForms';
import { CLIENT_SMS_QUERY_KEY } from './queryKeys';
import { SendForm } from './SendForm';
import { smsLength } from './smsSegments';
import '../shared/specScreensTexts';

/** The spec's refusal (back-office.md 8); the status and code too, since the server words it in the reader's language. */
const isInsufficientSms = (error: unknown) =>
  error instanceof HttpError &&
  (error.status === 402 ||
    (error.body as { code?: string } | undefined)?.code === 'INSUFFICIENT_SMS' ||
    error.message.includes('insufficient SMS left'));

/** Characters, parts per client (what each recipient costs) and the balance, as the message is typed. */
const SmsCounter = ({ balance }: { balance: number }) => {
  const translate = useTranslate();
  const message = useWatch<SmsValues, 'message'>({ name: 'message' }) ?? '';
  const { characters, segments, encoding } = smsLength(message);
  return (
    <Stack spacing={0.5} aria-live="polite">
      <Typography variant="body2">
        {translate('saluni.messaging.contact.counter', { characters, segments })}
      </Typography>
      {encoding === 'ucs2' && (
        <Typography variant="body2" color="text.secondary">
          {translate('saluni.messaging.contact.unicodeHint')}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('saluni.messaging.contact.balance', { n: balance })}
      </Typography>
    </Stack>
  );
};

/**
 * Sending an SMS (back-office.md 4, 5, 8): with 10 SMS or fewer left, or when the server answers
 * that too few are left, no error toast: the balance toast and `openBuy` instead. Once sent, the
 * balance and the list of SMS are read again.
 */
const useSendSms = (balance: number, openBuy: () => void, onSent: MessageFormProps['onSent']) => {
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const queryClient = useQueryClient();
  const reloadBusiness = useReloadCurrentBusiness();
  const lowBalance = useLowBalanceNotice();
  return async (values: SmsValues) => {
    if (balance <= LOW_SMS_BALANCE) return lowBalance(balance, openBuy);
    try {
      const sms = await dataProvider.sendClientSms(values);
      notify('saluni.spec.toast.smsSent', { type: 'success' });
      await Promise.all([
        reloadBusiness(),
        queryClient.invalidateQueries({ queryKey: CLIENT_SMS_QUERY_KEY }),
      ]);
      onSent(sms.summary);
    } catch (error) {
      if (!isInsufficientSms(error))
        return notify(error instanceof Error ? error.message : '', { type: 'error' });
      lowBalance((await reloadBusiness()) ?? balance, openBuy);
    }
  };
};

/** Send SMS to clients (back-office.md 2): the message, its counter, and Buy An SMS Bundle when too few are left. */
export const SmsForm = ({ clientIds, onCancel, onSent }: MessageFormProps) => {
  const balance = useSmsBalance();
  const [buying, setBuying] = useState(false);
  const send = useSendSms(balance, () => setBuying(true), onSent);
  return (
    <>
      <SendForm
        channel="sms"
        schema={smsSchema}
        defaultValues={newSmsValues(clientIds)}
        onSend={send}
        onCancel={onCancel}
      >
        <TextInput
          source="message"
          label="saluni.messaging.contact.message"
          multiline
          minRows={4}
          fullWidth
        />
        <SmsCounter balance={balance} />
      </SendForm>
      {buying && <BuyBundleDialog onClose={() => setBuying(false)} />}
    </>
  );
};
