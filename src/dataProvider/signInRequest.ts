import { SIGN_IN_PATH } from '../../registry/session';
import type { ReadAheadAsk } from './readAheadRequest';

/**
 * The sign-in pressed in the boot's form (src/boot) before the app's code has arrived, sent at
 * once rather than when the app's sign-in page takes the form over: on a slow link its round trip
 * then runs while the app's code downloads (docs/performance.md, "The page first"). The app's
 * sign-in, made as always through the authProvider, takes its reply when it asks the same.
 */
let sentEarly: { email: string; reply: Promise<Response> } | undefined;

/**
 * Sends the sign-in with what was typed, its messages in `language`, asking for the page's first
 * reads in its reply; resolves with the server's reply.
 */
export const sendSignInEarly = (
  email: string,
  password: string,
  language: string,
  readAhead?: ReadAheadAsk,
): Promise<Response> => {
  // The body the HTTP client writes for the same call (src/dataProvider/auth.ts).
  const body = JSON.stringify({ email, password, ...(readAhead && { readAhead }) });
  const reply = fetch(SIGN_IN_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Accept-Language': language,
      'Content-Type': 'application/json',
    },
    body,
  });
  // Taken by the app's sign-in, which shows its failure as its own.
  reply.catch(() => undefined);
  sentEarly = { email, reply };
  return reply;
};

/**
 * A sign-in the boot sent is on its way, or come and not yet taken by the app: the session its
 * reply makes is the person's, whatever the app decided before it came.
 */
export const signInSentEarlyUntaken = (): boolean => sentEarly !== undefined;

/**
 * The reply of the sign-in sent early, once, whichever its e-mail: a page the app opens signed in
 * by it (the reply came before the app's code) reads its user and first reads from that reply.
 */
export const takeAnySignInSentEarly = (): Promise<Response> | undefined => {
  const reply = sentEarly?.reply;
  sentEarly = undefined;
  return reply;
};

/**
 * The reply of the sign-in sent early, once, for the app's sign-in with the same e-mail (the
 * boot's form, waiting, takes no more typing; the password is not kept here); otherwise
 * undefined, and the call goes to the server.
 */
export const takeSignInSentEarly = (
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> | undefined => {
  if (!sentEarly || input !== SIGN_IN_PATH || init?.method !== 'POST') return undefined;
  const { email } = sentEarly;
  const reply = takeAnySignInSentEarly();
  const sent = typeof init.body === 'string' ? (JSON.parse(init.body) as { email?: unknown }) : {};
  return sent.email === email ? reply : undefined;
};
