import { vi } from 'vitest';
import type {
  BookingDocument,
  BookingSite,
  FreeTimes,
  HoldDocument,
} from '../../../registry/bookingSite';

/**
 * A double of the server's booking site calls, answering as the contract says
 * (registry/routes/bookingSite.ts, registry/bookingSite.ts): `{ <replyKey>: value }`, or
 * `{ error: { message, code, fields } }`. Each test names the answers it needs; a call it did not
 * name fails the test. The calls made are kept for the test to read.
 */
export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  language: string | null;
  body: Record<string, unknown> | null;
}

type Reply = { status?: number; reply: Record<string, unknown> } | { networkDown: true };
/** A reply, or one computed from the call, perhaps later (a payment the test settles when it wants). */
type Answer = Reply | ((call: SentCall) => Reply | Promise<Reply>);

export const refusal = (status: number, message: string, fields?: Record<string, string>) => ({
  status,
  reply: { error: { message, code: status === 422 ? 'VALIDATION' : 'INVALID_STATE', fields } },
});

export const installSiteServer = (answers: Record<string, Answer | Answer[]>) => {
  const calls: SentCall[] = [];
  const queues = new Map(Object.entries(answers).map(([key, value]) => [key, [value].flat()]));
  const fetchDouble = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const headers = new Headers(init.headers);
    const call: SentCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      language: headers.get('accept-language'),
      body:
        typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const queue = queues.get(key);
    if (!queue) throw new Error(`The test gave no answer for ${key}`);
    // The last answer repeats: a poll asked again gets it again.
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    const answer = typeof next === 'function' ? await next(call) : next;
    if ('networkDown' in answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.reply), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchDouble);
  return { calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
};

export const nairobiSite: BookingSite = {
  slug: 'demo-nairobi',
  name: 'Demo Salon Nairobi',
  logoUrl: '/v1/book/demo-nairobi/logo',
  address: 'Kimathi Street, Nairobi',
  country: 'KE',
  currency: 'KES',
  timezone: 'Africa/Nairobi',
  hours: [
    { day: 'monday', open: true, start: '08:00', end: '18:00' },
    { day: 'tuesday', open: true, start: '08:00', end: '18:00' },
    { day: 'wednesday', open: true, start: '08:00', end: '18:00' },
    { day: 'thursday', open: true, start: '08:00', end: '18:00' },
    { day: 'friday', open: true, start: '08:00', end: '18:00' },
    { day: 'saturday', open: true, start: '09:00', end: '16:00' },
    { day: 'sunday', open: false, start: null, end: null },
  ],
  categories: [
    {
      _id: 'hair',
      name: 'Hair',
      services: [
        {
          _id: 'braids',
          name: 'Box braids',
          description: null,
          priceMinor: 350000,
          durationInMinutes: 180,
          depositMinor: 50000,
          depositForEveryone: true,
        },
        {
          _id: 'wash',
          name: 'Wash and blow-dry',
          description: 'With treatment',
          priceMinor: 80000,
          durationInMinutes: 45,
          depositMinor: 0,
          depositForEveryone: true,
        },
      ],
    },
    {
      _id: null,
      name: null,
      services: [
        {
          _id: 'nails',
          name: 'Manicure',
          description: null,
          priceMinor: 120000,
          durationInMinutes: 60,
          depositMinor: 20000,
          depositForEveryone: false,
        },
      ],
    },
  ],
  staff: [
    { _id: 'wanjiku', fullName: 'Wanjiku Mwangi' },
    { _id: 'akinyi', fullName: 'Akinyi Otieno' },
  ],
  policy: {
    en: 'Cancel 24 hours ahead or the deposit is kept.',
    sw: 'Ghairi saa 24 kabla au amana itabakizwa.',
  },
  freeCancellationHours: 24,
  firstDate: '2026-12-01',
  lastDate: '2026-12-07',
  emailRequired: false,
  depositMethods: ['m-pesa'],
};

export const sydneySite: BookingSite = {
  ...nairobiSite,
  slug: 'demo-sydney',
  name: 'Demo Salon Sydney',
  logoUrl: null,
  country: 'AU',
  currency: 'AUD',
  timezone: 'Australia/Sydney',
  emailRequired: true,
  depositMethods: ['card'],
};

/** 09:00 and 09:30 in Nairobi (UTC+3) on the first day. */
export const nairobiTimes: FreeTimes = {
  date: '2026-12-01',
  durationInMinutes: 90,
  times: [
    { start: '2026-12-01T06:00:00.000Z', time: '09:00' },
    { start: '2026-12-01T06:30:00.000Z', time: '09:30' },
  ],
};

export const nairobiHold: HoldDocument = {
  holdToken: 'hold-secret',
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  start: '2026-12-01T06:00:00.000Z',
  durationInMinutes: 225,
  employee: { _id: 'wanjiku', fullName: 'Wanjiku Mwangi' },
  services: [
    { _id: 'braids', name: 'Box braids', priceMinor: 350000 },
    { _id: 'wash', name: 'Wash and blow-dry', priceMinor: 80000 },
  ],
  depositMinor: 50000,
};

export const nairobiBooking = (change: Partial<BookingDocument> = {}): BookingDocument => ({
  status: 'booked',
  start: '2026-12-01T06:00:00.000Z',
  durationInMinutes: 225,
  business: {
    name: 'Demo Salon Nairobi',
    slug: 'demo-nairobi',
    address: 'Kimathi Street, Nairobi',
    timezone: 'Africa/Nairobi',
    currency: 'KES',
  },
  employee: { _id: 'wanjiku', fullName: 'Wanjiku Mwangi' },
  services: nairobiHold.services,
  depositMinor: 50000,
  depositStatus: 'paid',
  depositDueBy: null,
  payment: { method: 'm-pesa', status: 'paid', checkoutUrl: null },
  canCancel: true,
  refundsDeposit: true,
  canMove: true,
  freeCancellationUntil: '2026-11-30T06:00:00.000Z',
  ...change,
});
