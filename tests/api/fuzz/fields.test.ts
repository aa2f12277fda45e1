import { describe, expect, it } from 'vitest';
import { BAD_VALUES } from './cases';
import { jsonCase, routeName, setupFuzz } from './support';

/**
 * Every field a write route names (in its refusal of an empty body, or in a declared resource)
 * gets values of the wrong kind and beyond its column: never a 5xx, nothing changed.
 */
const fuzz = setupFuzz();

describe('bad values in named fields', () => {
  it('are refused on every write route with the error shape and no row changed', async () => {
    const checker = await fuzz.checker();
    for (const route of fuzz.writeRoutes()) {
      const base = fuzz.baseBody(route);
      const fields = [...new Set([...(await fuzz.fieldsOf(route)), ...Object.keys(base)])].filter((field) => field !== 'businessId' && field !== '');
      await checker.group(
        fields.flatMap((field) =>
          BAD_VALUES.map((bad) => {
            const body = jsonCase(`${field}: ${bad.label}`, { ...base, [field]: bad.value });
            return { label: `${routeName(route)} ${body.label}`, signedIn: true, send: () => fuzz.sendBody(route, body, true) };
          }),
        ),
      );
    }
    expect(checker.failures).toEqual([]);
  }, 120_000);
});
