import { HttpError } from 'react-admin';
import { describe, expect, test, vi } from 'vitest';
import { SIGN_IN_PATH } from '../../../registry/session';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { readSessionHint, writeSessionHint } from '../../../src/auth/sessionHint';
import { createSaluniDataProvider } from '../../../src/dataProvider';
import { sendSignInEarly, takeSignInSentEarly } from '../../../src/dataProvider/signInRequest';
import { fakeHttp } from '../support/fakeHttp';
import { business, ownerOf, userWith } from '../support/fakeServer';

const user = userWith([ownerOf(business('b1'))]);

/** The authProvider over an HTTP client answering `replies` by path, and the calls it made. */
const authOver = (replies: Record<string, unknown>) => {
  const { http, calls } = fakeHttp(replies);
  const paths = () => calls.map((call) => `${call.method} ${call.path}`);
  return { auth: createAuthProvider(createSaluniDataProvider(http)), paths };
};

const signedOut = new HttpError('Please sign in', 401);

describe('the "signed in" hint', () => {
  test('signed out in this browser: the sign-in page at once, without asking the server for the user', async () => {
    writeSessionHint('signed-out');
    const { auth, paths } = authOver({ '/v1/user': { user } });
    await expect(auth.checkAuth()).rejects.toMatchObject({ status: 401 });
    // A public page's permission check does not ask either: no one is signed in.
    await expect(auth.getPermissions()).resolves.toBeNull();
    expect(paths()).toEqual([]);
  });

  test('signed out in this browser: signing out again ends nothing on the server', async () => {
    writeSessionHint('signed-out');
    const { auth, paths } = authOver({});
    await auth.logout();
    expect(paths()).toEqual([]);
    expect(readSessionHint()).toBe('signed-out');
  });

  test('no hint cookie (a first visit, cookies cleared, a session expired): signed out, the server not asked', async () => {
    document.cookie = 'saluni_signed_in=; Max-Age=0; Path=/';
    expect(readSessionHint()).toBe('signed-out');
    const { auth, paths } = authOver({ '/v1/user': { user } });
    await expect(auth.checkAuth()).rejects.toMatchObject({ status: 401 });
    expect(paths()).toEqual([]);
  });

  test('a session ended elsewhere: its 401 clears the hint the server could not', async () => {
    writeSessionHint('signed-in');
    const { auth, paths } = authOver({ '/v1/user': signedOut });
    await expect(auth.checkAuth()).rejects.toBe(signedOut);
    expect(readSessionHint()).toBe('signed-out');
    await auth.logout();
    expect(paths()).toEqual(['GET /v1/user']);
  });

  test('a live session found on the server, or a sign-in, leaves the hint "signed in"', async () => {
    const found = authOver({ '/v1/user': { user } });
    await found.auth.checkAuth();
    expect(readSessionHint()).toBe('signed-in');
    writeSessionHint('signed-out');
    const { auth, paths } = authOver({ '/v1/auth/login': { user } });
    await auth.login({ email: 'amina@example.com', password: 'secret123' });
    expect(readSessionHint()).toBe('signed-in');
    await auth.checkAuth();
    expect(paths()).toEqual(['POST /v1/auth/login']);
  });

  test('signing out asks the server to end the session and leaves the hint "signed out"', async () => {
    writeSessionHint('signed-in');
    const { auth, paths } = authOver({ '/v1/auth/logout': {} });
    await auth.logout();
    expect(paths()).toEqual(['POST /v1/auth/logout']);
    expect(readSessionHint()).toBe('signed-out');
  });

  test("the boot's sign-in reply coming between react-admin's first check and its sign-out: the session it made stays", async () => {
    writeSessionHint('signed-out');
    const { auth, paths } = authOver({ '/v1/auth/logout': {} });
    // Sent by the boot's form before the app's code came (src/boot); its reply is on its way.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    void sendSignInEarly('amina@example.com', 'secret123', 'en');
    await expect(auth.checkAuth()).rejects.toMatchObject({ status: 401 });
    // The reply comes: the server's cookies say "signed in", then react-admin signs out.
    writeSessionHint('signed-in');
    await auth.logout();
    expect(paths()).toEqual([]);
    // The app's sign-in page takes the reply over.
    expect(
      takeSignInSentEarly(SIGN_IN_PATH, { method: 'POST', body: '{"email":"amina@example.com"}' }),
    ).toBeDefined();
    vi.unstubAllGlobals();
  });

  test('any call\'s 401 leaves the hint "signed out"', async () => {
    writeSessionHint('signed-in');
    const { auth } = authOver({});
    await expect(auth.checkError(signedOut)).rejects.toBe(signedOut);
    expect(readSessionHint()).toBe('signed-out');
  });

  test('another tab signed in meanwhile: this one asks the server again', async () => {
    writeSessionHint('signed-out');
    const { auth, paths } = authOver({ '/v1/user': { user } });
    await expect(auth.checkAuth()).rejects.toMatchObject({ status: 401 });
    // The server's sign-in in the other tab sets the same cookie.
    document.cookie = 'saluni_signed_in=1; Path=/';
    await auth.checkAuth();
    expect(paths()).toEqual(['GET /v1/user']);
  });
});
