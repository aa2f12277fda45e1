import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createBusiness, uniqueEmail, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';
import { presetPermissions, ROLE_PRESETS } from '../../../registry/staff/rolePresets';
import { acceptInvitation, createEmployee, invitationTokenFor } from './support';

const PATH = '/v1/permission/employee';
const MODULE = 'employees.Permissions';
type Permission = {
  _id: string;
  employeeId: string;
  module: string;
  actions: string[];
  businessId: string;
};

const context = setupTestApp();
let business: TestBusiness;
let other: TestBusiness;
let staffId: string;
let staffCookie: string;

/** An employee of `of` with an accepted invitation: their id and session. */
const staffEmployee = async (of: TestBusiness, name: string) => {
  const email = uniqueEmail(name);
  const created = await createEmployee(context.app, of.owner.cookie, of.businessId, {
    fullName: name,
    email,
  });
  return {
    id: created._id,
    cookie: await acceptInvitation(context.app, await invitationTokenFor(context.database, email)),
  };
};

beforeAll(async () => {
  business = await createBusiness(context.app, 'Permissions');
  other = await createBusiness(context.app, 'Other');
  ({ id: staffId, cookie: staffCookie } = await staffEmployee(business, 'grid'));
});

const owner = () => business.owner.cookie;
const post = (payload: Record<string, unknown>, cookie = owner()) =>
  send(context.app, 'POST', PATH, {
    cookie,
    payload: { businessId: business.businessId, ...payload },
  });
const bulk = (payload: Record<string, unknown>, cookie = owner()) =>
  send(context.app, 'POST', `${PATH}/bulk`, {
    cookie,
    payload: { businessId: business.businessId, ...payload },
  });
const list = async (query: Record<string, string | number> = {}) => {
  const response = await send(
    context.app,
    'GET',
    withQuery(PATH, { businessId: business.businessId, ...query }),
    { cookie: owner() },
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<{
    employeePermissionPage: {
      docs: Permission[];
      total: number;
      limit: number;
      page: number;
      pages: number;
      sort: unknown;
    };
  }>(response).employeePermissionPage;
};

describe('EmployeePermission calls', () => {
  it('create, read, update and delete one permission', async () => {
    const created = await post({
      employeeId: staffId,
      module: 'services.All Services',
      actions: ['update', 'read'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const permission = body<{ employeePermission: Permission }>(created).employeePermission;
    expect(permission).toEqual({
      _id: expect.any(String),
      businessId: business.businessId,
      employeeId: staffId,
      module: 'services.All Services',
      actions: ['read', 'update'],
    });

    const read = await send(
      context.app,
      'GET',
      withQuery(`${PATH}/${permission._id}`, { businessId: business.businessId }),
      { cookie: owner() },
    );
    expect(body(read)).toEqual({ employeePermission: permission });

    const updated = await send(context.app, 'PUT', `${PATH}/${permission._id}`, {
      cookie: owner(),
      payload: { businessId: business.businessId, actions: ['read'] },
    });
    expect(body<{ employeePermission: Permission }>(updated).employeePermission.actions).toEqual([
      'read',
    ]);

    const page = await list({ employeeId: staffId });
    expect(page.docs.map((doc) => doc._id)).toContain(permission._id);
    expect(page).toMatchObject({ limit: 10, page: 1, pages: 1, sort: { module: 1 } });

    const url = withQuery(`${PATH}/${permission._id}`, { businessId: business.businessId });
    expect((await send(context.app, 'DELETE', url, { cookie: owner() })).statusCode).toBe(400);
    const deleted = await send(context.app, 'DELETE', url, {
      cookie: owner(),
      headers: { 'vendor-module': MODULE },
    });
    expect(body<{ employeePermission: Permission }>(deleted).employeePermission._id).toBe(
      permission._id,
    );
    expect((await send(context.app, 'GET', url, { cookie: owner() })).statusCode).toBe(404);
  });

  it('a second row for the same module is a 409 DUPLICATE_KEY', async () => {
    expect(
      (await post({ employeeId: staffId, module: 'products.Product', actions: ['read'] }))
        .statusCode,
    ).toBe(201);
    const again = await post({
      employeeId: staffId,
      module: 'products.Product',
      actions: ['create'],
    });
    expect(again.statusCode).toBe(409);
    expect(body<ErrorBody>(again).error.code).toBe('DUPLICATE_KEY');
  });

  it('bulk sets the whole set: listed modules exactly, others removed', async () => {
    const { id } = await staffEmployee(business, 'bulk');
    const first = await bulk({
      employeeId: id,
      permissions: [
        { module: 'clients.Profile', actions: ['read', 'create'] },
        { module: 'services.Category', actions: ['read'] },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(
      body<{ employeePermissions: Permission[] }>(first).employeePermissions.map(
        ({ module, actions }) => ({ module, actions }),
      ),
    ).toEqual([
      { module: 'clients.Profile', actions: ['read', 'create'] },
      { module: 'services.Category', actions: ['read'] },
    ]);
    const second = await bulk({
      employeeId: id,
      permissions: [
        { module: 'clients.Profile', actions: ['read'] },
        { module: 'services.Category', actions: [] },
      ],
    });
    expect(
      body<{ employeePermissions: Permission[] }>(second).employeePermissions.map(
        ({ module, actions }) => ({ module, actions }),
      ),
    ).toEqual([{ module: 'clients.Profile', actions: ['read'] }]);
  });

  it.each([
    ['an unknown module', { module: 'clients.Everything', actions: ['read'] }, 'module'],
    ['an unknown action', { module: 'clients.Profile', actions: ['read', 'fly'] }, 'actions'],
    ['a repeated action', { module: 'clients.Profile', actions: ['read', 'read'] }, 'actions'],
    ['actions as text', { module: 'clients.Profile', actions: 'read' }, 'actions'],
    [
      'a missing employee',
      { employeeId: undefined, module: 'clients.Profile', actions: ['read'] },
      'employeeId',
    ],
    [
      'a bad employee id',
      { employeeId: 'nope', module: 'clients.Profile', actions: ['read'] },
      'employeeId',
    ],
    ['an unknown field', { module: 'clients.Profile', actions: ['read'], roleId: 'x' }, 'roleId'],
  ])('refuses %s with 422 and changes nothing', async (_case, payload, field) => {
    const before = await snapshot(context.database, business.businessId);
    const response = await post({ employeeId: staffId, ...payload });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(body<ErrorBody>(response).error.fields ?? {})).toEqual([field]);
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it('refuses employees without a sign-in, owners, and one’s own permissions', async () => {
    const noEmail = await createEmployee(context.app, owner(), business.businessId, {
      fullName: 'No Email',
    });
    const response = await post({
      employeeId: noEmail._id,
      module: 'clients.Profile',
      actions: ['read'],
    });
    expect(response.statusCode).toBe(409);
    expect(body<ErrorBody>(response).error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'This staff member has no email, so there is no sign-in to give permissions to',
    });

    const ownerEmployee = await createEmployee(context.app, owner(), business.businessId, {
      fullName: 'Owner',
      email: business.owner.email,
    });
    const ownRole = await bulk({ employeeId: ownerEmployee._id, permissions: [] });
    expect(ownRole.statusCode).toBe(409);
    expect(body<ErrorBody>(ownRole).error.message).toBe(
      'Owners and admins may do everything; permissions apply to staff',
    );

    const manager = await staffEmployee(business, 'manager');
    await bulk({
      employeeId: manager.id,
      permissions: [{ module: MODULE, actions: ['read', 'create', 'update', 'delete'] }],
    });
    const self = await bulk(
      { employeeId: manager.id, permissions: [{ module: 'clients.Profile', actions: ['read'] }] },
      manager.cookie,
    );
    expect(self.statusCode).toBe(403);
    expect(body<ErrorBody>(self).error.message).toBe('You cannot change your own permissions');
    // The same manager may set someone else's.
    expect(
      (
        await bulk(
          { employeeId: staffId, permissions: [{ module: 'clients.Profile', actions: ['read'] }] },
          manager.cookie,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('is enforced by module: read-only staff list but may not write', async () => {
    const reader = await staffEmployee(business, 'reader');
    await bulk({ employeeId: reader.id, permissions: [{ module: MODULE, actions: ['read'] }] });
    const read = await send(
      context.app,
      'GET',
      withQuery(PATH, { businessId: business.businessId }),
      { cookie: reader.cookie },
    );
    expect(read.statusCode).toBe(200);
    const before = await snapshot(context.database, business.businessId);
    expect(
      (
        await post(
          { employeeId: staffId, module: 'clients.Categories', actions: ['read'] },
          reader.cookie,
        )
      ).statusCode,
    ).toBe(403);
    expect((await bulk({ employeeId: staffId, permissions: [] }, reader.cookie)).statusCode).toBe(
      403,
    );
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
    // Without the module at all, even reading is refused.
    expect(
      (
        await send(context.app, 'GET', withQuery(PATH, { businessId: business.businessId }), {
          cookie: staffCookie,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('bulk that removes rows also needs delete', async () => {
    const editor = await staffEmployee(business, 'editor');
    await bulk({
      employeeId: editor.id,
      permissions: [{ module: MODULE, actions: ['read', 'update', 'create'] }],
    });
    const { id } = await staffEmployee(business, 'target');
    expect(
      (
        await bulk(
          { employeeId: id, permissions: [{ module: 'clients.Profile', actions: ['read'] }] },
          editor.cookie,
        )
      ).statusCode,
    ).toBe(200);
    expect((await bulk({ employeeId: id, permissions: [] }, editor.cookie)).statusCode).toBe(403);
  });
});

describe('role presets', () => {
  it('are accepted whole by the bulk call: a preset is one click, then one save', async () => {
    const email = uniqueEmail('preset');
    const created = await createEmployee(context.app, owner(), business.businessId, {
      fullName: 'Preset',
      email,
    });
    expect((await list({ employeeId: created._id, limit: 0 })).docs).toEqual([]);
    for (const preset of ROLE_PRESETS) {
      const permissions = presetPermissions(preset);
      const saved = await bulk({ employeeId: created._id, permissions });
      expect(saved.statusCode, saved.body).toBe(200);
      const granted = (await list({ employeeId: created._id, limit: 0 })).docs.map(
        ({ module, actions }) => ({ module, actions }),
      );
      expect(granted).toHaveLength(permissions.length);
      expect(granted).toEqual(expect.arrayContaining(permissions));
      // No preset lets staff change staff rights or the business's settings.
      expect(granted.map(({ module }) => module)).not.toContain('employees.Permissions');
      expect(granted.map(({ module }) => module)).not.toContain('settings.Business');
    }
  });
});

describe('tenancy', () => {
  it('naming another business is 403; its records are 404 through mine; lists never mix', async () => {
    const theirs = await staffEmployee(other, 'theirs');
    const created = await send(context.app, 'POST', PATH, {
      cookie: other.owner.cookie,
      payload: {
        businessId: other.businessId,
        employeeId: theirs.id,
        module: 'clients.Profile',
        actions: ['read'],
      },
    });
    const theirPermission = body<{ employeePermission: Permission }>(created).employeePermission;
    const before = await snapshot(context.database, other.businessId);

    expect(
      (
        await send(context.app, 'GET', withQuery(PATH, { businessId: other.businessId }), {
          cookie: owner(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await bulk({ businessId: other.businessId, employeeId: theirs.id, permissions: [] }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await send(
          context.app,
          'GET',
          withQuery(`${PATH}/${theirPermission._id}`, { businessId: business.businessId }),
          { cookie: owner() },
        )
      ).statusCode,
    ).toBe(404);
    const put = await send(context.app, 'PUT', `${PATH}/${theirPermission._id}`, {
      cookie: owner(),
      payload: { businessId: business.businessId, actions: [] },
    });
    expect(put.statusCode).toBe(404);
    const del = await send(
      context.app,
      'DELETE',
      withQuery(`${PATH}/${theirPermission._id}`, { businessId: business.businessId }),
      {
        cookie: owner(),
        headers: { 'vendor-module': MODULE },
      },
    );
    expect(del.statusCode).toBe(404);
    // Their employee is not one of mine.
    const cross = await post({
      employeeId: theirs.id,
      module: 'clients.Profile',
      actions: ['read'],
    });
    expect(cross.statusCode).toBe(422);
    expect(body<ErrorBody>(cross).error.fields).toEqual({
      employeeId: 'Not found in this business',
    });
    expect(await snapshot(context.database, other.businessId)).toEqual(before);
    expect(
      (await list({ limit: 0 })).docs.every((doc) => doc.businessId === business.businessId),
    ).toBe(true);
  });

  it('signed out is 401; an unknown query parameter is 400', async () => {
    expect(
      (await send(context.app, 'GET', withQuery(PATH, { businessId: business.businessId })))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await send(context.app, 'POST', `${PATH}/bulk`, {
          payload: { businessId: business.businessId, employeeId: staffId, permissions: [] },
        })
      ).statusCode,
    ).toBe(401);
    const bad = await send(
      context.app,
      'GET',
      withQuery(PATH, { businessId: business.businessId, colour: 'red' }),
      { cookie: owner() },
    );
    expect(bad.statusCode).toBe(400);
  });

  it('a member added directly with permissions sees them in GET /v1/user', async () => {
    const member = await addMember(context.app, context.database, business.businessId, {
      'clients.Profile': ['read'],
    });
    const me = body<{ user: { roles: { permissions: Record<string, string[]> }[] } }>(
      await send(context.app, 'GET', '/v1/user', { cookie: member.cookie }),
    );
    expect(me.user.roles[0]!.permissions).toEqual({ 'clients.Profile': ['read'] });
  });
});
