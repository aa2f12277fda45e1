import { READ_AHEAD_PATH, type ReadAheadPage } from '../../registry/readAhead';
import { CURRENT_BUSINESS_KEY } from '../business/currentBusinessKey';

/**
 * The read ahead's request (readAhead.ts), which the first script (src/boot/main.ts) sends before
 * the app's code has arrived, so its round trip runs while that code loads and runs: the HTTP
 * layer's read ahead takes it over. A small module of its own, so the first script stays small.
 */
let sentEarly: { page: ReadAheadPage | undefined; reply: Promise<Response> } | undefined;

/** The router's path of a hash address (`#/client?filter=…` is `/client`), the root when empty. */
export const pathnameOfHash = (hash: string): string => hash.replace(/^#/, '').split('?')[0] || '/';

/** The page of each address whose first reads are read ahead (registry/readAhead.ts). */
const PAGE_AT: Readonly<Record<string, ReadAheadPage>> = { '/': 'dashboard', '/client': 'client' };

/**
 * The page whose first reads a hash address reads ahead: the dashboard at the root, the client
 * list at `#/client`. A list opened with its own query (a filter, a page) reads other rows.
 */
export const readAheadPageOf = (hash: string): ReadAheadPage | undefined =>
  hash.includes('?') ? undefined : PAGE_AT[pathnameOfHash(hash)];

const storedBusinessId = (): string | null => {
  try {
    return localStorage.getItem(CURRENT_BUSINESS_KEY);
  } catch {
    return null;
  }
};

/** What a sign-in asks to read ahead (server/auth/signIn.ts): a page in a business. */
export interface ReadAheadAsk {
  page: ReadAheadPage;
  businessId?: string;
}

/** The read ahead of the page at `hash` in the stored business, asked with a sign-in; none for a page without one. */
export const readAheadAskOf = (hash: string): ReadAheadAsk | undefined => {
  const page = readAheadPageOf(hash);
  const businessId = storedBusinessId();
  return page && { page, ...(businessId && { businessId }) };
};

/** The address the visit started at, whose page the app's own sign-in reads ahead once. */
let askedAtStart: string | undefined;

export const rememberAskedAddress = (hash: string): void => {
  askedAtStart = hash;
};

/** The read ahead a sign-in asks: the page the visit started at, once; a later sign-in lands where it lands. */
export const takeReadAheadAsk = (): ReadAheadAsk | undefined => {
  const hash = askedAtStart;
  askedAtStart = undefined;
  return hash === undefined ? undefined : readAheadAskOf(hash);
};

/** Sends the read ahead of the page at `hash` in the stored business, for the app to take. */
export const sendReadAheadEarly = (hash: string): void => {
  const page = readAheadPageOf(hash);
  const query = new URLSearchParams();
  const businessId = storedBusinessId();
  if (businessId) query.set('businessId', businessId);
  if (page) query.set('page', page);
  const search = query.toString();
  const reply = fetch(`${READ_AHEAD_PATH}${search ? `?${search}` : ''}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  // Taken later or never (the app found no session): a failure here is the taker's to see.
  reply.catch(() => undefined);
  sentEarly = { page, reply };
};

/** The request sent early, whichever its page, once. */
export const takeAnyReadAheadSentEarly = (): Promise<Response> | undefined => {
  const taken = sentEarly;
  sentEarly = undefined;
  return taken?.reply;
};

/** The request sent early for `page`, once: a read ahead of another page asks the server itself. */
export const takeReadAheadSentEarly = (page: ReadAheadPage | undefined) => {
  const samePage = sentEarly?.page === page;
  const reply = takeAnyReadAheadSentEarly();
  return samePage ? reply : undefined;
};
