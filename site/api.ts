import type {
  BookingDocument,
  BookingSite,
  CodeSent,
  FreeTimes,
  HoldDocument,
  Verified,
} from '../registry/bookingSite';
import type { bookingSiteRoutes } from '../registry/routes/bookingSite';
import type { Language } from '../texts/languages';

/** What each of the site's calls answers, under its route's reply key. */
interface Replies {
  bookingSiteGet: BookingSite;
  bookingSiteTimes: FreeTimes;
  bookingSiteHold: HoldDocument;
  bookingHoldCode: CodeSent;
  bookingHoldVerify: Verified;
  bookingHoldConfirm: BookingDocument;
  bookingManageGet: BookingDocument;
  bookingManageCancel: BookingDocument;
  bookingManageMove: BookingDocument;
  bookingManagePay: BookingDocument;
  bookingManageTimes: FreeTimes;
}
export type SiteCall = keyof Replies;
type Contract = typeof bookingSiteRoutes;

/**
 * The site's calls, checked key for key against the declared routes by the type checker. They
 * are copied, not imported: the routes module is in the back office's first chunk, and importing
 * it would make the site load that chunk (vite.config.ts).
 */
const ROUTES = {
  bookingSiteGet: { method: 'GET', path: '/v1/book/:slug', replyKey: 'bookingSite' },
  bookingSiteTimes: { method: 'GET', path: '/v1/book/:slug/times', replyKey: 'freeTimes' },
  bookingSiteHold: { method: 'POST', path: '/v1/book/:slug/hold', replyKey: 'hold' },
  bookingHoldCode: { method: 'POST', path: '/v1/book/hold/code', replyKey: 'codeSent' },
  bookingHoldVerify: { method: 'POST', path: '/v1/book/hold/verify', replyKey: 'verified' },
  bookingHoldConfirm: { method: 'POST', path: '/v1/book/hold/confirm', replyKey: 'booking' },
  bookingManageGet: { method: 'GET', path: '/v1/book/manage/:token', replyKey: 'booking' },
  bookingManageCancel: {
    method: 'POST',
    path: '/v1/book/manage/:token/cancel',
    replyKey: 'booking',
  },
  bookingManageMove: { method: 'POST', path: '/v1/book/manage/:token/move', replyKey: 'booking' },
  bookingManagePay: { method: 'POST', path: '/v1/book/manage/:token/pay', replyKey: 'booking' },
  bookingManageTimes: {
    method: 'GET',
    path: '/v1/book/manage/:token/times',
    replyKey: 'freeTimes',
  },
} as const satisfies {
  [Call in SiteCall]: Pick<Contract[Call], 'method' | 'path' | 'replyKey'>;
};
const CALENDAR_PATH: Contract['bookingManageCalendar']['path'] =
  '/v1/book/manage/:token/calendar.ics';

/**
 * A call that did not give its answer: `network` when the server was not reached (the screen
 * offers to try again), `refused` when it answered with an error, whose field messages are shown
 * beside the fields they name.
 */
export class SiteFailure extends Error {
  constructor(
    readonly kind: 'network' | 'refused',
    message: string,
    readonly fields: Record<string, string> = {},
    readonly status = 0,
  ) {
    super(message);
  }
}

interface CallOptions {
  params?: Record<string, string>;
  /** A list goes as the key repeated (`serviceIds=a&serviceIds=b`), as the server reads it. */
  query?: Record<string, string | string[]>;
  body?: Record<string, unknown>;
}

/** A path of the contract with its `:name` parts filled in. */
export const pathOf = (call: SiteCall, params: Record<string, string> = {}): string =>
  ROUTES[call].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The calendar file of a booking, named by its manage link's secret. */
export const calendarUrl = (token: string) =>
  CALENDAR_PATH.replace(':token', encodeURIComponent(token));

/** The manage page of a booking: the secret rides in the fragment, which no server or log sees. */
export const manageUrl = (slug: string, token: string) =>
  `/book/${encodeURIComponent(slug)}/manage#${encodeURIComponent(token)}`;

const searchOf = (query: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, one);
  return search.toString();
};

/** Calls the server in the visitor's language and unwraps the reply key of the declared route. */
export const callSite = async <C extends SiteCall>(
  call: C,
  language: Language,
  { params, query, body }: CallOptions = {},
): Promise<Replies[C]> => {
  const route = ROUTES[call];
  const search = query ? `?${searchOf(query)}` : '';
  let response: Response;
  let payload: Record<string, unknown>;
  try {
    response = await fetch(pathOf(call, params) + search, {
      method: route.method,
      headers: {
        accept: 'application/json',
        'accept-language': language,
        ...(body && { 'content-type': 'application/json' }),
      },
      ...(body && { body: JSON.stringify(body) }),
    });
    payload = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new SiteFailure('network', '');
  }
  if (!response.ok) {
    const error = payload.error as
      { message?: string; fields?: Record<string, string> } | undefined;
    throw new SiteFailure('refused', error?.message ?? '', error?.fields ?? {}, response.status);
  }
  return payload[route.replyKey] as Replies[C];
};
