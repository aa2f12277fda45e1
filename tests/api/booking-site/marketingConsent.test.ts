import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientConsents, clients } from '../../../server/db/schema';
import { testPaymentsConfig, setupPaymentsApp } from '../payments/support';
import { body, type ErrorBody } from '../support/http';
import {
  appointmentOfHold,
  confirmedBooking,
  createSalon,
  newMobile,
  post,
  verifiedHold,
  type Salon,
} from './flowSupport';

const context = setupPaymentsApp(() => testPaymentsConfig({ simulatorDelayMs: 10 }));
let salon: Salon;

beforeAll(async () => {
  salon = await createSalon(context.app, context.database, { policy: 'Cancel a day ahead.' });
});

const consentOf = async (clientId: string) => {
  const { db } = context.database;
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  const log = await db
    .select()
    .from(clientConsents)
    .where(
      and(eq(clientConsents.businessId, salon.businessId), eq(clientConsents.clientId, clientId)),
    );
  return { client: client!, log };
};

describe("the booking page's marketing box", () => {
  it('ticked: records consent for SMS and e-mail, by the booking page, with the booking', async () => {
    const { hold } = await confirmedBooking(
      context.app,
      context.database,
      salon,
      { phone: newMobile() },
      { marketingOptIn: true },
    );
    const { clientId } = await appointmentOfHold(context.database, hold.id);
    const { client, log } = await consentOf(clientId);
    expect(client).toMatchObject({ marketingSms: true, marketingEmail: true });
    expect(log.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    for (const row of log)
      expect(row).toMatchObject({ granted: true, method: 'booking-page', recordedBy: null });
  });

  it('unticked or left out: records nothing, and never withdraws a consent given before', async () => {
    const phone = newMobile();
    const first = await confirmedBooking(
      context.app,
      context.database,
      salon,
      { phone },
      { marketingOptIn: false },
    );
    const { clientId } = await appointmentOfHold(context.database, first.hold.id);
    expect(await consentOf(clientId)).toMatchObject({
      client: { marketingSms: false, marketingEmail: false },
      log: [],
    });

    await confirmedBooking(
      context.app,
      context.database,
      salon,
      { phone },
      { marketingOptIn: true },
    );
    const again = await confirmedBooking(context.app, context.database, salon, { phone });
    expect((await appointmentOfHold(context.database, again.hold.id)).clientId).toBe(clientId);
    const { client, log } = await consentOf(clientId);
    expect(client).toMatchObject({ marketingSms: true, marketingEmail: true });
    expect(log).toHaveLength(2);
    expect(log.every((row) => row.granted)).toBe(true);
  });

  it('refuses a box that is not true or false with a field message', async () => {
    const hold = await verifiedHold(context.app, context.database, salon, { phone: newMobile() });
    const response = await post(context.app, '/v1/book/hold/confirm', {
      holdToken: hold.token,
      acceptPolicy: true,
      marketingOptIn: 'yes',
    });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toHaveProperty('marketingOptIn');
  });
});
