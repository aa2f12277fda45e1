/**
 * Whether this browser was last signed in or out: a hint, not a secret (the session itself is the
 * server's cookie). Read before the app's code has arrived, it lets the boot (`src/boot`) draw the
 * sign-in form at once, and lets a signed-out visit reach the sign-in page without asking the
 * server first. Every tab reads the same storage; a stale "signed in" only costs the 401 it
 * would have cost without the hint.
 */
export type SessionHint = 'signed-in' | 'signed-out';

const SESSION_HINT_KEY = 'saluni.session';

/** The hint, or nothing on a first visit (or where storage is off), where the app asks the server. */
export const readSessionHint = (): SessionHint | undefined => {
  try {
    const hint = localStorage.getItem(SESSION_HINT_KEY);
    return hint === 'signed-in' || hint === 'signed-out' ? hint : undefined;
  } catch {
    return undefined;
  }
};

export const writeSessionHint = (hint: SessionHint): void => {
  try {
    localStorage.setItem(SESSION_HINT_KEY, hint);
  } catch {
    // Storage off (a private window): the app asks the server, as without a hint.
  }
};
