import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientConsents } from '../../../server/db/schema';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send } from '../support/http';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let business: TestBusiness;

beforeAll(async () => {
  business = await createBusiness(context.app, 'Form');
});

const logOf = async (clientId: string) =>
  (
    await context.database.db
      .select()
      .from(clientConsents)
      .where(eq(clientConsents.clientId, clientId))
  )
    .map((row) => [row.channel, row.granted, row.method, row.recordedBy])
    .sort();

describe('the client form and marketing consent', () => {
  it('a new client starts without consent; ticking and unticking a box writes the log with who did it', async () => {
    const created = await send(context.app, 'POST', '/v1/client', {
      cookie: business.owner.cookie,
      payload: {
        businessId: business.businessId,
        fullName: 'Amina Otieno',
        email: 'amina@example.test',
        gender: 'Female',
        preferredChannel: 'email',
        language: 'sw',
        birthday: '1991-04-02',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const client = body<{ client: Record<string, unknown> & { _id: string } }>(created).client;
    expect(client).toMatchObject({
      preferredChannel: 'email',
      language: 'sw',
      birthday: '1991-04-02',
      marketingSms: false,
      marketingEmail: false,
    });
    expect(await logOf(client._id)).toEqual([]);

    const agreed = await send(context.app, 'PUT', `/v1/client/${client._id}`, {
      cookie: business.owner.cookie,
      payload: { businessId: business.businessId, marketingSms: true, marketingEmail: true },
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(body<{ client: Record<string, unknown> }>(agreed).client).toMatchObject({
      marketingSms: true,
      marketingEmail: true,
    });
    const withdrawn = await send(context.app, 'PUT', `/v1/client/${client._id}`, {
      cookie: business.owner.cookie,
      payload: { businessId: business.businessId, marketingSms: false, marketingEmail: true },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const owner = business.owner.id;
    expect(await logOf(client._id)).toEqual(
      [
        ['email', true, 'form', owner],
        ['sms', false, 'form', owner],
        ['sms', true, 'form', owner],
      ].sort(),
    );
  });
});
