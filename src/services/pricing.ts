import { DURATION_OPTIONS, type PricingOption } from '../../registry/resources/servicePricing';
import { formatDuration } from '../format/duration';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const durationChoices = (translate: Translate) =>
  DURATION_OPTIONS.map((minutes) => ({ id: minutes, name: formatDuration(minutes, translate) }));

/** 'Short hair · 30 min · KES 1,500.00' per option, for lists; `money` writes the business currency. */
export const pricingSummary = (
  options: unknown,
  translate: Translate,
  money: (amount: number) => string,
): string[] =>
  (Array.isArray(options) ? (options as PricingOption[]) : []).map((option) =>
    [option.name, formatDuration(option.durationInMinutes, translate), money(option.price)]
      .filter(Boolean)
      .join(' · '),
  );
