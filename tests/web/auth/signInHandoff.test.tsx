import {
  cleanup,
  fireEvent,
  getByLabelText,
  getByRole,
  render,
  screen,
} from '@testing-library/react';
import { StrictMode } from 'react';
import { AdminContext, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { App } from '../../../src/App';
import { LoginPage } from '../../../src/auth/LoginPage';
import { removeBootSignIn } from '../../../src/auth/bootSignIn';
import { i18nProvider } from '../../../src/i18n';
import { readSessionHint } from '../../../src/auth/sessionHint';
import { drawSignInForm } from '../../../src/boot/signInForm';
import { sendSignInEarly } from '../../../src/dataProvider/signInRequest';
import { signInEnglish } from '../../../texts/signIn.en';
import { business, fakeServer, ownerOf, userWith, type Replies } from '../support/fakeServer';

const user = userWith([ownerOf(business('b1'))]);

/** The boot's form as drawn before the app's code arrived, with what the person typed. */
const bootFormTyped = ({ pressSignIn = false } = {}) => {
  const form = drawSignInForm(signInEnglish.saluni, document.body);
  fireEvent.input(getByLabelText(form, 'Email'), { target: { value: 'amina@example.com' } });
  const password = getByLabelText(form, 'Password') as HTMLInputElement;
  fireEvent.input(password, { target: { value: 'secret123' } });
  password.focus();
  if (pressSignIn) fireEvent.click(getByRole(form, 'button', { name: 'Sign in' }));
};

/**
 * A field the person can see: React commits a page that is still waiting for code or data hidden
 * (`display: none` on an ancestor) and shows it, running its layout effects, later.
 */
const shown = (id: string): HTMLElement | undefined => {
  const field = document.getElementById(id) ?? undefined;
  for (let node = field?.parentElement; node; node = node.parentElement)
    if (node.style.display === 'none') return undefined;
  return field;
};

/** Every moment, after a change to the page, at which both forms' e-mail fields were shown. */
const watchForTwoForms = () => {
  const seen: string[] = [];
  const check = () => {
    if (shown('boot-email') && shown('auth-email')) seen.push('both e-mail fields shown');
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return () => {
    observer.takeRecords();
    check();
    observer.disconnect();
    return seen;
  };
};

/**
 * The app over a fake server. Not in StrictMode: its effects run twice in development, and with
 * answers as instant as these react-admin's sign-out on mount loops (the StrictMode case of the
 * sign-in page itself is below).
 */
const renderApp = (replies: Replies, path = '/') => {
  const server = fakeServer(replies);
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <App />
    </TestMemoryRouter>,
  );
  return server;
};

/** The app over a fake server, once `beforeApp` (the boot's part) has run against it. */
const renderAppAfter = (beforeApp: () => void, replies: Replies) => {
  const server = fakeServer(replies);
  vi.stubGlobal('fetch', server.fetch);
  beforeApp();
  render(
    <TestMemoryRouter initialEntries={['/']}>
      <App />
    </TestMemoryRouter>,
  );
  return server;
};

/** The whole app's first load in a test file takes seconds on a busy machine. */
const WAIT = { timeout: 15_000 };

const notSignedIn = () => Response.json({ error: { message: 'Please sign in' } }, { status: 401 });

// The shell fetches other screens in idle time (prefetchAreas.ts): never, here.
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', vi.fn());
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});

afterEach(() => {
  // The shell's idle fetches end as the app unmounts, while the stubs are still there.
  cleanup();
  removeBootSignIn();
  vi.unstubAllGlobals();
});

describe("the sign-in page takes over the boot's form", () => {
  test('the boot form stays until "Sign in": the app draws no form of its own meanwhile', async () => {
    bootFormTyped();
    renderApp({ currentUser: notSignedIn });
    // The app has come to its sign-in page, which waits for the boot form's "Sign in".
    const bootForm = document.getElementById('boot-sign-in')!;
    await vi.waitFor(() => expect(bootForm.hasAttribute('data-awaited-by-app')).toBe(true), WAIT);
    expect(document.getElementById('auth-email')).toBeNull();
    expect(screen.getAllByLabelText('Email')).toEqual([document.getElementById('boot-email')]);
  });

  test('"Sign in" pressed with the app there: what was typed, and the field that had focus, in the same commit that removes the boot form', async () => {
    bootFormTyped();
    renderApp({ currentUser: notSignedIn });
    const bootForm = document.getElementById('boot-sign-in')!;
    await vi.waitFor(() => expect(bootForm.hasAttribute('data-awaited-by-app')).toBe(true), WAIT);
    const stopWatching = watchForTwoForms();
    // "Sign in" with the password still empty: the app's page takes over and says what is missing.
    fireEvent.input(getByLabelText(bootForm, 'Password'), { target: { value: '' } });
    fireEvent.click(getByRole(bootForm, 'button', { name: 'Sign in' }));
    const email = await vi.waitFor(() => {
      const field = shown('auth-email');
      expect(field).toBeDefined();
      return field!;
    }, WAIT);
    expect(stopWatching()).toEqual([]);
    expect(document.getElementById('boot-sign-in')).toBeNull();
    expect(screen.getAllByLabelText('Email')).toEqual([email]);
    expect(email).toMatchObject({ value: 'amina@example.com' });
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);
    await screen.findByText('This field is required.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toMatchObject({ disabled: false });
  });

  test('"Sign in" pressed before the app arrived: the page signs in once, at once, with what was typed', async () => {
    bootFormTyped({ pressSignIn: true });
    let signedIn = false;
    const server = renderApp({
      currentUser: () => (signedIn ? user : notSignedIn()),
      signIn: () => {
        signedIn = true;
        return user;
      },
    });
    await vi.waitFor(() => expect(server.received('POST', '/v1/auth/login')).toHaveLength(1), WAIT);
    expect(server.received('POST', '/v1/auth/login')[0]!.body).toEqual({
      email: 'amina@example.com',
      password: 'secret123',
    });
    expect(document.getElementById('boot-sign-in')).toBeNull();
    await vi.waitFor(() => expect(readSessionHint()).toBe('signed-in'), WAIT);
    expect(server.received('POST', '/v1/auth/login')).toHaveLength(1);
  });

  test('"Sign in" sent by the boot before the app arrived: the app takes its reply, one request in all', async () => {
    let signedIn = false;
    const server = renderAppAfter(
      () => {
        bootFormTyped({ pressSignIn: true });
        void sendSignInEarly('amina@example.com', 'secret123', 'en');
      },
      {
        currentUser: () => (signedIn ? user : notSignedIn()),
        signIn: () => {
          signedIn = true;
          return user;
        },
      },
    );
    await vi.waitFor(() => expect(readSessionHint()).toBe('signed-in'), WAIT);
    await vi.waitFor(() => expect(document.getElementById('boot-sign-in')).toBeNull(), WAIT);
    expect(server.received('POST', '/v1/auth/login')).toHaveLength(1);
  });

  test('a live session after all: the boot form leaves when the app shows its page', async () => {
    bootFormTyped();
    renderApp({ currentUser: () => user });
    await vi.waitFor(() => expect(document.getElementById('boot-sign-in')).toBeNull(), WAIT);
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});

test('in StrictMode, where effects run twice, the waiting sign-in is sent once', async () => {
  bootFormTyped({ pressSignIn: true });
  const login = vi.fn(() => new Promise<void>(() => undefined));
  const authProvider: AuthProvider = {
    login,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
  };
  render(
    <StrictMode>
      <TestMemoryRouter initialEntries={['/login']}>
        <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
          <LoginPage />
        </AdminContext>
      </TestMemoryRouter>
    </StrictMode>,
  );
  await vi.waitFor(() => expect(login).toHaveBeenCalled(), WAIT);
  expect(login).toHaveBeenCalledTimes(1);
  expect(login).toHaveBeenCalledWith({ email: 'amina@example.com', password: 'secret123' });
  // Waiting for the server, the button says so by being disabled.
  expect(screen.getByRole('button', { name: 'Sign in' })).toMatchObject({ disabled: true });
});
