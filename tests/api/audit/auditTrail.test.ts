import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../registry/audit';
import { client } from '../../../registry';
import { asActor } from '../../../server/db/auditActor';
import { users } from '../../../server/db/schema';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { APP_ORIGIN, body, send, withQuery, type ErrorBody } from '../support/http';
import { createRecord } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let business: TestBusiness;

type EventPage = { docs: AuditEvent[]; total: number; page: number; pages: number };

const readTrail = async (query: Record<string, string | number> = {}, owner = business) => {
  const response = await send(
    context.app,
    'GET',
    withQuery('/v1/audit-events', { businessId: owner.businessId, ...query }),
    { cookie: owner.owner.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<{ auditEventPage: EventPage }>(response).auditEventPage;
};

const clientHistory = async (id: string) =>
  (await readTrail({ table: 'client', recordId: id })).docs;

const addClient = async (fullName: string) =>
  (await createRecord(context.app, business.owner.cookie, client, business.businessId, {
    fullName,
    phone: '0712 345 678',
    email: `${fullName.toLowerCase().replace(/\W/g, '')}@example.com`,
    gender: 'Female',
  })) as { _id: string };

beforeAll(async () => {
  business = await createBusiness(context.app, 'Audit');
});

describe('the audit trail of writes', () => {
  it('records a create, an update and a delete with the fields before and after, the caller and the address', async () => {
    const created = await addClient('Amina Wanjiru');
    const update = await context.app.inject({
      method: 'PUT',
      url: `${client.path}/${created._id}`,
      remoteAddress: '203.0.113.7',
      headers: { origin: APP_ORIGIN, cookie: business.owner.cookie },
      payload: { businessId: business.businessId, fullName: 'Amina Otieno' },
    });
    expect(update.statusCode, update.body).toBe(200);
    const removed = await send(
      context.app,
      'DELETE',
      withQuery(`${client.path}/${created._id}`, { businessId: business.businessId }),
      { cookie: business.owner.cookie, headers: { 'vendor-module': client.module } },
    );
    expect(removed.statusCode, removed.body).toBe(200);

    const [deleted, updated, made] = await clientHistory(created._id);
    expect(made).toMatchObject({
      action: 'create',
      table: 'client',
      recordId: created._id,
      before: null,
      actor: { kind: 'user', userId: business.owner.id, fullName: 'Test owner' },
      route: 'POST /v1/client',
    });
    expect(made!.after).toMatchObject({
      fullName: 'Amina Wanjiru',
      businessId: business.businessId,
    });
    expect(updated).toMatchObject({
      action: 'update',
      address: '203.0.113.7',
      route: 'PUT /v1/client/:id',
      before: { fullName: 'Amina Wanjiru' },
      after: { fullName: 'Amina Otieno' },
    });
    // An update keeps only what it changed.
    expect(updated!.after).not.toHaveProperty('email');
    expect(deleted).toMatchObject({ action: 'delete', after: null });
    expect(deleted!.before).toMatchObject({ fullName: 'Amina Otieno' });
  });

  it('keeps nothing of a write that is undone: a delete refused part-way leaves no row', async () => {
    const kept = await addClient('Baraka Kamau');
    const before = (await readTrail()).total;
    const refused = await send(
      context.app,
      'DELETE',
      `${client.path}?businessId=${business.businessId}&id=${kept._id}&id=00000000-0000-4000-8000-000000000000`,
      { cookie: business.owner.cookie, headers: { 'vendor-module': client.module } },
    );
    expect(refused.statusCode).toBe(404);
    expect((await readTrail()).total).toBe(before);
    expect((await clientHistory(kept._id)).map((event) => event.action)).toEqual(['create']);
  });

  it('never keeps a password hash: creating an account and changing its password leave only a mark', async () => {
    const staff = await addMember(context.app, context.database, business.businessId);
    const [user] = await context.database.db.select().from(users).where(eq(users.id, staff.id));
    await context.database.db
      .update(users)
      .set({ passwordHash: 'scrypt$changed$hash' })
      .where(eq(users.id, staff.id));
    const { rows } = await context.database.query(
      `select concat_ws(' ', before::text, after::text) as fields, actor_kind from audit_events where table_name = 'users' and record_id = $1 order by id`,
      [staff.id],
    );
    expect(rows.map((row) => row.actor_kind)).toEqual(['public', 'system']);
    for (const row of rows) {
      expect(String(row.fields)).not.toContain(user!.passwordHash);
      expect(String(row.fields)).not.toContain('scrypt$changed$hash');
      expect(String(row.fields)).toContain('[redacted]');
    }
  });

  it('records the system as the writer of work no call made', async () => {
    const made = await addClient('Chebet Mutai');
    await context.database.db.execute(
      `update clients set notes = 'from a job' where id = '${made._id}'` as never,
    );
    const [latest] = await clientHistory(made._id);
    expect(latest).toMatchObject({ action: 'update', actor: { kind: 'system', userId: null } });
  });

  it('names the caller of a write made outside any transaction of its own', async () => {
    const made = await addClient('Dalila Njeri');
    const actor = { kind: 'user' as const, userId: business.owner.id, route: 'PUT /v1/test' };
    await asActor(actor, () =>
      context.database.db.execute(
        `update clients set notes = 'by hand' where id = '${made._id}'` as never,
      ),
    );
    const [latest] = await clientHistory(made._id);
    expect(latest).toMatchObject({ actor: { kind: 'user', userId: business.owner.id } });
  });
});

describe('GET /v1/audit-events', () => {
  it('filters by person, record type, record and period, newest first, in pages', async () => {
    const admin = await addMember(context.app, context.database, business.businessId, {}, 'admin');
    const byAdmin = await createRecord(context.app, admin.cookie, client, business.businessId, {
      fullName: 'Esther Achieng',
      phone: '0712 345 679',
      email: 'esther@example.com',
      gender: 'Female',
    });
    const mine = await readTrail({ person: admin.id });
    expect(mine.docs.map((event) => event.recordId)).toEqual([byAdmin._id]);
    const page = await readTrail({ table: 'client', limit: 2, page: 2 });
    expect(page.docs).toHaveLength(2);
    expect(page.pages).toBeGreaterThan(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await readTrail({ from: '2000-01-01', to: '2000-12-31' })).total).toBe(0);
    expect((await readTrail({ from: '2000-01-01', to: '2999-12-31' })).total).toBeGreaterThan(0);
    expect((await readTrail({ from: today, person: admin.id })).total).toBe(1);
  });

  it('refuses bad filters with the field named, and unknown keys', async () => {
    const ask = (query: Record<string, string>) =>
      send(
        context.app,
        'GET',
        withQuery('/v1/audit-events', { businessId: business.businessId, ...query }),
        { cookie: business.owner.cookie },
      );
    for (const [field, value] of [
      ['person', 'someone'],
      ['table', 'no-such-thing'],
      ['recordId', "x' or 1=1"],
      ['from', '2026-13-40'],
    ] as const) {
      const refused = await ask({ [field]: value });
      expect(refused.statusCode, field).toBe(422);
      expect(body<ErrorBody>(refused).error.fields).toHaveProperty(field);
    }
    expect((await ask({ from: '2026-02-02', to: '2026-02-01' })).statusCode).toBe(422);
    expect((await ask({ page: '0' })).statusCode).toBe(400);
    expect((await ask({ actor: 'x' })).statusCode).toBe(400);
  });

  it('is for owners and admins: staff without the permission and other businesses are refused', async () => {
    const staff = await addMember(context.app, context.database, business.businessId);
    const refused = await send(
      context.app,
      'GET',
      withQuery('/v1/audit-events', { businessId: business.businessId }),
      { cookie: staff.cookie },
    );
    expect(refused.statusCode).toBe(403);
    const other = await createBusiness(context.app, 'Elsewhere');
    const theirs = await send(
      context.app,
      'GET',
      withQuery('/v1/audit-events', { businessId: business.businessId }),
      { cookie: other.owner.cookie },
    );
    expect(theirs.statusCode).toBe(403);
    const own = await readTrail({}, other);
    expect(own.docs.every((event) => event.table === 'business' || event.recordId)).toBe(true);
    expect(own.docs.some((event) => event.recordId === business.businessId)).toBe(false);
  });
});

describe('the trail is append-only', () => {
  it('refuses to change, remove or empty its rows', async () => {
    for (const statement of [
      `update audit_events set route = 'x'`,
      `delete from audit_events`,
      `truncate audit_events`,
    ])
      await expect(context.database.query(statement), statement).rejects.toThrow(/append-only/);
    expect((await readTrail()).total).toBeGreaterThan(0);
  });
});
