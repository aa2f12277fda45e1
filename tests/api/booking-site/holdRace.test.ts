import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openPostgres, type OpenDatabase } from '../../../server/db/database';
import { bookingHolds, businesses } from '../../../server/db/schema';
import { adminQuery, databaseUrl } from '../support/globalSetup';
import { TEST_PASSWORD_COST } from '../../support/passwordCost';
import { type TestApp } from '../support/testApp';
import {
  addEmployee,
  addService,
  askHold,
  at,
  holdBody,
  configureSite,
  dayIn,
  type SiteRows,
} from './siteSeed';

/**
 * 50 visitors racing for one slot, spread over two servers on one PostgreSQL database, each with
 * its own connections, as behind a load balancer: PGlite has one connection, so this runs on
 * PostgreSQL (TEST_DATABASE_URL) only.
 */
const template = inject('databaseTemplate');
const VISITORS = 50;

describe.runIf(template.kind === 'postgres')('50 holds of one slot on two servers', () => {
  const databases: OpenDatabase[] = [];
  const apps: TestApp[] = [];
  let name = '';
  let site: SiteRows;
  let employeeId: string;
  let serviceId: string;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    name = `saluni_race_${randomBytes(6).toString('hex')}`;
    await adminQuery(
      template.serverUrl,
      `CREATE DATABASE ${name} TEMPLATE ${template.templateName}`,
    );
    for (let n = 0; n < 2; n++) {
      const database = await openPostgres(databaseUrl(template.serverUrl, name), 10);
      databases.push(database);
      const app = await buildApp({ database, passwordCost: TEST_PASSWORD_COST });
      await app.ready();
      apps.push(app);
    }
    const businessId = uuidv7();
    await databases[0]!.db
      .insert(businesses)
      .values({ id: businessId, name: `Race ${randomBytes(4).toString('hex')}` });
    site = await configureSite(databases[0]!, businessId);
    employeeId = await addEmployee(site, 'Amina Otieno');
    serviceId = await addService(site, 'Braids', { durationInMinutes: 60 });
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    if (name && template.kind === 'postgres')
      await adminQuery(template.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const race = async (employee: string | null, time: string) => {
    const start = at(site, dayIn(site, 3), time);
    const replies = await Promise.all(
      Array.from({ length: VISITORS }, (_, n) =>
        askHold(
          apps[n % 2]!,
          site.slug,
          holdBody([serviceId], employee, start),
          // Each visitor from an address of their own: the per-address limits stay out of the race.
          `127.0.${Math.floor(n / 200) + 10}.${(n % 200) + 1}`,
        ),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    const live = await site.db
      .select({ id: bookingHolds.id })
      .from(bookingHolds)
      .where(
        and(
          eq(bookingHolds.businessId, site.businessId),
          eq(bookingHolds.startDate, new Date(start)),
          eq(bookingHolds.status, 'held'),
          gt(bookingHolds.expiresAt, sql`now()`),
        ),
      );
    return { statuses, live: live.length };
  };

  it('one named employee: exactly one 201, every other a 409, one hold stored', async () => {
    const { statuses, live } = await race(employeeId, '10:00');
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(VISITORS - 1);
    expect(live).toBe(1);
  }, 60_000);

  it('anyone, with one employee who may take it: the same', async () => {
    const { statuses, live } = await race(null, '13:00');
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(VISITORS - 1);
    expect(live).toBe(1);
  }, 60_000);
});
