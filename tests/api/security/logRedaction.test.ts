import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../support/accounts';
import { send, withQuery } from '../support/http';
import { createTestApp, type TestContext } from '../support/testApp';

const lines: string[] = [];
let context: TestContext;

beforeAll(async () => {
  context = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(async () => {
  await context.close();
});

describe('log lines', () => {
  it('of a failing write carry neither the client name nor the phone, nor cookies or passwords', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    // A database failure no input check foresees: the insert reaches the driver with its parameters.
    await context.database.query(
      `create function refuse_client() returns trigger language plpgsql as $$ begin raise exception 'clients are closed'; end $$`,
    );
    await context.database.query(
      'create trigger refuse_client before insert on clients for each row execute function refuse_client()',
    );
    lines.length = 0;
    const response = await send(context.app, 'POST', '/v1/client', {
      cookie: owner.cookie,
      payload: {
        businessId,
        fullName: 'Wanjiku Kamau-Secret',
        phone: '+254712345678',
        email: 'wanjiku.secret@example.test',
        gender: 'Female',
      },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('request failed');
    expect(log).toContain('clients are closed');
    for (const secret of ['Wanjiku', '712345678', 'wanjiku.secret', owner.cookie.split('=')[1]!])
      expect(log).not.toContain(secret);
    const signIn = await send(context.app, 'POST', '/v1/auth/login', {
      payload: { email: owner.email, password: 'a-password-never-logged' },
    });
    expect(signIn.statusCode).toBe(401);
    expect(lines.join('\n')).not.toContain('a-password-never-logged');
  });

  it('of searches carry the route and ids, never the query: no phone, name or e-mail typed into a search', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    lines.length = 0;
    for (const q of ['+254712544123', '0712544123', 'Achieng Otieno', 'achieng@example.test']) {
      const response = await send(context.app, 'GET', withQuery('/v1/client', { businessId, q }), {
        cookie: owner.cookie,
      });
      expect(response.statusCode).toBe(200);
    }
    const log = lines.join('\n');
    expect(log).toContain('"url":"/v1/client"');
    for (const typed of ['712544123', 'Achieng', 'achieng', '%2B254', 'q='])
      expect(log).not.toContain(typed);
  });

  it('name a record by its id and leave other path parameters out', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    lines.length = 0;
    await send(context.app, 'GET', withQuery(`/v1/business/${businessId}`, {}), {
      cookie: owner.cookie,
    });
    await send(context.app, 'GET', '/v1/file/secret-name.png');
    await send(context.app, 'GET', '/v1/no-such-route/0712544123');
    const log = lines.join('\n');
    expect(log).toContain(`/v1/business/${businessId}`);
    expect(log).toContain('/v1/file/:filename');
    expect(log).toContain('(no route)');
    for (const hidden of ['secret-name', '0712544123']) expect(log).not.toContain(hidden);
  });

  it('show invitation links without their token', async () => {
    lines.length = 0;
    await send(context.app, 'GET', '/v1/auth/invitation/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789');
    const log = lines.join('\n');
    expect(log).toContain('/v1/auth/invitation/:token');
    expect(log).not.toContain('AbCdEfGhIjKlMnOpQrStUvWxYz0123456789');
  });
});
