import { SIGNED_IN_HINT_COOKIE } from '../../registry/session';

/**
 * Whether a session may be live in this browser: the server's readable cookie beside the
 * session's (registry/session.ts), set at sign-in and cleared at sign-out, and expiring with it.
 * A hint, not a secret (the session itself is out of the page's reach). Read before the app's
 * code has arrived, it lets the boot (`src/boot`) draw the sign-in form at once, and lets a
 * signed-out visit reach the sign-in page without asking the server first. Cleared cookies take
 * it with them; a session ended elsewhere costs the one 401 that then clears it.
 */
export type SessionHint = 'signed-in' | 'signed-out';

/** How long a hint written here lasts: a session's length (server/tenancy/sessions.ts). */
const SESSION_SECONDS = 30 * 86_400;

export const readSessionHint = (): SessionHint =>
  document.cookie.split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`)
    ? 'signed-in'
    : 'signed-out';

/**
 * Keeps what the page has learnt of the session: a user read or signed in (the server has set
 * the hint already; a session older than the hint gets one), or a 401 (the server cannot clear
 * it for a session it no longer knows).
 */
export const writeSessionHint = (hint: SessionHint): void => {
  const lifetime = hint === 'signed-in' ? SESSION_SECONDS : 0;
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${hint === 'signed-in' ? '1' : ''}; Max-Age=${lifetime}; Path=/; SameSite=Lax`;
};
