/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import type { BookingDocument, BookingSite, HoldDocument, Verified } from '../registry/bookingSite';
import { callSite } from './api';
import { DepositMethodFields, type DepositChoice } from './DepositMethodFields';
import { formatMoney } from './format';
import { useLanguage } from './i18n';
import { fieldError, Problem } from './Problem';
import { StepHeading } from './StepHeading';

interface PolicyStepProps {
  site: BookingSite;
  hold: HoldDocument;
  verified: Verified;
  mobile: string;
  /** Sent with the confirmation, which records it once the client is known. */
  marketingOptIn: boolean;
  onBooked: (booking: BookingDocument) => void;
}

/** The salon's policy to accept, and the deposit the verified client owes with how to pay it. */
export const PolicyStep = ({
  site,
  hold,
  verified,
  mobile,
  marketingOptIn,
  onBooked,
}: PolicyStepProps) => {
  const { t, language } = useLanguage();
  const [accepted, setAccepted] = useState(false);
  const [mustAccept, setMustAccept] = useState(false);
  const [choice, setChoice] = useState<DepositChoice>({
    method: site.depositMethods[0] ?? 'm-pesa',
    payerPhone: mobile,
  });
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const owesDeposit = verified.depositMinor > 0;

  const submit = async (event: Event) => {
    event.preventDefault();
    setMustAccept(!accepted);
    if (!accepted) return;
    setBusy(true);
    setFailure(null);
    try {
      onBooked(
        await callSite('bookingHoldConfirm', language, {
          body: {
            holdToken: hold.holdToken,
            acceptPolicy: true,
            ...(marketingOptIn && { marketingOptIn: true }),
            ...(owesDeposit && {
              payWith: choice.method,
              ...(choice.method === 'm-pesa' && { mpesaPhone: choice.payerPhone.trim() }),
            }),
          },
        }),
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const policyError = mustAccept ? t('mustAccept') : fieldError(failure, 'acceptPolicy');
  return (
    <form onSubmit={submit} noValidate>
      <StepHeading>{t('policyHeading')}</StepHeading>
      <div class="policy" lang={language}>
        {site.policy[language]}
      </div>
      <div class="field">
        <label class="choice">
          <input
            type="checkbox"
            checked={accepted}
            aria-invalid={policyError ? true : undefined}
            aria-describedby={policyError ? 'accept-error' : undefined}
            onChange={(event) => setAccepted(event.currentTarget.checked)}
          />
          {t('acceptPolicy')}
        </label>
        {policyError && (
          <p id="accept-error" class="error" role="alert">
            {policyError}
          </p>
        )}
      </div>
      <p class="deposit-owed">
        {owesDeposit
          ? t('depositOwed', { amount: formatMoney(verified.depositMinor, site.currency) })
          : t('noDeposit')}
      </p>
      {owesDeposit && (
        <DepositMethodFields
          methods={site.depositMethods}
          choice={choice}
          onChoice={setChoice}
          phoneError={fieldError(failure, 'mpesaPhone')}
        />
      )}
      <Problem
        failure={failure}
        fields={['acceptPolicy', 'mpesaPhone']}
        retry={() => void submit(new Event('submit'))}
      />
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {t(owesDeposit ? 'confirmAndPay' : 'confirm')}
        </button>
      </div>
    </form>
  );
};
