/** The spec's call duration options in minutes (back-office.md 9); every pricing option uses one. */
export const DURATION_OPTIONS = [10, 20, 30, 40, 60, 90, 120, 150, 180, 240, 300, 360] as const;
export type DurationInMinutes = (typeof DURATION_OPTIONS)[number];

/** Most options a service may have: enough for every length and tier a salon prices. */
export const MAX_PRICING_OPTIONS = 20;

export interface PricingOption {
  /** Optional label, e.g. 'Short hair'. */
  name?: string | null;
  /** In the business currency (KES by default). */
  price: number;
  durationInMinutes: DurationInMinutes;
}

export const PRICING_EXAMPLE: PricingOption[] = [
  { name: 'Short hair', price: 1500, durationInMinutes: 30 },
  { name: 'Long hair', price: 2500.5, durationInMinutes: 60 },
];
