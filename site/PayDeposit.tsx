/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import type { BookingDocument, BookingSite } from '../registry/bookingSite';
import { callSite } from './api';
import { DepositMethodFields, type DepositChoice } from './DepositMethodFields';
import { useLanguage } from './i18n';
import { useSiteOptions } from './options';
import { fieldError, Problem } from './Problem';

interface PayDepositProps {
  token: string;
  onBooking: (booking: BookingDocument) => void;
  /** The business's ways of paying a deposit (its booking site says which). */
  methods: BookingSite['depositMethods'];
}

/** Paying a deposit still owed (a booking made by phone, or a payment that failed). */
export const PayDeposit = ({ token, onBooking, methods }: PayDepositProps) => {
  const { t, language } = useLanguage();
  const { openPage } = useSiteOptions();
  const [choice, setChoice] = useState<DepositChoice>({ method: methods[0]!, payerPhone: '' });
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const pay = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const answer = await callSite('bookingManagePay', language, {
        params: { token },
        body: {
          payWith: choice.method,
          ...(choice.method === 'm-pesa' && { mpesaPhone: choice.payerPhone.trim() }),
        },
      });
      if (answer.payment?.method === 'card' && answer.payment.checkoutUrl)
        openPage(answer.payment.checkoutUrl);
      onBooking(answer);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={pay} noValidate>
      <DepositMethodFields
        methods={methods}
        choice={choice}
        onChoice={setChoice}
        phoneError={fieldError(failure, 'mpesaPhone')}
      />
      <Problem
        failure={failure}
        fields={['mpesaPhone']}
        retry={() => void pay(new Event('submit'))}
      />
      <button type="submit" class="primary" disabled={busy}>
        {t('payDeposit')}
      </button>
    </form>
  );
};
