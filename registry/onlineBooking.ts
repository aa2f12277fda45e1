/*
 * Online booking: the business's settings and the per-service deposit rule, shared by the
 * server (validation, storage) and the web app (the settings card, the service form). Plain
 * values and pure functions only; the yup schemas are in onlineBookingSchemas.ts so the shell
 * never loads yup for them (docs/areas/online-booking.md).
 */

export const DEPOSIT_KINDS = ['fixed', 'percent'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
export const DEPOSIT_AUDIENCES = ['everyone', 'newClients'] as const;
export type DepositAudience = (typeof DEPOSIT_AUDIENCES)[number];

/**
 * A service's deposit: `fixed` takes `amount` in the business currency's major units with at
 * most two decimals (as a pricing option's `price` is stored), `percent` takes 1..100 of the
 * price. A service without a deposit stores `null`.
 */
export interface DepositRule {
  kind: DepositKind;
  amount: number;
  appliesTo: DepositAudience;
}

/** A valid rule, for the generated tests and the API's examples. */
export const DEPOSIT_RULE_EXAMPLE: DepositRule = {
  kind: 'percent',
  amount: 20,
  appliesTo: 'newClients',
};

export const START_INTERVALS = [5, 10, 15, 20, 30, 60] as const;

/** The bounds of each number of the settings, checked on the server and in the form. */
export const ONLINE_BOOKING_LIMITS = {
  leadTimeMinutes: { min: 0, max: 10_080 },
  horizonDays: { min: 1, max: 365 },
  freeCancellationHours: { min: 0, max: 720 },
  linkPaymentHours: { min: 1, max: 168 },
  policy: 4000,
  slug: { min: 3, max: 40 },
} as const;

export interface OnlineBookingSettings {
  enabled: boolean;
  slug: string;
  leadTimeMinutes: number;
  horizonDays: number;
  startIntervalMinutes: number;
  freeCancellationHours: number;
  policyEn: string;
  policySw: string;
  /** "Send booking link": how long the client has to pay the deposit before the appointment is released. */
  linkPaymentHours: number;
}

/** `GET /v1/online-booking`: the saved settings, or the defaults with `saved` false. */
export interface OnlineBookingDocument extends OnlineBookingSettings {
  businessId: string;
  saved: boolean;
}

export const ONLINE_BOOKING_DEFAULTS: Omit<OnlineBookingSettings, 'slug'> = {
  enabled: false,
  leadTimeMinutes: 120,
  horizonDays: 60,
  startIntervalMinutes: 15,
  freeCancellationHours: 24,
  policyEn: '',
  policySw: '',
  linkPaymentHours: 24,
};

/** Paths of the public site and the API a slug must never shadow. */
export const RESERVED_SLUGS = [
  'admin',
  'api',
  'v1',
  'book',
  'login',
  'static',
  'assets',
  'app',
  'www',
] as const;

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** The key of what is wrong with a slug, or undefined when it may be used. */
export const slugProblem = (slug: string): string | undefined => {
  const { min, max } = ONLINE_BOOKING_LIMITS.slug;
  if (slug.length < min || slug.length > max) return 'saluni.onlineBooking.validation.slugLength';
  if (!SLUG_PATTERN.test(slug)) return 'saluni.onlineBooking.validation.slugPattern';
  if ((RESERVED_SLUGS as readonly string[]).includes(slug))
    return 'saluni.onlineBooking.validation.slugReserved';
  return undefined;
};

/**
 * A slug made from a business name: lower case, accents dropped, every other run of characters
 * a hyphen, cut to the longest length; `salon` pads one too short or reserved.
 */
export const slugFromName = (name: string): string => {
  const { min, max } = ONLINE_BOOKING_LIMITS.slug;
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
  if (base.length >= min && slugProblem(base) === undefined) return base;
  return base ? `${base}-salon`.slice(0, max) : 'salon';
};

/** A candidate after `slug` was taken: `slug-2`, `slug-3`... within the longest length. */
export const numberedSlug = (slug: string, n: number): string => {
  const suffix = `-${n}`;
  return `${slug.slice(0, ONLINE_BOOKING_LIMITS.slug.max - suffix.length).replace(/-+$/, '')}${suffix}`;
};

/**
 * The deposit a client pays for a service priced `servicePriceMinor` (integer minor units):
 * 0 without a rule or when it is for new clients and the client is not one; a percentage rounds
 * half up to the minor unit; never more than the price.
 */
export const depositOf = (
  rule: DepositRule | null | undefined,
  servicePriceMinor: number,
  isNewClient: boolean,
): number => {
  if (!rule || servicePriceMinor <= 0) return 0;
  if (rule.appliesTo === 'newClients' && !isNewClient) return 0;
  // Integer arithmetic for percentages (price x percent / 100, half up) so 0.5 never drifts.
  const deposit =
    rule.kind === 'percent'
      ? Math.floor((servicePriceMinor * Math.round(rule.amount * 100) + 5000) / 10_000)
      : Math.round(rule.amount * 100);
  return Math.max(0, Math.min(deposit, servicePriceMinor));
};

/**
 * The deposit as it is asked and paid in `currency`: Kenyan shillings are rounded up to the whole
 * shilling, because M-Pesa moves whole shillings only (a card in KES pays the same figure, so a
 * client is never asked two amounts); other currencies keep their minor units.
 */
export const payableDeposit = (currency: string, depositMinor: number): number =>
  currency === 'KES' ? Math.ceil(depositMinor / 100) * 100 : depositMinor;

/** A service as a visit's deposit reads it: its rule and its price in minor units. */
export interface DepositedService {
  depositRule: DepositRule | null | undefined;
  priceMinor: number;
}

/**
 * The deposit of a visit of several services: each service's `depositOf`, made payable in the
 * currency, added up. The site lists each service's payable deposit, so the visit's is their sum.
 */
export const visitDepositOf = (
  currency: string,
  services: DepositedService[],
  isNewClient: boolean,
): number =>
  services.reduce(
    (sum, service) =>
      sum +
      payableDeposit(currency, depositOf(service.depositRule, service.priceMinor, isNewClient)),
    0,
  );
