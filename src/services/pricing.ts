import { DURATION_OPTIONS, type PricingOption } from '../../registry/resources/servicePricing';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** '30 min', and the spec's '1 Hr' for 60. */
export const durationLabel = (minutes: number, translate: Translate) =>
  minutes === 60 ? translate('saluni.services.duration.oneHour') : translate('saluni.services.duration.minutes', { n: minutes });

export const durationChoices = (translate: Translate) => DURATION_OPTIONS.map((minutes) => ({ id: minutes, name: durationLabel(minutes, translate) }));

/** 'Short hair · 30 min · KES 1,500.00' per option, for lists; `money` writes the business currency. */
export const pricingSummary = (options: unknown, translate: Translate, money: (amount: number) => string): string[] =>
  (Array.isArray(options) ? (options as PricingOption[]) : []).map((option) =>
    [option.name, durationLabel(option.durationInMinutes, translate), money(option.price)].filter(Boolean).join(' · '),
  );
