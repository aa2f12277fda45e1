import type { SessionHint } from '../auth/sessionHint';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '../../texts/languages';

/** The pages a visitor reaches signed out (src/App.tsx, `CustomRoutes noLayout`): they draw no sign-in form. */
const PUBLIC_PAGES =
  /^#\/(?:(?:sign-up|resend-confirmation)\/?(?:\?|$)|(?:verify-email|invitation)\/)/;

export const isPublicPage = (hash: string): boolean => PUBLIC_PAGES.test(hash);

/**
 * Whether the app will show the sign-in page: every page but the public ones does, unless this
 * browser was last signed in (then the boot draws nothing and the app shows the page asked for).
 */
export const drawsSignIn = (hash: string, hint: SessionHint | undefined): boolean =>
  hint !== 'signed-in' && !isPublicPage(hash);

/** Where react-admin's store keeps the chosen language: its `localStorageStore`, key `locale`, as JSON. */
const STORED_LOCALE = 'RaStore.locale';

/** The language the app will speak: the one chosen last in this browser, else English. */
export const storedLanguage = (): Language => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORED_LOCALE) ?? 'null');
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
};
