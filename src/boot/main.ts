import { leaveBootSignInFor } from '../auth/bootSignIn';
import { readSessionHint } from '../auth/sessionHint';
import { sendReadAheadEarly } from '../dataProvider/readAheadRequest';
import { signInEnglish } from '../../texts/signIn.en';
import { signInSwahili } from '../../texts/signIn.sw';
import { drawsSignIn, isPublicPage, storedLanguage } from './whenToDraw';
import { drawSignInForm } from './signInForm';

/**
 * index.html's entry: a few kilobytes that draw the sign-in form at once when it is the page to
 * show, then load the app, whose code (fetched alongside, preloaded by index.html) takes the form
 * over (src/auth/LoginPage.tsx).
 */
// A live session: the page's first reads start now, their round trip run while the app's code
// loads and runs (src/dataProvider/readAheadRequest.ts).
if (readSessionHint() === 'signed-in') sendReadAheadEarly(window.location.hash);

if (drawsSignIn(window.location.hash, readSessionHint())) {
  const texts = storedLanguage() === 'sw' ? signInSwahili : signInEnglish;
  drawSignInForm(texts.saluni, document.body);
  // The form's links lead to public pages, which the app draws when it arrives.
  window.addEventListener('hashchange', () => {
    if (isPublicPage(window.location.hash)) leaveBootSignInFor(window.location.hash);
  });
}

void import('../main');
