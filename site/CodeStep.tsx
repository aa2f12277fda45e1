/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import {
  CODE_LENGTH,
  type CodeSent,
  type HoldDocument,
  type Verified,
} from '../registry/bookingSite';
import { callSite } from './api';
import { Field } from './Field';
import { useLanguage } from './i18n';
import { fieldError, Problem } from './Problem';
import { StepHeading } from './StepHeading';
import { isCode } from './validation';

interface CodeStepProps {
  hold: HoldDocument;
  codeSent: CodeSent;
  onVerified: (verified: Verified) => void;
  onBack: () => void;
}

/** The one-time code the visitor received, which proves the mobile or e-mail is theirs. */
export const CodeStep = ({ hold, codeSent, onVerified, onBack }: CodeStepProps) => {
  const { t, language } = useLanguage();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    const ok = isCode(code, CODE_LENGTH);
    setInvalid(!ok);
    if (!ok) return;
    setBusy(true);
    setFailure(null);
    try {
      onVerified(
        await callSite('bookingHoldVerify', language, {
          body: { holdToken: hold.holdToken, code: code.replace(/\s/g, '') },
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
      <StepHeading>{t('codeHeading')}</StepHeading>
      <p>{t('codeSentTo', { to: codeSent.sentTo })}</p>
      <Field
        id="code"
        label={t('codeLabel')}
        error={invalid ? t('codeInvalid') : fieldError(failure, 'code')}
      >
        {(described) => (
          <input
            {...described}
            class="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH + 2}
            value={code}
            onInput={(event) => setCode(event.currentTarget.value)}
          />
        )}
      </Field>
      <Problem failure={failure} fields={['code']} retry={() => void submit(new Event('submit'))} />
      <div class="actions">
        <button type="button" onClick={onBack}>
          {t('back')}
        </button>
        <button type="submit" class="primary" disabled={busy}>
          {t('verify')}
        </button>
      </div>
    </form>
  );
};
