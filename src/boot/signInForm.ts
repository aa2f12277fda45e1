import { BOOT_SIGN_IN } from '../auth/bootSignIn';
import type { signInEnglish } from '../../texts/signIn.en';

export type SignInTexts = (typeof signInEnglish)['saluni'];

const element = <Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  properties: Partial<HTMLElementTagNameMap[Tag]>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[Tag] => {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
};

const field = (id: string, label: string, input: Partial<HTMLInputElement>) => {
  const node = element('input', { id, ...input });
  return { input: node, nodes: [element('label', { htmlFor: id }, label), node] };
};

const link = (href: string, label: string) => element('p', {}, element('a', { href }, label));

/**
 * The sign-in page as plain HTML (styled in index.html like `AuthCard`), drawn into `parent`
 * outside the app's root while the app's code is on its way. Pressing "Sign in" marks the form
 * as waiting and calls `signIn` with what was typed; the app's sign-in page takes the form and
 * its reply over then, or when it arrives if that is later (bootSignIn.ts).
 */
export const drawSignInForm = (
  texts: SignInTexts,
  parent: HTMLElement,
  signIn: (email: string, password: string) => void = () => undefined,
): HTMLElement => {
  const email = field(BOOT_SIGN_IN.email, texts.auth.email, {
    name: 'email',
    type: 'email',
    autocomplete: 'email',
  });
  const password = field(BOOT_SIGN_IN.password, texts.auth.password, {
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
  });
  const button = element('button', { type: 'submit' }, texts.auth.signIn);
  const form = element('form', { noValidate: true }, ...email.nodes, ...password.nodes, button);
  const frame = element(
    'div',
    { id: BOOT_SIGN_IN.id },
    element(
      'main',
      {},
      element('h1', {}, texts.app.title),
      form,
      link('#/resend-confirmation', texts.auth.resend.link),
      link('#/sign-up', texts.auth.signUpLink),
    ),
  );
  const send = () => {
    // An empty field waits for the app's page, which says what is missing.
    const empty = [email.input, password.input].find((input) => !input.value.trim());
    if (empty) return empty.focus();
    frame.setAttribute(BOOT_SIGN_IN.pending, '');
    button.disabled = true;
    button.textContent = texts.auth.signingIn;
    // What was sent stays as sent while it is on its way: the app's page takes both over.
    email.input.readOnly = true;
    password.input.readOnly = true;
    // Trimmed as the app's form sends it (AuthCard), so the app takes this reply for its own.
    signIn(email.input.value.trim(), password.input.value);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    send();
    // The app's sign-in page, if it has come, takes the form over now (bootSignIn.ts).
    frame.dispatchEvent(new Event(BOOT_SIGN_IN.pressed));
  });
  parent.append(frame);
  return frame;
};
