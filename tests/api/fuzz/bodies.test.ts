import { describe, expect, it } from 'vitest';
import { bodyCases, hugeUpload } from './cases';
import { routeName, setupFuzz } from './support';

/**
 * Every write route of the app's route table, signed in and signed out, gets malformed bodies
 * (docs/areas/conventions.md, "Bad input"): never a 5xx, always the error shape, nothing changed.
 */
const fuzz = setupFuzz();
const UPLOAD_ROUTES = ['POST /v1/file', 'PUT /v1/service/image/:id', 'PUT /v1/product/images/:id'];

describe('malformed bodies', () => {
  it('reads the whole route table', () => {
    expect(fuzz.writeRoutes().length).toBeGreaterThan(50);
    expect(fuzz.routes().some((route) => routeName(route) === 'PUT /v1/client/:id')).toBe(true);
  });

  it('are refused on every write route, signed in and signed out, with the error shape and no row changed', async () => {
    const checker = await fuzz.checker();
    const cases = bodyCases(fuzz.business.businessId);
    for (const route of fuzz.writeRoutes()) {
      const bodies = UPLOAD_ROUTES.includes(routeName(route))
        ? [...cases, hugeUpload(fuzz.business.businessId)]
        : cases;
      await checker.group(
        bodies.flatMap((body) => [
          {
            label: `${routeName(route)} signed in, ${body.label}`,
            signedIn: true,
            send: () => fuzz.sendBody(route, body, true),
          },
          {
            label: `${routeName(route)} signed out, ${body.label}`,
            send: () => fuzz.sendBody(route, body, false),
          },
        ]),
      );
    }
    expect(checker.failures).toEqual([]);
  }, 120_000);
});
