import { leaveBootSignInFor } from '../auth/bootSignIn';
import { readSessionHint } from '../auth/sessionHint';
import {
  readAheadAskOf,
  readAheadPageOf,
  rememberAskedAddress,
  sendReadAheadEarly,
} from '../dataProvider/readAheadRequest';
import { sendSignInEarly } from '../dataProvider/signInRequest';
import { signInEnglish } from '../../texts/signIn.en';
import { signInSwahili } from '../../texts/signIn.sw';
import { preloadLandingChunks } from './landingChunks';
import { drawsSignIn, isPublicPage, storedLanguage } from './whenToDraw';
import { drawSignInForm } from './signInForm';

/**
 * index.html's entry: a few kilobytes that draw the sign-in form at once when it is the page to
 * show, then run the app, whose code (fetched alongside, preloaded by index.html) takes the form
 * over (src/auth/LoginPage.tsx). The page asked for, whatever the app later shows first, is the
 * one whose code and first reads start here (docs/performance.md, "The page first").
 */
const asked = window.location.hash;
preloadLandingChunks(readAheadPageOf(asked));

// A live session: the page's first reads start now, their round trip run while the app's code
// loads and runs (src/dataProvider/readAheadRequest.ts).
if (readSessionHint() === 'signed-in') sendReadAheadEarly(asked);

/** Runs the app's code, once. */
let appStarted = false;
const startApp = () => {
  if (appStarted) return;
  appStarted = true;
  void import('../main');
};

/**
 * How long the sign-in form goes without typing before the app's code runs. Its code downloads
 * meanwhile (index.html preloads it); running it takes the page's main thread for a moment (a
 * few hundred milliseconds on a phone), which keystrokes would wait behind: it runs in a pause,
 * or as "Sign in" is pressed, while the sign-in makes its round trip (docs/performance.md).
 */
const QUIET_BEFORE_APP_MS = 1_000;

if (drawsSignIn(asked, readSessionHint())) {
  const language = storedLanguage();
  const texts = language === 'sw' ? signInSwahili : signInEnglish;
  // The app's own sign-in reads this page ahead in its reply, if it is the one to sign in.
  rememberAskedAddress(asked);
  // A sign-in pressed before the app's code has come is sent at once, asking for the page's first
  // reads in its reply: the app takes it over when it arrives.
  const form = drawSignInForm(texts.saluni, document.body, (email, password) => {
    void sendSignInEarly(email, password, language, readAheadAskOf(asked));
  });
  let quiet = setTimeout(startApp, QUIET_BEFORE_APP_MS);
  form.addEventListener('input', () => {
    clearTimeout(quiet);
    quiet = setTimeout(startApp, QUIET_BEFORE_APP_MS);
  });
  form.addEventListener('submit', startApp);
  // The form's links lead to public pages, which the app draws when it arrives.
  window.addEventListener('hashchange', () => {
    if (!isPublicPage(window.location.hash)) return;
    leaveBootSignInFor(window.location.hash);
    startApp();
  });
} else startApp();
