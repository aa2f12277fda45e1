import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/dataProvider/http';
import { sendSignInEarly, takeSignInSentEarly } from '../../../src/dataProvider/signInRequest';

const USER = { user: { _id: 'u1' } };

/** The app's HTTP client as src/dataProvider/index.ts makes it: the sign-in sent early taken first. */
const appClient = () =>
  createHttpClient(
    (input, init) => takeSignInSentEarly(input, init) ?? globalThis.fetch(input, init),
  );

const signIn = (email: string, password = 'secret123') =>
  appClient()({ method: 'POST', path: '/v1/auth/login', body: { email, password } });

afterEach(() => {
  // Nothing sent here is left for the next test to take.
  takeSignInSentEarly('/v1/auth/login', { method: 'POST', body: '{}' });
  vi.unstubAllGlobals();
});

describe('the sign-in sent by the first script', () => {
  it("is sent at once, in the language read, and the app's sign-in takes its reply: one request", async () => {
    const fetched = vi.fn(async () => Response.json(USER));
    vi.stubGlobal('fetch', fetched);
    const reply = sendSignInEarly('amina@example.com', 'secret123', 'sw');
    expect(fetched).toHaveBeenCalledExactlyOnceWith('/v1/auth/login', {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': 'sw',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: 'amina@example.com', password: 'secret123' }),
    });
    expect((await reply).ok).toBe(true);
    expect(await signIn('amina@example.com')).toEqual(USER);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('a refusal reaches the app as its own sign-in would: the message and the status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { message: 'Wrong e-mail or password', code: 'UNAUTHORIZED' } },
          { status: 401 },
        ),
      ),
    );
    sendSignInEarly('amina@example.com', 'wrong', 'en');
    await expect(signIn('amina@example.com', 'wrong')).rejects.toMatchObject({
      status: 401,
      message: 'Wrong e-mail or password',
    });
  });

  it('is taken once, and only for the same e-mail: any other sign-in goes to the server', async () => {
    const fetched = vi.fn(async () => Response.json(USER));
    vi.stubGlobal('fetch', fetched);
    sendSignInEarly('amina@example.com', 'secret123', 'en');
    await signIn('baraka@example.com');
    expect(fetched).toHaveBeenCalledTimes(2);
    await signIn('amina@example.com');
    expect(fetched).toHaveBeenCalledTimes(3);
  });
});

describe('the sign-in sent early with a page to read ahead', () => {
  it('asks for the page’s first reads in its body', async () => {
    const fetched = vi.fn(async () => Response.json(USER));
    vi.stubGlobal('fetch', fetched);
    sendSignInEarly('amina@example.com', 'secret123', 'en', { page: 'client', businessId: 'b1' });
    expect(fetched).toHaveBeenCalledExactlyOnceWith(
      '/v1/auth/login',
      expect.objectContaining({
        body: JSON.stringify({
          email: 'amina@example.com',
          password: 'secret123',
          readAhead: { page: 'client', businessId: 'b1' },
        }),
      }),
    );
  });
});
