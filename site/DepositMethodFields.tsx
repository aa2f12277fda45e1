/** @jsxImportSource preact */
import type { BookingSite } from '../registry/bookingSite';
import { Field } from './Field';
import { useLanguage } from './i18n';

export type DepositMethod = BookingSite['depositMethods'][number];

export interface DepositChoice {
  method: DepositMethod;
  payerPhone: string;
}

interface DepositMethodFieldsProps {
  methods: DepositMethod[];
  choice: DepositChoice;
  onChoice: (choice: DepositChoice) => void;
  phoneError?: string;
}

/** How the deposit is paid; M-Pesa asks for the number that pays (the verified mobile to start). */
export const DepositMethodFields = ({
  methods,
  choice,
  onChoice,
  phoneError,
}: DepositMethodFieldsProps) => {
  const { t } = useLanguage();
  return (
    <>
      <fieldset class="field">
        <legend>{t('payBy')}</legend>
        {methods.map((method) => (
          <label key={method} class="choice">
            <input
              type="radio"
              name="depositMethod"
              checked={choice.method === method}
              onChange={() => onChoice({ ...choice, method })}
            />
            {t(method === 'm-pesa' ? 'methodMpesa' : 'methodCard')}
          </label>
        ))}
      </fieldset>
      {choice.method === 'm-pesa' && (
        <Field id="payerPhone" label={t('payerPhoneLabel')} error={phoneError}>
          {(described) => (
            <input
              {...described}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={choice.payerPhone}
              onInput={(event) => onChoice({ ...choice, payerPhone: event.currentTarget.value })}
            />
          )}
        </Field>
      )}
    </>
  );
};
