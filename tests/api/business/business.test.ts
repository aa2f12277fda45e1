import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses } from '../../../server/db/schema';
import { jobTitle, type BusinessDocument } from '../../../registry';
import { addMember, createBusiness, signUp } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { countRows, createRecord, sampleRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();

const GAP_MESSAGE = 'Appointment gap must be between 0 and 60 minutes';
let nameCounter = 0;
const uniqueName = (label: string) => `${label} ${process.pid}-${++nameCounter}`;

const post = (cookie: string | undefined, payload: Record<string, unknown>) =>
  send(context.app, 'POST', '/v1/business', { cookie, payload });
const put = (cookie: string, businessId: string, payload: Record<string, unknown>) =>
  send(context.app, 'PUT', `/v1/business/${businessId}`, { cookie, payload });
const remove = (
  cookie: string,
  businessId: string,
  vendorModule: string | null = 'settings.Business',
) =>
  send(context.app, 'DELETE', withQuery('/v1/business', { businessId }), {
    cookie,
    headers: vendorModule ? { 'vendor-module': vendorModule } : {},
  });

describe('POST /v1/business', () => {
  it('returns { business, role } with the caller as owner and Kenyan defaults', async () => {
    const user = await signUp(context.app, 'founder');
    const name = uniqueName('Kilimani Cuts');
    const response = await post(user.cookie, { name: `  ${name} ` });
    expect(response.statusCode).toBe(201);
    const reply = body<{
      business: BusinessDocument;
      role: { role: string; business: BusinessDocument };
    }>(response);
    expect(Object.keys(reply).sort()).toEqual(['business', 'role']);
    expect(reply.business).toMatchObject({
      name,
      country: 'KE',
      timezone: 'Africa/Nairobi',
      currency: 'KES',
      appointmentGapInMinutes: 0,
    });
    expect(reply.role).toMatchObject({ role: 'owner', business: reply.business });
    const me = body<{ user: { roles: { role: string; business: { _id: string } }[] } }>(
      await send(context.app, 'GET', '/v1/user', { cookie: user.cookie }),
    );
    expect(me.user.roles.map((role) => [role.role, role.business._id])).toEqual([
      ['owner', reply.business._id],
    ]);
  });

  it('takes Australian defaults for country AU', async () => {
    const user = await signUp(context.app, 'aussie');
    const response = await post(user.cookie, { name: uniqueName('Bondi Barbers'), country: 'AU' });
    expect(body<{ business: BusinessDocument }>(response).business).toMatchObject({
      country: 'AU',
      currency: 'AUD',
      timezone: 'Australia/Sydney',
    });
  });

  it('refuses a name already in use, whatever its case, with 409 DUPLICATE_KEY', async () => {
    const first = await signUp(context.app, 'first');
    const second = await signUp(context.app, 'second');
    const name = uniqueName('Glow Spa');
    expect((await post(first.cookie, { name })).statusCode).toBe(201);
    const before = await countRows(context.database, 'businesses');
    const response = await post(second.cookie, { name: name.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(body<ErrorBody>(response).error).toMatchObject({
      code: 'DUPLICATE_KEY',
      message: 'Business name already in use',
    });
    expect(await countRows(context.database, 'businesses')).toBe(before);
    expect(await countRows(context.database, 'roles')).toBeGreaterThan(0);
  });

  it.each([
    ['no name', {}, 'name', 'Business name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Business name is required'],
    [
      'a gap of 61',
      { name: 'Gap Salon', appointmentGapInMinutes: 61 },
      'appointmentGapInMinutes',
      GAP_MESSAGE,
    ],
    [
      'a gap of -1',
      { name: 'Gap Salon', appointmentGapInMinutes: -1 },
      'appointmentGapInMinutes',
      GAP_MESSAGE,
    ],
    [
      'an unknown time zone',
      { name: 'Tz Salon', timezone: 'Mars/Olympus' },
      'timezone',
      'Time zone must be valid',
    ],
    ['an unknown field', { name: 'Field Salon', owner: 'me' }, 'owner', 'Unknown field'],
  ])('refuses %s with 422', async (_case, payload, field, message) => {
    const user = await signUp(context.app, 'invalid');
    const response = await post(user.cookie, payload);
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields?.[field]).toBe(message);
  });

  it('is 401 signed out', async () => {
    expect((await post(undefined, { name: uniqueName('Anon') })).statusCode).toBe(401);
  });
});

describe('GET /v1/business', () => {
  it('lists only the businesses the user holds a role in', async () => {
    const mine = await createBusiness(context.app, 'Mine');
    await createBusiness(context.app, 'Theirs');
    const joined = await createBusiness(context.app, 'Joined');
    const member = await addMember(context.app, context.database, joined.businessId);
    const own = body<{ businessPage: { docs: BusinessDocument[]; total: number } }>(
      await send(context.app, 'GET', '/v1/business', { cookie: mine.owner.cookie }),
    );
    expect(own.businessPage.docs.map((doc) => doc._id)).toEqual([mine.businessId]);
    const staffView = body<{ businessPage: { docs: BusinessDocument[] } }>(
      await send(context.app, 'GET', '/v1/business', { cookie: member.cookie }),
    );
    expect(staffView.businessPage.docs.map((doc) => doc._id)).toEqual([joined.businessId]);
  });
});

describe('PUT /v1/business/{id}', () => {
  it.each([
    ['a null name', { name: null }, 'name', 'Business name is required'],
    ['a numeric name', { name: 7 }, 'name', 'Must be text'],
    ['a null time zone', { timezone: null }, 'timezone', 'Time zone must be valid'],
  ])('refuses %s with the catalogue message', async (_case, payload, field, message) => {
    const { businessId, owner } = await createBusiness(context.app, 'Typed');
    const response = await put(owner.cookie, businessId, payload);
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields?.[field]).toBe(message);
  });

  it('lets the owner change the settings', async () => {
    const { businessId, owner } = await createBusiness(context.app, 'Editable');
    const name = uniqueName('Renamed Salon');
    const response = await put(owner.cookie, businessId, {
      name,
      appointmentGapInMinutes: 15,
      businessId,
    });
    expect(response.statusCode).toBe(200);
    expect(body<{ business: BusinessDocument }>(response).business).toMatchObject({
      _id: businessId,
      name,
      appointmentGapInMinutes: 15,
    });
  });

  it('shows the calendar and closes on public holidays by default; the owner changes both', async () => {
    const { businessId, owner } = await createBusiness(context.app, 'Calendar');
    const [created] = await context.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(created).toMatchObject({ calendarEnabled: true, opensOnHolidays: false });
    const response = await put(owner.cookie, businessId, {
      calendarEnabled: false,
      opensOnHolidays: true,
    });
    expect(response.statusCode).toBe(200);
    expect(body<{ business: BusinessDocument }>(response).business).toMatchObject({
      calendarEnabled: false,
      opensOnHolidays: true,
    });
  });

  it.each([['calendarEnabled'], ['opensOnHolidays']])(
    'refuses a %s that is not true or false with 422 and changes nothing',
    async (field) => {
      const { businessId, owner } = await createBusiness(context.app, 'Switches');
      const before = await snapshot(context.database, businessId);
      for (const value of ['yes', 1, null]) {
        const response = await put(owner.cookie, businessId, { [field]: value });
        expect(response.statusCode).toBe(422);
        expect(body<ErrorBody>(response).error.fields?.[field]).toBeTruthy();
      }
      expect(await snapshot(context.database, businessId)).toEqual(before);
    },
  );

  it.each([0, 60])('accepts an appointment gap of %i', async (gap) => {
    const { businessId, owner } = await createBusiness(context.app, 'Gap ok');
    expect((await put(owner.cookie, businessId, { appointmentGapInMinutes: gap })).statusCode).toBe(
      200,
    );
  });

  it.each([-1, 61, 1.5, '10', null])(
    'refuses an appointment gap of %j with 422 and changes nothing',
    async (gap) => {
      const { businessId, owner } = await createBusiness(context.app, 'Gap bad');
      const before = await snapshot(context.database, businessId);
      const response = await put(owner.cookie, businessId, { appointmentGapInMinutes: gap });
      expect(response.statusCode).toBe(422);
      expect(body<ErrorBody>(response).error.fields?.appointmentGapInMinutes).toBe(GAP_MESSAGE);
      expect(await snapshot(context.database, businessId)).toEqual(before);
    },
  );

  it('is 403 for staff without settings.Business update, 200 with it, 403 for another business', async () => {
    const { businessId } = await createBusiness(context.app, 'Staffed');
    const other = await createBusiness(context.app, 'Elsewhere');
    const reader = await addMember(context.app, context.database, businessId, {
      'settings.Business': ['read'],
      'employees Job Title': ['update'],
    });
    const editor = await addMember(context.app, context.database, businessId, {
      'settings.Business': ['update'],
    });
    const before = await snapshot(context.database, businessId);
    expect((await put(reader.cookie, businessId, { appointmentGapInMinutes: 5 })).statusCode).toBe(
      403,
    );
    expect(await snapshot(context.database, businessId)).toEqual(before);
    expect((await put(editor.cookie, businessId, { appointmentGapInMinutes: 5 })).statusCode).toBe(
      200,
    );
    const otherBefore = await snapshot(context.database, other.businessId);
    expect(
      (await put(editor.cookie, other.businessId, { appointmentGapInMinutes: 5 })).statusCode,
    ).toBe(403);
    expect(
      (
        await put(editor.cookie, businessId, {
          appointmentGapInMinutes: 5,
          businessId: other.businessId,
        })
      ).statusCode,
    ).toBe(403);
    expect(await snapshot(context.database, other.businessId)).toEqual(otherBefore);
  });
});

describe('DELETE /v1/business', () => {
  it('needs the settings.Business vendor-module and the owner; cascades to its records only', async () => {
    const { businessId, owner } = await createBusiness(context.app, 'Doomed');
    const bystander = await createBusiness(context.app, 'Bystander');
    await createRecord(context.app, owner.cookie, jobTitle, businessId, sampleRecord(jobTitle, 1));
    await createRecord(
      context.app,
      bystander.owner.cookie,
      jobTitle,
      bystander.businessId,
      sampleRecord(jobTitle, 2),
    );
    const admin = await addMember(context.app, context.database, businessId, {}, 'admin');
    const staff = await addMember(context.app, context.database, businessId, {
      'settings.Business': ['read', 'create', 'update', 'delete'],
    });
    const bystanderBefore = await snapshot(context.database, bystander.businessId);
    const before = await snapshot(context.database, businessId);

    expect((await remove(owner.cookie, businessId, null)).statusCode).toBe(400);
    expect((await remove(owner.cookie, businessId, 'employees Job Title')).statusCode).toBe(400);
    expect((await remove(admin.cookie, businessId)).statusCode).toBe(403);
    expect((await remove(staff.cookie, businessId)).statusCode).toBe(403);
    expect((await remove(bystander.owner.cookie, businessId)).statusCode).toBe(403);
    expect(await snapshot(context.database, businessId)).toEqual(before);

    const response = await remove(owner.cookie, businessId);
    expect(response.statusCode).toBe(200);
    expect(body<{ business: BusinessDocument }>(response).business._id).toBe(businessId);
    // Its audit trail goes with it (docs/areas/audit.md, retention): nothing of it is left.
    const gone = await snapshot(context.database, businessId);
    expect(Object.values(gone).every((rows) => rows.length === 0)).toBe(true);
    expect(before.audit_events!.length).toBeGreaterThan(0);
    expect(before.job_titles).toHaveLength(1);
    expect(await snapshot(context.database, bystander.businessId)).toEqual(bystanderBefore);
    const list = await send(context.app, 'GET', withQuery(jobTitle.path, { businessId }), {
      cookie: owner.cookie,
    });
    expect(list.statusCode).toBe(403);
  });
});

describe('GET /v1/app-manifest', () => {
  const manifestOf = (cookie: string | undefined, businessId: string) =>
    send(context.app, 'GET', withQuery('/v1/app-manifest', { businessId }), { cookie });

  it("answers the installed app's manifest under the salon's name, to any member of it only", async () => {
    const { businessId, owner } = await createBusiness(context.app, 'Westlands Spa');
    const [business] = await context.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, businessId));
    const staff = await addMember(context.app, context.database, businessId);

    for (const member of [owner, staff]) {
      const response = await manifestOf(member.cookie, businessId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(JSON.parse(response.body)).toMatchObject({
        name: business!.name,
        short_name: business!.name,
        id: '/',
        start_url: '/',
        display: 'standalone',
      });
    }

    const other = await createBusiness(context.app, 'Other');
    expect((await manifestOf(other.owner.cookie, businessId)).statusCode).toBe(403);
    expect((await manifestOf(undefined, businessId)).statusCode).toBe(401);
  });
});
