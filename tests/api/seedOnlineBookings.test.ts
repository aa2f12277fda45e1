import { describe, expect, it } from 'vitest';
import type { BusinessDocument } from '../../registry';
import type { Appointment } from '../../registry/appointments';
import { DEMO_LOGIN, seedDemoBusiness } from '../../server/seed/demo';
import { sessionCookieOf } from './support/accounts';
import { body, send, withQuery } from './support/http';
import { TEST_PASSWORD_COST } from '../support/passwordCost';
import { setupTestApp } from './support/testApp';

const context = setupTestApp();
const DAY = 86_400_000;

describe('the demo salons’ online bookings', () => {
  it('each salon has an address and, ahead on its calendar, one online booking with its deposit paid and one with it due', async () => {
    expect(await seedDemoBusiness(context.database.db, TEST_PASSWORD_COST)).toBe(true);
    const cookie = sessionCookieOf(
      await send(context.app, 'POST', '/v1/auth/login', { payload: DEMO_LOGIN }),
    );
    const roles = body<{ user: { roles: { business: BusinessDocument }[] } }>(
      await send(context.app, 'GET', '/v1/user', { cookie }),
    ).user.roles;
    const expected = [
      ['Kimathi Street 14, Nairobi CBD', 50_000, 100_000],
      ['312 Crown Street, Surry Hills NSW 2010', 2000, 4000],
    ] as const;
    for (const [index, { business }] of roles.entries()) {
      const [address, paidMinor, pendingMinor] = expected[index]!;
      expect(business.address).toBe(address);
      const now = Date.now();
      const response = await send(
        context.app,
        'GET',
        withQuery('/v1/appointment', {
          businessId: business._id,
          startDate: new Date(now - DAY).toISOString(),
          endDate: new Date(now + 3 * DAY).toISOString(),
        }),
        { cookie },
      );
      expect(response.statusCode, response.body).toBe(200);
      const online = body<{ appointmentPage: { docs: Appointment[] } }>(
        response,
      ).appointmentPage.docs.filter((appointment) => appointment.source === 'online');
      expect(
        online.map(({ depositStatus, depositMinor }) => [depositStatus, depositMinor]),
      ).toEqual([
        ['paid', paidMinor],
        ['pending', pendingMinor],
      ]);
      const pending = online[1]!;
      expect(Date.parse(pending.depositDueBy!)).toBeLessThanOrEqual(Date.parse(pending.startDate));
      expect(online.every((appointment) => Date.parse(appointment.startDate) > now)).toBe(true);
    }
  });
});
