import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSaluniDataProvider } from '../dataProvider';
import type { Appointment } from '../dataProvider/appointments';
import { CHECKOUT_PATH } from '../shared/appScreens';
import { QuestionDialog } from '../shared/QuestionDialog';
import { useCartChange } from './cartQueries';
import './texts';

/**
 * Shown once an appointment is booked: Checkout starts a new cart with that client and the
 * appointment's services, each linked to the appointment, and goes to /checkout to take payment.
 */
export const CheckoutOffer = ({
  appointment,
  onClose,
}: {
  appointment: Appointment;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useSaluniDataProvider();
  const checkout = useCartChange<void>(
    async () => {
      await dataProvider.emptyCart();
      let cart = await dataProvider.updateCart({ clientId: appointment.clientId });
      for (const serviceId of appointment.serviceIds)
        cart = await dataProvider.addCartEntry({
          kind: 'service',
          serviceId,
          appointmentId: appointment._id,
          quantity: 1,
        });
      return cart;
    },
    () => {
      navigate(CHECKOUT_PATH);
      onClose();
    },
  );
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
