import { HttpError } from 'react-admin';
import { readKeyOf, type ReadAheadPage, type ReadAheadReply } from '../../registry/readAhead';
import { ROUTES } from '../../registry/routes';
import type { HttpClient, HttpRequest } from './http';
import { takeAnyReadAheadSentEarly, takeReadAheadSentEarly } from './readAheadRequest';
import { takeAnySignInSentEarly } from './signInRequest';

/**
 * How long a reply read ahead answers its call: long enough for a slow link to bring the page's
 * code after its data, short enough that no screen shows figures a minute old.
 */
const KEPT_FOR_MS = 60_000;

/** A reply kept: its body, or the error every read of it met (a session that has ended). */
interface KeptReply {
  body?: unknown;
  error?: unknown;
  until: number;
}

interface ReadAheadAnswer {
  readAhead: ReadAheadReply[];
}

/** A sign-in's reply: the user, with the first reads of the page it lands on when it asked for them. */
interface SignInAnswer {
  user: unknown;
  readAhead?: ReadAheadReply[];
}

/** An early request's reply as the HTTP client reads one: its JSON, or an HttpError with its status. */
const readReply = async <T>(reply: Promise<Response>): Promise<T> => {
  const response = await reply;
  if (!response.ok) throw new HttpError(response.statusText, response.status);
  return (await response.json()) as T;
};

/** A sign-in's reply as a read ahead's: its user answers the user's own read, beside its reads. */
const asReadAhead = ({ user, readAhead = [] }: SignInAnswer): ReadAheadAnswer => ({
  readAhead: [{ path: ROUTES.currentUser.path, query: {}, body: { user } }, ...readAhead],
});

const isUnauthenticated = (error: unknown) => error instanceof HttpError && error.status === 401;

/**
 * `GET /v1/session/start` (registry/readAhead.ts) in front of the HTTP client. A page opened with
 * a live session asks for the user and its first reads in one round trip, with the app's code,
 * instead of one after another once each screen's code has come. A GET made while they are on
 * their way waits for them, then takes its reply from them (once) or goes to the server as
 * usual; every other call goes straight through.
 */
export const withReadAhead = (http: HttpClient, now: () => number = Date.now) => {
  let arriving: Promise<void> | undefined;
  const kept = new Map<string, KeptReply>();

  const takeKept = (request: HttpRequest): KeptReply | undefined => {
    // Every GET of the app passes here: once the replies are taken, it costs nothing more.
    if (kept.size === 0) return undefined;
    const key = readKeyOf(request.path, request.query ?? {});
    const reply = kept.get(key);
    kept.delete(key);
    return reply && reply.until >= now() ? reply : undefined;
  };

  const client: HttpClient = async <T>(request: HttpRequest): Promise<T> => {
    if ((request.method ?? 'GET') !== 'GET') {
      // A write may change what the replies kept would answer.
      kept.clear();
      const reply = await http<T>(request);
      // A sign-in's reply may carry the first reads of the page it lands on.
      if (request.path === ROUTES.signIn.path) keepNow(reply as Partial<ReadAheadAnswer>);
      return reply;
    }
    if (request.as === 'blob') return http<T>(request);
    // Sent by the first script after the app's code had started (a sign-in it sent itself).
    const sentEarly = takeAnyReadAheadSentEarly();
    if (sentEarly) keep(readReply<ReadAheadAnswer>(sentEarly));
    if (arriving) await arriving;
    const reply = takeKept(request);
    if (reply?.error) throw reply.error;
    return reply ? (reply.body as T) : http<T>(request);
  };

  const keepNow = ({ readAhead: replies = [] }: Partial<ReadAheadAnswer>) => {
    const until = now() + KEPT_FOR_MS;
    for (const { path, query, body } of replies) kept.set(readKeyOf(path, query), { body, until });
  };

  /** Keeps each reply of a read ahead on its way; GETs made meanwhile wait for it. */
  const keep = (replies: Promise<ReadAheadAnswer>): Promise<void> => {
    const request: Promise<void> = replies
      .then(keepNow)
      // A session that has ended answers the user's read too, so its check asks no more. Offline
      // or refused: each call is then made as it would have been.
      .catch((error: unknown) => {
        if (isUnauthenticated(error))
          kept.set(readKeyOf(ROUTES.currentUser.path, {}), { error, until: now() + KEPT_FOR_MS });
      })
      .finally(() => {
        if (arriving === request) arriving = undefined;
      });
    arriving = request;
    return request;
  };

  /**
   * Asks for the user and, with `page`, its first reads in the business `businessId` (or the
   * user's first), or takes the same request the first script sent (readAheadRequest.ts), or the
   * reply of the sign-in it sent (signInRequest.ts), which carries both.
   */
  const readAhead = (page: ReadAheadPage | undefined, businessId: string | null): Promise<void> => {
    // Signed in by the boot's form before the app's code came: that reply has the user and the
    // page's first reads (the boot asked for them), so asking again would cost a round trip.
    const signedInEarly = takeAnySignInSentEarly();
    if (signedInEarly) return keep(readReply<SignInAnswer>(signedInEarly).then(asReadAhead));
    const sentEarly = takeReadAheadSentEarly(page);
    return keep(
      sentEarly
        ? readReply<ReadAheadAnswer>(sentEarly)
        : http<ReadAheadAnswer>({
            path: ROUTES.readAhead.path,
            query: { businessId: businessId ?? undefined, page },
          }),
    );
  };

  return { client, readAhead };
};
