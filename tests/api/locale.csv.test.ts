import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvDateTime } from '../../server/http/csv';
import { signUp } from './support/accounts';
import { body, send, withQuery } from './support/http';
import { setupTestApp } from './support/testApp';

const context = setupTestApp();

/** 06:30 UTC on 23 November 2026: 09:30 in Nairobi (EAT), 17:30 in Sydney (AEDT, daylight saving). */
const INSTANT = '2026-11-23T06:30:00.000Z';
const LOCAL = { KE: '2026-11-23T09:30:00+03:00', AU: '2026-11-23T17:30:00+11:00' } as const;

type Country = keyof typeof LOCAL;
const exportsOf = new Map<Country, (path: string) => Promise<string[][]>>();

beforeAll(async () => {
  for (const country of ['KE', 'AU'] as const) {
    const { cookie } = await signUp(context.app, `csv-${country}`);
    const created = await send(context.app, 'POST', '/v1/business', {
      cookie,
      payload: { name: `CSV ${country} ${process.pid}`, country },
    });
    const businessId = body<{ business: { _id: string } }>(created).business._id;
    const post = (path: string, payload: Record<string, unknown>) =>
      send(context.app, 'POST', path, { cookie, payload: { businessId, ...payload } });
    await post('/v1/client', {
      fullName: 'Olivia Nguyen',
      email: `olivia-${country}@example.com`,
      gender: 'Female',
    });
    await post('/v1/employee', { fullName: 'Jack Wilson' });
    await post('/v1/service', {
      name: 'Cut and Colour',
      advancedPricing: [{ price: 120, durationInMinutes: 90 }],
    });
    for (const table of ['clients', 'employees', 'services']) {
      await context.database.query(`update ${table} set created_at = $1 where business_id = $2`, [
        INSTANT,
        businessId,
      ]);
    }
    exportsOf.set(
      country,
      async (path) =>
        parse(
          (await send(context.app, 'GET', withQuery(path, { businessId }), { cookie })).body,
        ) as string[][],
    );
  }
});

describe('CSV exports write times in the business time zone with the offset', () => {
  it.each([
    ['/v1/client/export', 7],
    ['/v1/employee/export', 5],
    ['/v1/service/export', 5],
  ])('%s', async (path, column) => {
    for (const country of ['KE', 'AU'] as const) {
      const rows = await exportsOf.get(country)!(path);
      expect(rows[1]![column]).toBe(LOCAL[country]);
    }
  });

  it('one helper: the same instant in winter and summer Sydney, and no value stays empty', () => {
    expect(csvDateTime(new Date('2026-06-01T00:00:00Z'), 'Australia/Sydney')).toBe(
      '2026-06-01T10:00:00+10:00',
    );
    expect(csvDateTime(INSTANT, 'Africa/Nairobi')).toBe(LOCAL.KE);
    expect(csvDateTime(null, 'Africa/Nairobi')).toBeNull();
  });
});
