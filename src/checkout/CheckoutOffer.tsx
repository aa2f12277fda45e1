import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Appointment } from '../dataProvider/appointments';
import { QuestionDialog } from '../shared/QuestionDialog';
import { useCheckoutAppointment } from './cartQueries';
import './texts';
import '../shared/specScreensTexts';

/** Shown once an appointment is booked: Checkout takes it to payment (`useCheckoutAppointment`). */
export const CheckoutOffer = ({
  appointment,
  onClose,
}: {
  appointment: Appointment;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const checkout = useCheckoutAppointment(appointment, onClose);
  return (
    <QuestionDialog
      titleId="checkout-offer-title"
      title={translate('saluni.checkout.offer.title')}
      text={translate('saluni.checkout.offer.body')}
      onClose={onClose}
    >
      <Button onClick={onClose}>{translate('saluni.common.close')}</Button>
      <Button variant="contained" onClick={() => checkout.mutate()} disabled={checkout.isPending}>
        {translate('saluni.spec.dashboard.checkout')}
      </Button>
    </QuestionDialog>
  );
};
