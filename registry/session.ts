/**
 * A cookie beside the session's, readable by the page and as long-lived: it says a session may
 * be live, so the first script draws the sign-in form at once or reads ahead without asking the
 * server first (docs/performance.md, "The sign-in page first"). It carries nothing secret; the
 * session cookie itself stays out of reach of scripts. Cleared cookies and an expired session
 * take it with them; a session ended elsewhere costs one refused call, after which the page
 * clears it.
 */
export const SIGNED_IN_HINT_COOKIE = 'saluni_signed_in';

/** The sign-in call's path (registry/routes/accounts.ts), here for the first script, which loads no route table. */
export const SIGN_IN_PATH = '/v1/auth/login';
