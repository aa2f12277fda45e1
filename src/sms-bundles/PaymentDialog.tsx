import { Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import type { SmsBundle, SmsBundleOrder } from '../dataProvider/smsBundles';
import { mpesaPhoneRefusal, mpesaPhoneRequired } from '../shared/mpesaPhone';
import { BundleDialog } from './BundleDialog';
import { PaymentStatus, useOrderAfterPush } from './PaymentStatus';
import { cardReturnPath } from './cardReturn';
import './texts';
import '../shared/specScreensTexts';

interface PaymentDialogProps {
  bundle: SmsBundle;
  /** The order being paid; its `_id` is the payment's transaction reference. */
  order: SmsBundleOrder;
  onClose: () => void;
  /** A failed payment's order is over: another one is made for the same bundle. */
  onTryAgain: () => void;
  retrying: boolean;
}

/**
 * 'Select payment method' (back-office.md 2): the M-Pesa phone, 'Send push STK', an 'Or'
 * divider and 'Card'. Sending toasts 'Processing Payment', then 'Payment request sent to your
 * phone' on the reply, then follows the order until it is paid or not. 'Card' opens the card
 * provider's hosted page, which comes back to the SMS bundles tab. M-Pesa takes shillings only:
 * a bundle in another currency (AUD) offers the card alone.
 */
export const PaymentDialog = ({
  bundle,
  order,
  onClose,
  onTryAgain,
  retrying,
}: PaymentDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const [phone, setPhone] = useState('');
  /** The phone's error: required here, its form the server's ('Phone number must be valid'), shown under the field. */
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [pushed, setPushed] = useState<SmsBundleOrder | null>(null);
  const latest = useOrderAfterPush(pushed);
  const push = useMutation({
    mutationFn: () =>
      dataProvider.payByMpesa({
        phoneNumber: phone.trim(),
        amount: bundle.cost,
        transactionRef: order._id,
      }),
    onSuccess: () => {
      notify('saluni.spec.toast.paymentRequestSent', { type: 'success' });
      setPushed(order);
    },
    onError: (error) => {
      const fieldMessage = mpesaPhoneRefusal(error);
      if (fieldMessage) setPhoneError(fieldMessage);
      else notify(error.message, { type: 'error' });
    },
  });
  const card = useMutation({
    mutationFn: () =>
      dataProvider.payByCard({
        transactionRef: order._id,
        returnPath: cardReturnPath(order._id),
      }),
    onSuccess: (payment) => window.location.assign(payment.checkoutUrl),
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const byMpesa = bundle.currency === 'KES';
  const busy = push.isPending || card.isPending || card.isSuccess;
  const sendPush = () => {
    const required = mpesaPhoneRequired(phone);
    if (required) return setPhoneError(translate(required));
    setPhoneError(null);
    notify('saluni.spec.toast.processingPayment', { type: 'success' });
    push.mutate();
  };
  const settled = latest && latest.status !== 'pending';
  return (
    <BundleDialog
      titleId="payment-title"
      title="saluni.spec.payment.title"
      onClose={onClose}
      actions={
        <>
          {settled && latest.status !== 'paid' && (
            <Button onClick={onTryAgain} disabled={retrying}>
              {translate('saluni.smsBundles.payment.tryAgain')}
            </Button>
          )}
          <Button onClick={onClose}>{translate('saluni.smsBundles.payment.close')}</Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography>
          {translate('saluni.spec.payment.payingFor', {
            title: bundle.title,
            currency: bundle.currency,
            cost: bundle.cost,
          })}
        </Typography>
        {latest ? (
          <PaymentStatus order={latest} />
        ) : (
          <>
            {byMpesa && (
              <>
                <TextField
                  label={translate('saluni.spec.payment.mpesa')}
                  placeholder={translate('saluni.spec.payment.phonePlaceholder')}
                  type="tel"
                  autoComplete="tel"
                  value={phone}
                  onChange={(event) => {
                    setPhone(event.target.value);
                    setPhoneError(null);
                  }}
                  error={Boolean(phoneError)}
                  helperText={phoneError ?? undefined}
                  fullWidth
                />
                <Button variant="contained" onClick={sendPush} disabled={busy}>
                  {translate('saluni.spec.payment.sendPush')}
                </Button>
                <Divider>{translate('saluni.common.or')}</Divider>
              </>
            )}
            <Button
              variant={byMpesa ? 'outlined' : 'contained'}
              onClick={() => card.mutate()}
              disabled={busy}
            >
              {translate('saluni.spec.payment.card')}
            </Button>
          </>
        )}
      </Stack>
    </BundleDialog>
  );
};
