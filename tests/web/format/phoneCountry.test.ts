import { describe, expect, it } from 'vitest';
import { client } from '../../../registry';
import { normalisePhone } from '../../../registry/phone';
import { buildRecordSchema } from '../../../registry/recordSchema';

/** The same yup schema the server runs: the web app gives it the business country as context. */
const phoneOk = async (phone: string, context?: { country: string }) =>
  buildRecordSchema(client, ['phone'])
    .validate({ phone }, { strict: true, ...(context && { context }) })
    .then(
      () => true,
      () => false,
    );

describe('phone validation by business country', () => {
  it('reads a Kenyan business when no country is given', async () => {
    expect(await phoneOk('0712 345 678')).toBe(true);
    expect(await phoneOk('0412 345 678')).toBe(false);
  });

  it('accepts Australian national numbers for an AU business, international ones everywhere', async () => {
    expect(await phoneOk('0412 345 678', { country: 'AU' })).toBe(true);
    expect(await phoneOk('02 9374 4000', { country: 'AU' })).toBe(true);
    expect(await phoneOk('+254712345678', { country: 'AU' })).toBe(true);
    expect(await phoneOk('+61412345678', { country: 'KE' })).toBe(true);
    expect(await phoneOk('0012 345 678', { country: 'AU' })).toBe(false);
  });

  it('stores E.164', () => {
    expect(normalisePhone('0412 345 678', 'AU')).toBe('+61412345678');
    expect(normalisePhone('0712-345-678', 'KE')).toBe('+254712345678');
    expect(normalisePhone('0712-345-678')).toBe('+254712345678');
  });
});
