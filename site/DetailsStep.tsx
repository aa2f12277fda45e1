/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import type { BookingSite, CodeSent, HoldDocument } from '../registry/bookingSite';
import { callSite } from './api';
import { useLanguage } from './i18n';
import { Field } from './Field';
import { fieldError, Problem } from './Problem';
import { StepHeading } from './StepHeading';
import { detailsErrors, type Details } from './validation';

interface DetailsStepProps {
  site: BookingSite;
  hold: HoldDocument;
  details: Details;
  onDetails: (details: Details) => void;
  onCodeSent: (codeSent: CodeSent) => void;
}

/** Name, mobile and e-mail, and where the one-time code goes. */
export const DetailsStep = ({ site, hold, details, onDetails, onCodeSent }: DetailsStepProps) => {
  const { t, language } = useLanguage();
  const [shownErrors, setShownErrors] = useState<ReturnType<typeof detailsErrors>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Details>) => {
    const next = { ...details, ...change };
    // Without an e-mail the code can only go by SMS.
    if (next.email.trim() === '') next.channel = 'sms';
    onDetails(next);
  };
  const errorOf = (field: keyof Details) => {
    const own = shownErrors[field];
    return own ? t(own) : fieldError(failure, field);
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    const errors = detailsErrors(details, site);
    setShownErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      onCodeSent(
        await callSite('bookingHoldCode', language, {
          body: {
            holdToken: hold.holdToken,
            fullName: details.fullName.trim(),
            phone: details.phone.trim(),
            email: details.email.trim() || null,
            channel: details.channel,
          },
        }),
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <StepHeading>{t('holdHeading')}</StepHeading>
      <Field id="name" label={t('nameLabel')} error={errorOf('fullName')}>
        {(described) => (
          <input
            {...described}
            type="text"
            autoComplete="name"
            value={details.fullName}
            onInput={(event) => set({ fullName: event.currentTarget.value })}
          />
        )}
      </Field>
      <Field
        id="mobile"
        label={t('mobileLabel')}
        hint={t(site.country === 'AU' ? 'mobileHintAU' : 'mobileHintKE')}
        error={errorOf('phone')}
      >
        {(described) => (
          <input
            {...described}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={details.phone}
            onInput={(event) => set({ phone: event.currentTarget.value })}
          />
        )}
      </Field>
      <Field
        id="email"
        label={t(site.emailRequired ? 'emailLabel' : 'emailOptional')}
        error={errorOf('email')}
      >
        {(described) => (
          <input
            {...described}
            type="email"
            autoComplete="email"
            value={details.email}
            onInput={(event) => set({ email: event.currentTarget.value })}
          />
        )}
      </Field>
      <fieldset class="field">
        <legend>{t('channelLabel')}</legend>
        <label class="choice">
          <input
            type="radio"
            name="channel"
            checked={details.channel === 'sms'}
            onChange={() => set({ channel: 'sms' })}
          />
          {t('channelSms')}
        </label>
        <label class="choice">
          <input
            type="radio"
            name="channel"
            checked={details.channel === 'email'}
            disabled={details.email.trim() === ''}
            onChange={() => set({ channel: 'email' })}
          />
          {t('channelEmail')}
        </label>
      </fieldset>
      <div class="field">
        <label class="choice">
          <input
            type="checkbox"
            checked={details.marketingOptIn}
            onChange={(event) => set({ marketingOptIn: event.currentTarget.checked })}
          />
          {t('marketingOptIn', { salon: site.name })}
        </label>
      </div>
      <Problem
        failure={failure}
        fields={['fullName', 'phone', 'email']}
        retry={() => void submit(new Event('submit'))}
      />
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {t('sendCode')}
        </button>
      </div>
    </form>
  );
};
