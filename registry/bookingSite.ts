/*
 * The public booking site's calls (docs/areas/booking-site.md): what the server answers and the
 * site reads. Plain types and values only, so the site's small bundle may import them.
 */
import type { DepositStatus } from './appointments';

/** How long a chosen slot is kept for the visitor while they verify and pay. */
export const HOLD_MINUTES = 10;
/** The one-time code: its length, life and the tries it allows. */
export const CODE_LENGTH = 6;
export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;
/** The hidden field a person never fills; a form that fills it is a bot's. */
export const HONEYPOT_FIELD = 'website';
/** A form submitted sooner than this after the page showed it is a bot's. */
export const MIN_FORM_MILLISECONDS = 1500;

/** A service as the site lists it: prices in minor units of the business currency. */
export interface SiteService {
  _id: string;
  name: string;
  description: string | null;
  priceMinor: number;
  durationInMinutes: number;
  /** The deposit a new client pays for it (0: none); `depositForEveryone` false: new clients only. */
  depositMinor: number;
  depositForEveryone: boolean;
}

export interface SiteCategory {
  /** Null for the services in no category. */
  _id: string | null;
  name: string | null;
  services: SiteService[];
}

/** A weekday's opening on the business clock: the earliest start and latest end of its bookable staff. */
export interface SiteOpening {
  day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  open: boolean;
  start: string | null;
  end: string | null;
}

/** `GET /v1/book/:slug` -> `{ bookingSite }`: everything the first screen shows. */
export interface BookingSite {
  slug: string;
  name: string;
  /** `/v1/book/:slug/logo`, or null without a logo. */
  logoUrl: string | null;
  address: string | null;
  country: 'KE' | 'AU';
  currency: string;
  timezone: string;
  hours: SiteOpening[];
  categories: SiteCategory[];
  /** Only those who take online bookings: names, never phones or e-mails. */
  staff: { _id: string; fullName: string }[];
  policy: { en: string; sw: string };
  freeCancellationHours: number;
  /** The first and last local dates (`YYYY-MM-DD`) a visit may be booked on. */
  firstDate: string;
  lastDate: string;
  /** Whether an e-mail must be given (Australia) or may be left out (Kenya). */
  emailRequired: boolean;
  /** The ways a deposit may be paid here: `m-pesa` for KES businesses, `card` where cards are on. */
  depositMethods: ('m-pesa' | 'card')[];
}

/** `GET /v1/book/:slug/times?serviceIds&employeeId&date` -> `{ freeTimes }`. */
export interface FreeTimes {
  date: string;
  /** The visit's length: the sum of its services' durations (their first pricing options). */
  durationInMinutes: number;
  /** Each start on the business clock: `start` the instant, `time` its local `HH:mm`. */
  times: { start: string; time: string }[];
}

/** `POST /v1/book/:slug/hold` -> `{ hold }` (201): the secret token goes with every later step. */
export interface HoldDocument {
  holdToken: string;
  expiresAt: string;
  start: string;
  durationInMinutes: number;
  employee: { _id: string; fullName: string };
  services: { _id: string; name: string; priceMinor: number }[];
  /** The deposit if the client turns out to be new; `verified` says what they owe. */
  depositMinor: number;
}

/** `POST /v1/book/hold/code` -> `{ codeSent }`. */
export interface CodeSent {
  channel: 'sms' | 'email';
  /** The mobile or address, mostly hidden: `07•• ••• 678`. */
  sentTo: string;
  expiresAt: string;
}

/** `POST /v1/book/hold/verify` -> `{ verified }`. */
export interface Verified {
  depositMinor: number;
  knownClient: boolean;
}

/** A payment the site waits on or sends the visitor to. */
export interface SitePayment {
  method: 'm-pesa' | 'card';
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';
  /** Card: the hosted payment page to open. */
  checkoutUrl: string | null;
}

/** `POST /v1/book/hold/confirm`, `GET /v1/book/manage/:token` and the manage calls -> `{ booking }`. */
export interface BookingDocument {
  /** Only in the confirmation's answer: the manage link's secret, never shown again. */
  manageToken?: string;
  manageUrl?: string;
  status: 'booked' | 'confirmed' | 'arrived' | 'started' | 'completed' | 'no_show' | 'cancelled';
  start: string;
  durationInMinutes: number;
  business: {
    name: string;
    slug: string;
    address: string | null;
    timezone: string;
    currency: string;
  };
  employee: { _id: string; fullName: string };
  services: { _id: string; name: string; priceMinor: number }[];
  depositMinor: number;
  depositStatus: DepositStatus | null;
  depositDueBy: string | null;
  payment: SitePayment | null;
  /** Cancelling now: allowed, and whether a paid deposit comes back. */
  canCancel: boolean;
  refundsDeposit: boolean;
  canMove: boolean;
  freeCancellationUntil: string;
}
