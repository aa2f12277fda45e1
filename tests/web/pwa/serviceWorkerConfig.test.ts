import { expect, test } from 'vitest';
import { client, employee, service } from '../../../registry';
import { ROUTES } from '../../../registry/routes';
import { API_CACHE_NAME } from '../../../src/pwa';
import { INSTALLED_APP } from '../../../vite.config';

/** The service worker's addresses are written in vite.config.ts: here they meet the route table. */
test('the day reads the worker keeps are GET routes of the route table', () => {
  const reads = new Set([
    ...Object.values(ROUTES)
      .filter((route) => route.method === 'GET')
      .map((route) => route.path),
    // The registry resources' lists (their generic calls).
    ...[employee, client, service].map((resource) => resource.path),
  ]);
  expect(INSTALLED_APP.dayReads.filter((path) => !reads.has(path))).toEqual([]);
  expect(INSTALLED_APP.dayReads).toEqual(
    expect.arrayContaining([
      ROUTES.appointmentList.path,
      ROUTES.appointmentsByRoom.path,
      ROUTES.currentUser.path,
      ROUTES.businessList.path,
    ]),
  );
  expect(INSTALLED_APP.readAhead).toBe(ROUTES.readAhead.path);
});

test("every address the server serves is left to the server, not answered with the back office's page", () => {
  const segments = new Set(Object.values(ROUTES).map(({ path }) => path.split('/')[1]));
  expect(
    [...segments].filter((segment) => !INSTALLED_APP.serverSegments.includes(segment!)),
  ).toEqual([]);
  // The booking site's pages (server/http/webApp.ts) and the next API version.
  expect(INSTALLED_APP.serverSegments).toEqual(expect.arrayContaining(['book', 'v2']));
});

test('sign-out empties the cache the worker keeps the day in', () => {
  expect(INSTALLED_APP.apiCacheName).toBe(API_CACHE_NAME);
});
