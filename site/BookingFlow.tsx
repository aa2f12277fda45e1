/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import type {
  BookingDocument,
  BookingSite,
  CodeSent,
  HoldDocument,
  Verified,
} from '../registry/bookingSite';
import { CodeStep } from './CodeStep';
import { Confirmed } from './Confirmed';
import { DetailsStep } from './DetailsStep';
import { HoldCountdown } from './HoldCountdown';
import { useLanguage } from './i18n';
import { useSiteOptions } from './options';
import { PaymentWait } from './PaymentWait';
import { PolicyStep } from './PolicyStep';
import { ServicesStep } from './ServicesStep';
import { awaitingPayment } from './usePaymentPolling';
import type { Details } from './validation';
import { ANYONE, WhenStep } from './WhenStep';

/** Where the visitor is in the flow, with what the steps so far gave. */
type Step =
  | { name: 'services' }
  | { name: 'when' }
  | { name: 'details'; hold: HoldDocument }
  | { name: 'code'; hold: HoldDocument; codeSent: CodeSent }
  | { name: 'policy'; hold: HoldDocument; verified: Verified }
  | { name: 'paying' | 'confirmed' | 'leaving'; token: string; booking: BookingDocument };

/** The booking flow: services, who and when, details, code, policy and deposit, confirmation. */
export const BookingFlow = ({ site, formShownAt }: { site: BookingSite; formShownAt: number }) => {
  const { t } = useLanguage();
  const { openPage } = useSiteOptions();
  const [step, setStep] = useState<Step>({ name: 'services' });
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [when, setWhen] = useState({ employeeId: ANYONE, date: site.firstDate });
  const [details, setDetails] = useState<Details>({
    fullName: '',
    phone: '',
    email: '',
    channel: 'sms',
    marketingOptIn: false,
  });

  const toggle = (serviceId: string) =>
    setServiceIds((chosen) =>
      chosen.includes(serviceId) ? chosen.filter((id) => id !== serviceId) : [...chosen, serviceId],
    );

  const booked = (booking: BookingDocument) => {
    const token = booking.manageToken ?? '';
    if (
      booking.payment?.method === 'card' &&
      booking.payment.checkoutUrl &&
      awaitingPayment(booking)
    ) {
      setStep({ name: 'leaving', token, booking });
      openPage(booking.payment.checkoutUrl);
    } else {
      setStep({ name: awaitingPayment(booking) ? 'paying' : 'confirmed', token, booking });
    }
  };

  const held = 'hold' in step ? step.hold : null;
  return (
    <>
      {held && (
        <HoldCountdown expiresAt={held.expiresAt} onExpired={() => setStep({ name: 'when' })} />
      )}
      {step.name === 'services' && (
        <ServicesStep
          site={site}
          chosen={serviceIds}
          onToggle={toggle}
          onContinue={() => setStep({ name: 'when' })}
        />
      )}
      {step.name === 'when' && (
        <WhenStep
          site={site}
          serviceIds={serviceIds}
          employeeId={when.employeeId}
          date={when.date}
          onChange={(change) => setWhen((current) => ({ ...current, ...change }))}
          formShownAt={formShownAt}
          onHeld={(hold) => setStep({ name: 'details', hold })}
          onBack={() => setStep({ name: 'services' })}
        />
      )}
      {step.name === 'details' && (
        <DetailsStep
          site={site}
          hold={step.hold}
          details={details}
          onDetails={setDetails}
          onCodeSent={(codeSent) => setStep({ name: 'code', hold: step.hold, codeSent })}
        />
      )}
      {step.name === 'code' && (
        <CodeStep
          hold={step.hold}
          codeSent={step.codeSent}
          onVerified={(verified) => setStep({ name: 'policy', hold: step.hold, verified })}
          onBack={() => setStep({ name: 'details', hold: step.hold })}
        />
      )}
      {step.name === 'policy' && (
        <PolicyStep
          site={site}
          hold={step.hold}
          verified={step.verified}
          mobile={details.phone}
          marketingOptIn={details.marketingOptIn}
          onBooked={booked}
        />
      )}
      {step.name === 'paying' && (
        <PaymentWait
          token={step.token}
          booking={step.booking}
          onBooking={(booking) => booked({ ...booking, manageToken: step.token })}
        />
      )}
      {step.name === 'leaving' && <p role="status">{t('goingToCard')}</p>}
      {step.name === 'confirmed' && <Confirmed token={step.token} booking={step.booking} />}
    </>
  );
};
