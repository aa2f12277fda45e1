import type { TranslateFunction as Translate } from 'react-admin';
import {
  FREQUENCY_TYPES,
  type MembershipDuration,
  type PriceMap,
} from '../../registry/offerings/membershipTerms';
import './texts';

/** 'Weekly KES 1,500.00 · Monthly KES 5,000.00', frequencies in their fixed order; `money` writes the business currency. */
export const priceText = (
  translate: Translate,
  price: PriceMap | null | undefined,
  money: (amount: number | undefined) => string,
): string =>
  FREQUENCY_TYPES.filter((frequency) => price?.[frequency] !== undefined)
    .map(
      (frequency) =>
        `${translate(`saluni.offerings.frequencies.${frequency}`)} ${money(price?.[frequency])}`,
    )
    .join(' · ');

/** '3 Month(s)', or 'Open-ended' for a membership without a duration. */
export const durationText = (
  translate: Translate,
  duration: MembershipDuration | null | undefined,
): string =>
  duration
    ? `${duration.value} ${translate(`saluni.offerings.durationTypes.${duration.duration_type}`)}`
    : translate('saluni.offerings.noDuration');

/** A form error's text: react-hook-form keeps nested errors of an object field under its keys. */
export const errorText = (translate: Translate, error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return translate(message, { _: message });
  if (message && typeof message === 'object') {
    const { message: key, args } = message as { message: string; args?: Record<string, unknown> };
    return translate(key, { _: key, ...args });
  }
  for (const nested of Object.values(error)) {
    const text = errorText(translate, nested);
    if (text) return text;
  }
  return undefined;
};
