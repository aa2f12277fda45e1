import { describe, expect, it } from 'vitest';
import { queryCases } from './cases';
import { APP_ORIGIN } from '../support/http';
import { concretePath, setupFuzz } from './support';

/** Every read route of the app's route table, signed in and signed out, gets malformed queries. */
const fuzz = setupFuzz();

describe('malformed queries', () => {
  it('are answered on every read route without a 5xx, with the error shape and no row changed', async () => {
    const checker = await fuzz.checker();
    const cases = queryCases(fuzz.business.businessId);
    const { cookie } = fuzz.business.owner;
    for (const route of fuzz.routes().filter((candidate) => candidate.method === 'GET')) {
      const urls = cases.map((query) => `${concretePath(route.path)}?${query}`);
      // Signed out, every query is refused at the session check: two of them show it stays so.
      await checker.group([
        ...urls.map((url) => ({
          label: `GET ${url.slice(0, 120)} signed in`,
          signedIn: true,
          send: () =>
            fuzz.app.inject({ method: 'GET', url, headers: { cookie, origin: APP_ORIGIN } }),
        })),
        ...urls.slice(0, 2).map((url) => ({
          label: `GET ${url.slice(0, 120)} signed out`,
          send: () => fuzz.app.inject({ method: 'GET', url }),
        })),
      ]);
    }
    expect(checker.failures).toEqual([]);
  }, 120_000);
});
