import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadAheadReply } from '../../../registry/readAhead';
import type { HttpClient, HttpRequest } from '../../../src/dataProvider/http';
import { withReadAhead } from '../../../src/dataProvider/readAhead';
import {
  readAheadAskOf,
  readAheadPageOf,
  rememberAskedAddress,
  sendReadAheadEarly,
  takeAnyReadAheadSentEarly,
  takeReadAheadAsk,
} from '../../../src/dataProvider/readAheadRequest';
import { sendSignInEarly, takeAnySignInSentEarly } from '../../../src/dataProvider/signInRequest';

const USER = { user: { _id: 'u1' } };
const DAY = { appointmentPage: { data: [] } };

const replies: ReadAheadReply[] = [
  { path: '/v1/user', query: {}, body: USER },
  {
    path: '/v1/appointment',
    query: { businessId: 'b1', startDate: 's', endDate: 'e', limit: '0' },
    body: DAY,
  },
];

/** A server that answers the read ahead when told to, and every other call at once. */
const fakeServer = () => {
  const calls: HttpRequest[] = [];
  let answer: (value: { readAhead: ReadAheadReply[] }) => void = () => undefined;
  let refuse: (error: Error) => void = () => undefined;
  const http = vi.fn(async (request: HttpRequest) => {
    calls.push(request);
    if (request.path === '/v1/session/start')
      return new Promise((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      });
    return { fromServer: request.path };
  }) as unknown as HttpClient;
  return {
    http,
    calls,
    answer: () => answer({ readAhead: replies }),
    refuse: (error: Error) => refuse(error),
  };
};

describe('reads made ahead', () => {
  it('are dropped by a write, which may change what they would answer', async () => {
    const server = fakeServer();
    const { client, readAhead } = withReadAhead(server.http);
    const started = readAhead('dashboard', 'b1');
    server.answer();
    await started;
    await client({ method: 'PUT', path: '/v1/user/language', body: { language: 'sw' } });
    expect(await client({ path: '/v1/user' })).toEqual({ fromServer: '/v1/user' });
  });

  it('answers a GET made while they come, once, whatever the order of its query', async () => {
    const server = fakeServer();
    const { client, readAhead } = withReadAhead(server.http);
    const started = readAhead('dashboard', 'b1');
    const user = client({ path: '/v1/user' });
    const day = client({
      path: '/v1/appointment',
      query: { limit: 0, endDate: 'e', startDate: 's', businessId: 'b1' },
    });
    server.answer();
    await started;
    expect(await user).toEqual(USER);
    expect(await day).toEqual(DAY);
    expect(server.calls.map(({ path }) => path)).toEqual(['/v1/session/start']);
    expect(server.calls[0]?.query).toEqual({ businessId: 'b1', page: 'dashboard' });
    // Taken once: the next call of the same read asks the server.
    expect(await client({ path: '/v1/user' })).toEqual({ fromServer: '/v1/user' });
  });

  it('sends writes, files and reads it does not hold to the server', async () => {
    const server = fakeServer();
    const { client, readAhead } = withReadAhead(server.http);
    void readAhead('dashboard', 'b1');
    server.answer();
    expect(await client({ method: 'PUT', path: '/v1/user' })).toEqual({ fromServer: '/v1/user' });
    expect(await client({ path: '/v1/client', query: { businessId: 'b1' } })).toEqual({
      fromServer: '/v1/client',
    });
    expect(await client({ path: '/v1/appointment', query: { businessId: 'b2' } })).toEqual({
      fromServer: '/v1/appointment',
    });
  });

  it('lets each call go to the server when the read ahead fails', async () => {
    const server = fakeServer();
    const { client, readAhead } = withReadAhead(server.http);
    const started = readAhead(undefined, null);
    const user = client({ path: '/v1/user' });
    server.refuse(new Error('offline'));
    await started;
    expect(await user).toEqual({ fromServer: '/v1/user' });
  });

  it('answers the user’s read with the 401 of a session that has ended, without asking again', async () => {
    const server = fakeServer();
    const { client, readAhead } = withReadAhead(server.http);
    const started = readAhead('dashboard', 'b1');
    const user = client({ path: '/v1/user' });
    server.refuse(new HttpError('Not signed in', 401));
    await started;
    await expect(user).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(1);
  });

  it('lets a reply go stale after a minute', async () => {
    const server = fakeServer();
    let now = 0;
    const { client, readAhead } = withReadAhead(server.http, () => now);
    const started = readAhead('dashboard', 'b1');
    server.answer();
    await started;
    now = 60_001;
    expect(await client({ path: '/v1/user' })).toEqual({ fromServer: '/v1/user' });
  });
});

describe('the read ahead sent by the first script', () => {
  afterEach(() => {
    // Nothing sent here is left for the next test to take.
    takeAnyReadAheadSentEarly();
    vi.unstubAllGlobals();
  });

  it.each([
    ['#/', 'dashboard'],
    ['', 'dashboard'],
    ['#/client', 'client'],
    ['#/client?filter=%7B%7D', undefined],
    ['#/client/12', undefined],
    ['#/calendar', undefined],
  ])('reads ahead the page at %j: %s', (hash, page) => {
    expect(readAheadPageOf(hash)).toBe(page);
  });

  it('sent after the app has started (a sign-in the first script sent), the next GET takes it over', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ readAhead: replies })),
    );
    const server = fakeServer();
    const { client } = withReadAhead(server.http);
    sendReadAheadEarly('#/');
    expect(await client({ path: '/v1/user' })).toEqual(USER);
    expect(server.calls).toHaveLength(0);
  });

  it('is the one request: the HTTP layer takes it over for the same page', async () => {
    localStorage.setItem('saluni.currentBusinessId', 'b1');
    const fetched = vi.fn(async (_input: RequestInfo | URL) =>
      Response.json({ readAhead: replies }),
    );
    vi.stubGlobal('fetch', fetched);
    sendReadAheadEarly('#/');
    const server = fakeServer();
    const { client, readAhead } = withReadAhead(server.http);
    await readAhead(readAheadPageOf('#/'), 'b1');
    expect(fetched).toHaveBeenCalledExactlyOnceWith(
      '/v1/session/start?businessId=b1&page=dashboard',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(server.calls).toHaveLength(0);
    expect(await client({ path: '/v1/user' })).toEqual(USER);
  });

  it('is not taken for another page, nor twice', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ readAhead: replies })),
    );
    sendReadAheadEarly('#/calendar');
    expect(readAheadPageOf('#/calendar')).toBeUndefined();
    const server = fakeServer();
    const { readAhead } = withReadAhead(server.http);
    void readAhead('dashboard', null);
    void readAhead(undefined, null);
    expect(server.calls.map(({ query }) => query?.page)).toEqual(['dashboard', undefined]);
  });

  it('answers the user’s read with a 401 when the session has ended', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { message: 'Please sign in' } }, { status: 401 })),
    );
    sendReadAheadEarly('#/');
    const server = fakeServer();
    const { client, readAhead } = withReadAhead(server.http);
    await readAhead('dashboard', null);
    await expect(client({ path: '/v1/user' })).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(0);
  });
});

describe('reads carried by a sign-in’s reply', () => {
  it('answer the page’s GETs once, with no call of their own', async () => {
    const dayRead = replies[1]!;
    const http = vi.fn(async (request: HttpRequest) =>
      request.path === '/v1/auth/login'
        ? { user: USER.user, readAhead: [dayRead] }
        : { fromServer: request.path },
    ) as unknown as HttpClient;
    const { client } = withReadAhead(http);
    await client({ method: 'POST', path: '/v1/auth/login', body: { email: 'a@b.c' } });
    expect(await client({ path: dayRead.path, query: dayRead.query })).toEqual(DAY);
    expect(await client({ path: dayRead.path, query: dayRead.query })).toEqual({
      fromServer: dayRead.path,
    });
    expect(http).toHaveBeenCalledTimes(2);
  });

  it('are asked for the page the visit started at, in the stored business, once', () => {
    localStorage.setItem('saluni.currentBusinessId', 'b1');
    expect(readAheadAskOf('#/client')).toEqual({ page: 'client', businessId: 'b1' });
    expect(readAheadAskOf('#/calendar')).toBeUndefined();
    rememberAskedAddress('#/');
    expect(takeReadAheadAsk()).toEqual({ page: 'dashboard', businessId: 'b1' });
    expect(takeReadAheadAsk()).toBeUndefined();
    localStorage.removeItem('saluni.currentBusinessId');
    expect(readAheadAskOf('#/client')).toEqual({ page: 'client' });
  });
});

describe('a page the boot’s sign-in signed in before the app came', () => {
  afterEach(() => {
    takeAnySignInSentEarly();
    vi.unstubAllGlobals();
  });

  it('reads its user and first reads from that sign-in’s reply, asking the server nothing', async () => {
    const fetched = vi.fn(() =>
      Promise.resolve(Response.json({ user: USER.user, readAhead: replies.slice(1) })),
    );
    vi.stubGlobal('fetch', fetched);
    void sendSignInEarly('amina@example.com', 'secret123', 'en', { page: 'dashboard' });
    const server = fakeServer();
    const { client, readAhead } = withReadAhead(server.http);
    await readAhead('dashboard', null);
    expect(await client({ path: '/v1/user' })).toEqual(USER);
    expect(
      await client({
        path: '/v1/appointment',
        query: { businessId: 'b1', startDate: 's', endDate: 'e', limit: 0 },
      }),
    ).toEqual(DAY);
    expect(server.calls).toEqual([]);
    expect(fetched).toHaveBeenCalledOnce();
  });

  it('asks the server itself when no sign-in was sent early', async () => {
    const server = fakeServer();
    const { readAhead } = withReadAhead(server.http);
    void readAhead('dashboard', 'b1');
    expect(server.calls.map(({ path }) => path)).toEqual(['/v1/session/start']);
  });
});
