/** @jsxImportSource preact */
import type { BookingDocument } from '../registry/bookingSite';
import { formatMoney } from './format';
import { useLanguage } from './i18n';
import { StepHeading } from './StepHeading';
import { usePaymentPolling } from './usePaymentPolling';

interface PaymentWaitProps {
  token: string;
  booking: BookingDocument;
  onBooking: (booking: BookingDocument) => void;
}

/** "Check your phone" while M-Pesa asks the client for their PIN; the page follows the payment. */
export const PaymentWait = ({ token, booking, onBooking }: PaymentWaitProps) => {
  const { t } = useLanguage();
  usePaymentPolling(token, booking, onBooking);
  return (
    <section aria-busy="true">
      <StepHeading>{t('checkPhoneHeading')}</StepHeading>
      <p>
        {t('checkPhone', { amount: formatMoney(booking.depositMinor, booking.business.currency) })}
      </p>
    </section>
  );
};
