import { beforeAll, describe, expect, it } from 'vitest';
import { BAD_VALUES, edgeValuesOf } from './cases';
import { jsonCase, routeName, setupFuzz } from './support';
import { makeValidRequests, type ValidRequest } from './validBodies';

/**
 * Every field a write route names (in its refusal of an empty body, in a declared resource or in
 * a valid body of its own) gets values of the wrong kind and beyond its column, and once each an
 * empty id or the edge days of a date: never a 5xx, nothing changed by a refusal.
 */
const fuzz = setupFuzz();
let valid: Record<string, ValidRequest>;
beforeAll(async () => {
  valid = await makeValidRequests(fuzz.app, fuzz.database, fuzz.business);
});

/**
 * The write routes in shares, a test each: every route is still fuzzed once, and no single
 * test's time limit has to cover them all as the API grows.
 */
const SHARES = [0, 1, 2, 3];

describe('bad values in named fields', () => {
  it.each(SHARES)(
    'are refused on every write route with the error shape and no row changed (share %i of 4)',
    async (share) => {
      const checker = await fuzz.checker();
      const routes = fuzz.writeRoutes().filter((_, index) => index % SHARES.length === share);
      for (const route of routes) {
        const request = valid[routeName(route)];
        const base = { ...fuzz.baseBody(route), ...request?.body };
        const fields = [
          ...new Set([...(await fuzz.fieldsOf(route, request?.id)), ...Object.keys(base)]),
        ].filter((field) => field !== 'businessId' && field !== '');
        const send = (field: string, bad: { label: string; value: unknown }) => {
          const body = jsonCase(`${field}: ${bad.label}`, { ...base, [field]: bad.value });
          return {
            label: `${routeName(route)} ${body.label}`,
            signedIn: true,
            send: () => fuzz.sendBody(route, body, true, request?.id),
          };
        };
        // Null (in an optional field) and the edge values (a day in range) may be accepted, and an accepted
        // request makes the checker replay its group one by one: they go in a group of their own.
        const mayBeAccepted = (field: string) => [
          { label: 'null', value: null },
          ...edgeValuesOf(field, base[field]),
        ];
        await checker.group(fields.flatMap((field) => BAD_VALUES.map((bad) => send(field, bad))));
        await checker.group(
          fields.flatMap((field) => mayBeAccepted(field).map((value) => send(field, value))),
        );
      }
      expect(checker.failures).toEqual([]);
    },
    120_000,
  );
});
