import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, employee } from '../../../registry';
import { DEFAULT_WORKING_HOURS } from '../../../registry/staff/workingHours';
import { INVITED_PASSWORD_HASH } from '../../../server/auth/passwords';
import {
  createBusiness,
  PASSWORD,
  signUp,
  uniqueEmail,
  verifyEmail,
  type TestBusiness,
} from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';
import {
  acceptInvitation,
  createEmployee,
  deleteEmployee,
  invitationTokenFor,
  outboxFor,
  roleOf,
  updateEmployee,
  userByEmail,
} from './support';

const context = setupTestApp();
let business: TestBusiness;

beforeAll(async () => {
  business = await createBusiness(context.app, 'Staff');
});

const owner = () => business.owner.cookie;
const create = (values: Record<string, unknown>) =>
  createEmployee(context.app, owner(), business.businessId, values);

describe('working hours', () => {
  it('default to Monday to Saturday 08:00-18:00 and are editable per day', async () => {
    const created = await create({ fullName: 'Hours Default' });
    expect(created.workingHours).toEqual(DEFAULT_WORKING_HOURS);
    const week = DEFAULT_WORKING_HOURS.map((day) =>
      day.day === 'monday'
        ? { ...day, working: false }
        : day.day === 'sunday'
          ? { ...day, working: true, start: '10:00', end: '14:00' }
          : day,
    );
    const updated = await updateEmployee(context.app, owner(), business.businessId, created._id, {
      workingHours: week,
    });
    expect(updated.workingHours).toEqual(week);
    // Clearing goes back to the default week.
    expect(
      (
        await updateEmployee(context.app, owner(), business.businessId, created._id, {
          workingHours: null,
        })
      ).workingHours,
    ).toEqual(DEFAULT_WORKING_HOURS);
  });

  it.each([
    ['six days', DEFAULT_WORKING_HOURS.slice(0, 6), 'Working hours must list Monday to Sunday'],
    [
      'days out of order',
      [...DEFAULT_WORKING_HOURS].reverse(),
      'Working hours must list Monday to Sunday',
    ],
    [
      'a bad time',
      DEFAULT_WORKING_HOURS.map((day, i) => (i === 2 ? { ...day, start: '8am' } : day)),
      'Times must be HH:mm',
    ],
    [
      'an end before the start',
      DEFAULT_WORKING_HOURS.map((day, i) =>
        i === 0 ? { ...day, start: '18:00', end: '08:00' } : day,
      ),
      'A working day must end after it starts',
    ],
    [
      'an unknown key',
      DEFAULT_WORKING_HOURS.map((day, i) => (i === 0 ? { ...day, lunch: true } : day)),
      'Working hours must list Monday to Sunday',
    ],
    ['text', 'always', 'Working hours must list Monday to Sunday'],
  ])('refuses %s with 422 and changes nothing', async (_case, workingHours, message) => {
    const created = await create({ fullName: 'Hours Bad' });
    const before = await snapshot(context.database, business.businessId);
    const response = await send(context.app, 'PUT', `${employee.path}/${created._id}`, {
      cookie: owner(),
      payload: { businessId: business.businessId, workingHours },
    });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({ workingHours: message });
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });
});

describe('an employee with an email', () => {
  it('invites a new account: staff role, invitation e-mail pending in the outbox, no usable password', async () => {
    const email = uniqueEmail('stylist');
    await create({ fullName: 'Amani Wekesa', email });
    expect(await roleOf(context.database, business.businessId, email)).toMatchObject({
      role: 'staff',
    });
    expect((await userByEmail(context.database, email))?.password_hash).toBe(INVITED_PASSWORD_HASH);
    const [mail] = await outboxFor(context.database, email);
    expect(mail).toMatchObject({ channel: 'email', status: 'pending', attempts: 0 });
    expect(mail!.subject).toMatch(/^You are invited to Staff /);
    expect(mail!.body).toContain('Hello Amani Wekesa');
    const login = await send(context.app, 'POST', '/v1/auth/login', {
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('the invitation sets a password once and signs in to the business', async () => {
    const email = uniqueEmail('barber');
    await create({ fullName: 'Baraka Otieno', email });
    const token = await invitationTokenFor(context.database, email);

    const shown = await send(context.app, 'GET', `/v1/auth/invitation/${token}`);
    expect(body(shown)).toEqual({
      invitation: {
        email,
        fullName: 'Baraka Otieno',
        businessName: expect.stringMatching(/^Staff /),
        hasAccount: false,
      },
    });

    const short = await send(context.app, 'POST', '/v1/auth/invitation/accept', {
      payload: { token, password: 'short' },
    });
    expect(short.statusCode).toBe(422);
    expect(body<ErrorBody>(short).error.fields).toEqual({
      password: 'Password must be at least 8 characters',
    });

    const cookie = await acceptInvitation(context.app, token, 'a good password');
    const me = body<{ user: { roles: { role: string; business: { _id: string } }[] } }>(
      await send(context.app, 'GET', '/v1/user', { cookie }),
    );
    expect(me.user.roles).toEqual([
      expect.objectContaining({
        role: 'staff',
        business: expect.objectContaining({ _id: business.businessId }),
      }),
    ]);
    const login = await send(context.app, 'POST', '/v1/auth/login', {
      payload: { email, password: 'a good password' },
    });
    expect(login.statusCode).toBe(200);

    const again = await send(context.app, 'POST', '/v1/auth/invitation/accept', {
      payload: { token, password: 'another password' },
    });
    expect(again.statusCode).toBe(404);
    expect(body<ErrorBody>(again).error.message).toBe('This invitation is invalid or has expired');
  });

  it.each([
    ['an unknown token', { token: 'x'.repeat(43), password: 'a good password' }, 404],
    ['a malformed token', { token: '../../etc', password: 'a good password' }, 404],
    ['no password', { token: 'x'.repeat(43) }, 422],
    ['an unknown field', { token: 'x'.repeat(43), password: 'a good password', admin: true }, 422],
    ['a number token', { token: 42, password: 'a good password' }, 422],
  ])('refuses accepting with %s', async (_case, payload, status) => {
    const response = await send(context.app, 'POST', '/v1/auth/invitation/accept', { payload });
    expect(response.statusCode).toBe(status);
    expect(response.cookies).toEqual([]);
  });

  it('gives an existing account (any case of its email) no role until it accepts the invitation signed in', async () => {
    const user = await signUp(context.app, 'existing');
    await create({ fullName: 'Existing Person', email: user.email.toUpperCase() });
    expect(await roleOf(context.database, business.businessId, user.email)).toBeUndefined();
    const mails = await outboxFor(context.database, user.email);
    expect(mails.at(-1)!.subject).toMatch(/^You are invited to Staff /);
    const token = await invitationTokenFor(context.database, user.email);
    const shown = await send(context.app, 'GET', `/v1/auth/invitation/${token}`);
    expect(body<{ invitation: { hasAccount: boolean } }>(shown).invitation.hasAccount).toBe(true);

    expect(
      (
        await send(context.app, 'POST', '/v1/auth/invitation/accept', {
          payload: { token, password: 'take it over' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await send(context.app, 'POST', '/v1/staff/invitation/accept', { payload: { token } }))
        .statusCode,
    ).toBe(401);
    const joined = await send(context.app, 'POST', '/v1/staff/invitation/accept', {
      cookie: user.cookie,
      payload: { token },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await roleOf(context.database, business.businessId, user.email)).toMatchObject({
      role: 'staff',
    });
    const again = await send(context.app, 'POST', '/v1/staff/invitation/accept', {
      cookie: user.cookie,
      payload: { token },
    });
    expect(again.statusCode).toBe(404);
  });

  it("an outsider who signed up first with a new hire's e-mail gets no role when the owner adds that e-mail", async () => {
    const outsider = await signUp(context.app, 'hire');
    await create({ fullName: 'New Hire', email: outsider.email });
    expect(await roleOf(context.database, business.businessId, outsider.email)).toBeUndefined();
    const me = body<{ user: { roles: unknown[] } }>(
      await send(context.app, 'GET', '/v1/user', { cookie: outsider.cookie }),
    );
    expect(me.user.roles).toEqual([]);
    const clients = await send(
      context.app,
      'GET',
      withQuery(client.path, { businessId: business.businessId }),
      { cookie: outsider.cookie },
    );
    expect(clients.statusCode).toBe(403);
  });

  it("an outsider who signs up with a new hire's e-mail never gets an account, so cannot take the invitation", async () => {
    const hire = uniqueEmail('unread');
    const signedUp = await send(context.app, 'POST', '/v1/auth/signup', {
      payload: { fullName: 'Outsider', email: hire, password: PASSWORD },
    });
    expect(signedUp.statusCode).toBe(202);
    expect(signedUp.cookies).toEqual([]);
    expect(await userByEmail(context.database, hire)).toBeUndefined();
    await create({ fullName: 'New Hire', email: hire });
    // The address's account is the invited one: only the invitation link (or the sign-up link, both
    // in the hire's inbox) opens it, and the outsider's password does not.
    expect((await userByEmail(context.database, hire))!.password_hash).toBe(INVITED_PASSWORD_HASH);
    expect(
      (
        await send(context.app, 'POST', '/v1/auth/login', {
          payload: { email: hire, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("an invited address that signs up and opens its link signs in with the password chosen there, already staff, under the owner's name", async () => {
    const invited = uniqueEmail('invited-signup');
    await create({ fullName: 'Invited Person', email: invited });
    await send(context.app, 'POST', '/v1/auth/signup', {
      payload: { fullName: 'Signed Up As', email: invited },
    });
    const verified = await verifyEmail(context.app, invited, 'chosen on confirming');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(body<{ user: { fullName: string } }>(verified).user.fullName).toBe('Invited Person');
    expect(await roleOf(context.database, business.businessId, invited)).toMatchObject({
      role: 'staff',
    });
    expect(
      (
        await send(context.app, 'POST', '/v1/auth/login', {
          payload: { email: invited, password: 'chosen on confirming' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses an account accepting an invitation sent to another address, and changes nothing', async () => {
    const invitedEmail = uniqueEmail('invitee');
    await create({ fullName: 'Invitee', email: invitedEmail });
    const token = await invitationTokenFor(context.database, invitedEmail);
    const intruder = await signUp(context.app, 'intruder');
    const before = await snapshot(context.database, business.businessId);
    const refused = await send(context.app, 'POST', '/v1/staff/invitation/accept', {
      cookie: intruder.cookie,
      payload: { token },
    });
    expect(refused.statusCode).toBe(403);
    expect(body<ErrorBody>(refused).error.message).toBe(
      'This invitation is for another e-mail address. Sign in as the invited address to accept it.',
    );
    expect(await roleOf(context.database, business.businessId, intruder.email)).toBeUndefined();
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
    await acceptInvitation(context.app, token);
  });

  it('stores invitation tokens only as their SHA-256', async () => {
    const email = uniqueEmail('hashed');
    await create({ fullName: 'Hashed', email });
    const token = await invitationTokenFor(context.database, email);
    const { rows } = await context.database.query(
      'select token_hash from staff_invitations i join users u on u.id = i.user_id where lower(u.email) = lower($1)',
      [email],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
  });

  it('never touches the owner role when the owner adds themselves', async () => {
    const created = await create({ fullName: 'The Owner', email: business.owner.email });
    expect(await roleOf(context.database, business.businessId, business.owner.email)).toMatchObject(
      { role: 'owner' },
    );
    await deleteEmployee(context.app, owner(), business.businessId, created._id);
    expect(await roleOf(context.database, business.businessId, business.owner.email)).toMatchObject(
      { role: 'owner' },
    );
  });
});

describe('role revocation', () => {
  const staffMember = async (permissions: string[] = ['read']) => {
    const email = uniqueEmail('revoke');
    const created = await create({ fullName: 'Revoke Me', email });
    const cookie = await acceptInvitation(
      context.app,
      await invitationTokenFor(context.database, email),
    );
    const granted = await send(context.app, 'POST', '/v1/permission/employee/bulk', {
      cookie: owner(),
      payload: {
        businessId: business.businessId,
        employeeId: created._id,
        permissions: [{ module: client.module, actions: permissions }],
      },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    return { email, id: created._id, cookie };
  };
  const listClients = (cookie: string) =>
    send(context.app, 'GET', withQuery(client.path, { businessId: business.businessId }), {
      cookie,
    });

  it('deleting the employee revokes the role at once', async () => {
    const member = await staffMember();
    expect((await listClients(member.cookie)).statusCode).toBe(200);
    await deleteEmployee(context.app, owner(), business.businessId, member.id);
    expect(await roleOf(context.database, business.businessId, member.email)).toBeUndefined();
    expect((await listClients(member.cookie)).statusCode).toBe(403);
  });

  it('removing the email revokes the role', async () => {
    const member = await staffMember();
    await updateEmployee(context.app, owner(), business.businessId, member.id, { email: null });
    expect(await roleOf(context.database, business.businessId, member.email)).toBeUndefined();
    expect((await listClients(member.cookie)).statusCode).toBe(403);
  });

  it('changing the email moves the role and its permissions to the new address', async () => {
    const member = await staffMember(['read', 'create']);
    const newEmail = uniqueEmail('moved');
    await updateEmployee(context.app, owner(), business.businessId, member.id, { email: newEmail });
    expect(await roleOf(context.database, business.businessId, member.email)).toBeUndefined();
    expect((await listClients(member.cookie)).statusCode).toBe(403);
    const cookie = await acceptInvitation(
      context.app,
      await invitationTokenFor(context.database, newEmail),
    );
    expect((await listClients(cookie)).statusCode).toBe(200);
    const permissions = await send(
      context.app,
      'GET',
      withQuery('/v1/permission/employee', {
        businessId: business.businessId,
        employeeId: member.id,
      }),
      {
        cookie: owner(),
      },
    );
    expect(
      body<{ employeePermissionPage: { docs: unknown[] } }>(permissions).employeePermissionPage
        .docs,
    ).toEqual([
      expect.objectContaining({
        employeeId: member.id,
        module: client.module,
        actions: ['read', 'create'],
      }),
    ]);
  });

  it('an unaccepted invitation dies with the email, and the unused account goes', async () => {
    const email = uniqueEmail('typo');
    const created = await create({ fullName: 'Typo', email });
    const token = await invitationTokenFor(context.database, email);
    await updateEmployee(context.app, owner(), business.businessId, created._id, {
      email: uniqueEmail('fixed'),
    });
    expect(await userByEmail(context.database, email)).toBeUndefined();
    expect(
      (
        await send(context.app, 'POST', '/v1/auth/invitation/accept', {
          payload: { token, password: 'a good password' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps the sign-in while another employee record shares the email', async () => {
    const email = uniqueEmail('shared');
    const first = await create({ fullName: 'Shared One', email });
    await create({ fullName: 'Shared Two', email });
    await deleteEmployee(context.app, owner(), business.businessId, first._id);
    expect(await roleOf(context.database, business.businessId, email)).toMatchObject({
      role: 'staff',
    });
  });
});

describe('permission enforcement', () => {
  it('a staff user with read on clients.Profile lists clients, but a POST is 403 and changes nothing', async () => {
    const email = uniqueEmail('reader');
    const created = await create({ fullName: 'Reader', email });
    const cookie = await acceptInvitation(
      context.app,
      await invitationTokenFor(context.database, email),
    );
    const listBefore = await send(
      context.app,
      'GET',
      withQuery(client.path, { businessId: business.businessId }),
      { cookie },
    );
    expect(listBefore.statusCode).toBe(403);

    const granted = await send(context.app, 'POST', '/v1/permission/employee', {
      cookie: owner(),
      payload: {
        businessId: business.businessId,
        employeeId: created._id,
        module: 'clients.Profile',
        actions: ['read'],
      },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(
      (
        await send(
          context.app,
          'GET',
          withQuery(client.path, { businessId: business.businessId }),
          { cookie },
        )
      ).statusCode,
    ).toBe(200);

    const before = await snapshot(context.database, business.businessId);
    const post = await send(context.app, 'POST', client.path, {
      cookie,
      payload: {
        businessId: business.businessId,
        fullName: 'Not Allowed',
        email: 'na@example.test',
        gender: 'Female',
      },
    });
    expect(post.statusCode).toBe(403);
    expect(body<ErrorBody>(post).error.code).toBe('FORBIDDEN');
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
    // Nor may they touch staff.
    expect(
      (
        await send(
          context.app,
          'GET',
          withQuery(employee.path, { businessId: business.businessId }),
          { cookie },
        )
      ).statusCode,
    ).toBe(403);
  });
});
