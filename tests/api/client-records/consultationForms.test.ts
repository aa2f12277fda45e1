import { beforeAll, describe, expect, it } from 'vitest';
import { consultationForm } from '../../../registry';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { createClient } from '../support/clientRecords';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

type FormDoc = {
  _id: string;
  businessId: string;
  clientId: string;
  form: { name: string; questions: { question: string; answer: string }[] };
  version: number;
};
type Version = {
  version: number;
  form: FormDoc['form'];
  savedAt: string;
  replacedAt: string | null;
};

const context = setupTestApp();
let business: TestBusiness;
let other: TestBusiness;
let clientId: string;
let otherClientId: string;
const MODULE = consultationForm.module;

const skinForm = (answer = 'None') => ({
  name: 'Skin consultation',
  questions: [
    { question: 'Any allergies?', answer },
    { question: 'Medication?', answer: '' },
  ],
});

const create = (cookie: string, payload: Record<string, unknown>) =>
  send(context.app, 'POST', '/v1/consultation-form', { cookie, payload });
const update = (cookie: string, id: string, payload: Record<string, unknown>) =>
  send(context.app, 'PUT', `/v1/consultation-form/${id}`, { cookie, payload });
const history = (cookie: string, id: string, businessId = business.businessId) =>
  send(context.app, 'GET', withQuery(`/v1/consultation-form/${id}/history`, { businessId }), {
    cookie,
  });
const createForm = async (form = skinForm()) => {
  const response = await create(business.owner.cookie, {
    businessId: business.businessId,
    clientId,
    form,
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ consultationForm: FormDoc }>(response).consultationForm;
};

/** Proves a refused call changed nothing in the business. */
const unchanged = async (businessId: string, action: () => Promise<void>) => {
  const before = await snapshot(context.database, businessId);
  await action();
  expect(await snapshot(context.database, businessId)).toEqual(before);
};

beforeAll(async () => {
  business = await createBusiness(context.app, 'Forms');
  other = await createBusiness(context.app, 'Other forms');
  clientId = (await createClient(context.app, business.owner.cookie, business.businessId))._id;
  otherClientId = (
    await createClient(context.app, other.owner.cookie, other.businessId, 'Other Client')
  )._id;
});

describe('consultation forms', () => {
  it('creates a form for a client: 201 { consultationForm } with form.name and version 1', async () => {
    const created = await createForm();
    expect(created).toMatchObject({
      businessId: business.businessId,
      clientId,
      form: skinForm(),
      version: 1,
    });
  });

  it("lists a client's forms as consultationFormPage and reads one as consultationForm", async () => {
    const secondClient = (
      await createClient(context.app, business.owner.cookie, business.businessId, 'Wambui Njeri')
    )._id;
    const mine = await createForm();
    await create(business.owner.cookie, {
      businessId: business.businessId,
      clientId: secondClient,
      form: skinForm(),
    });
    const list = await send(
      context.app,
      'GET',
      withQuery('/v1/consultation-form', { businessId: business.businessId, clientId, limit: 0 }),
      {
        cookie: business.owner.cookie,
      },
    );
    const page = body<{ consultationFormPage: { docs: FormDoc[]; total: number } }>(
      list,
    ).consultationFormPage;
    expect(page.docs.every((doc) => doc.clientId === clientId)).toBe(true);
    expect(page.docs.map((doc) => doc._id)).toContain(mine._id);
    const one = await send(
      context.app,
      'GET',
      withQuery(`/v1/consultation-form/${mine._id}`, { businessId: business.businessId }),
      {
        cookie: business.owner.cookie,
      },
    );
    expect(body<{ consultationForm: FormDoc }>(one).consultationForm).toEqual(mine);
  });

  it('keeps every earlier version on update and returns the history newest first', async () => {
    const created = await createForm(skinForm('None'));
    const first = await update(business.owner.cookie, created._id, {
      businessId: business.businessId,
      form: skinForm('Penicillin'),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(body<{ consultationForm: FormDoc }>(first).consultationForm).toMatchObject({
      version: 2,
      form: skinForm('Penicillin'),
    });
    await update(business.owner.cookie, created._id, {
      businessId: business.businessId,
      form: { ...skinForm('Latex'), name: 'Skin consultation (2026)' },
    });

    const reply = await history(business.owner.cookie, created._id);
    expect(reply.statusCode).toBe(200);
    const versions = body<{ consultationFormHistory: Version[] }>(reply).consultationFormHistory;
    expect(versions.map((version) => [version.version, version.form.questions[0]!.answer])).toEqual(
      [
        [3, 'Latex'],
        [2, 'Penicillin'],
        [1, 'None'],
      ],
    );
    expect(versions[0]).toMatchObject({
      replacedAt: null,
      form: { name: 'Skin consultation (2026)' },
    });
    expect(versions[1]!.replacedAt).toBeTruthy();
  });

  it('deletes a form with its history under the vendor-module header and toasts the spec text key', async () => {
    const created = await createForm();
    await update(business.owner.cookie, created._id, {
      businessId: business.businessId,
      form: skinForm('Changed'),
    });
    const url = withQuery(`/v1/consultation-form/${created._id}`, {
      businessId: business.businessId,
    });
    expect(
      (await send(context.app, 'DELETE', url, { cookie: business.owner.cookie })).statusCode,
    ).toBe(400);
    const deleted = await send(context.app, 'DELETE', url, {
      cookie: business.owner.cookie,
      headers: { 'vendor-module': MODULE },
    });
    expect(deleted.statusCode).toBe(200);
    expect(body<{ consultationForm: FormDoc }>(deleted).consultationForm._id).toBe(created._id);
    expect((await history(business.owner.cookie, created._id)).statusCode).toBe(404);
    const { rows } = await context.database.query(
      'select count(*)::int as n from consultation_form_versions where form_id = $1',
      [created._id],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('goes with its client when the client is deleted', async () => {
    const doomed = (
      await createClient(context.app, business.owner.cookie, business.businessId, 'Leaving Client')
    )._id;
    const reply = await create(business.owner.cookie, {
      businessId: business.businessId,
      clientId: doomed,
      form: skinForm(),
    });
    const formId = body<{ consultationForm: FormDoc }>(reply).consultationForm._id;
    const removed = await send(
      context.app,
      'DELETE',
      withQuery(`/v1/client/${doomed}`, { businessId: business.businessId }),
      {
        cookie: business.owner.cookie,
        headers: { 'vendor-module': 'clients.Profile' },
      },
    );
    expect(removed.statusCode).toBe(200);
    expect((await history(business.owner.cookie, formId)).statusCode).toBe(404);
  });

  it.each([
    ['no client', { form: skinForm() }, { clientId: 'Client is required' }],
    ['no form', { clientId: 'CLIENT' }, { form: 'Form is required' }],
    [
      'a blank form name',
      { clientId: 'CLIENT', form: { ...skinForm(), name: '  ' } },
      { form: 'Form name is required' },
    ],
    [
      'no questions',
      { clientId: 'CLIENT', form: { name: 'Empty', questions: [] } },
      { form: 'Add at least one question' },
    ],
    [
      'a blank question',
      { clientId: 'CLIENT', form: { name: 'Blank', questions: [{ question: ' ', answer: '' }] } },
      { form: 'Question is required' },
    ],
    [
      'a numeric answer',
      {
        clientId: 'CLIENT',
        form: { name: 'Typed', questions: [{ question: 'Age?', answer: 42 }] },
      },
      { form: 'Must be text' },
    ],
    ['a form that is text', { clientId: 'CLIENT', form: 'Skin' }, { form: 'Invalid value' }],
    [
      'an unknown field',
      { clientId: 'CLIENT', form: skinForm(), colour: 'red' },
      { colour: 'Unknown field' },
    ],
  ])('refuses %s with 422 and writes nothing', async (_case, payload, fields) => {
    const withClient = JSON.parse(
      JSON.stringify(payload).replace('"CLIENT"', JSON.stringify(clientId)),
    ) as Record<string, unknown>;
    await unchanged(business.businessId, async () => {
      const response = await create(business.owner.cookie, {
        ...withClient,
        businessId: business.businessId,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual(fields);
    });
  });

  it('refuses moving a form to another client', async () => {
    const created = await createForm();
    const secondClient = (
      await createClient(context.app, business.owner.cookie, business.businessId, 'Second Client')
    )._id;
    await unchanged(business.businessId, async () => {
      const response = await update(business.owner.cookie, created._id, {
        businessId: business.businessId,
        clientId: secondClient,
      });
      expect(response.statusCode).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual({
        clientId: 'A consultation form stays with the client it was recorded for',
      });
    });
  });
});

describe('consultation form tenancy and permissions', () => {
  it("refuses another business's client id with 422 and changes nothing", async () => {
    await unchanged(business.businessId, async () => {
      const response = await create(business.owner.cookie, {
        businessId: business.businessId,
        clientId: otherClientId,
        form: skinForm(),
      });
      expect(response.statusCode).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual({
        clientId: 'Not found in this business',
      });
    });
  });

  it("answers 404 for another business's form, whatever the call", async () => {
    const theirs = body<{ consultationForm: FormDoc }>(
      await create(other.owner.cookie, {
        businessId: other.businessId,
        clientId: otherClientId,
        form: skinForm(),
      }),
    ).consultationForm;
    await unchanged(other.businessId, async () => {
      const cookie = business.owner.cookie;
      const query = { businessId: business.businessId };
      expect(
        (
          await send(context.app, 'GET', withQuery(`/v1/consultation-form/${theirs._id}`, query), {
            cookie,
          })
        ).statusCode,
      ).toBe(404);
      expect((await history(cookie, theirs._id)).statusCode).toBe(404);
      expect(
        (await update(cookie, theirs._id, { ...query, form: skinForm('Mine now') })).statusCode,
      ).toBe(404);
      const removed = await send(
        context.app,
        'DELETE',
        withQuery(`/v1/consultation-form/${theirs._id}`, query),
        {
          cookie,
          headers: { 'vendor-module': MODULE },
        },
      );
      expect(removed.statusCode).toBe(404);
      // Naming the other business is a 403: this user holds no role there.
      expect((await history(cookie, theirs._id, other.businessId)).statusCode).toBe(403);
    });
  });

  it('lets staff do only what their permissions on clients.Consultation forms grant', async () => {
    const reader = await addMember(context.app, context.database, business.businessId, {
      [MODULE]: ['read'],
    });
    const writer = await addMember(context.app, context.database, business.businessId, {
      [MODULE]: ['read', 'create', 'update'],
    });
    const created = await createForm();
    const query = { businessId: business.businessId };
    expect(
      (
        await send(context.app, 'GET', withQuery('/v1/consultation-form', { ...query, clientId }), {
          cookie: reader.cookie,
        })
      ).statusCode,
    ).toBe(200);
    expect((await history(reader.cookie, created._id)).statusCode).toBe(200);
    await unchanged(business.businessId, async () => {
      expect(
        (await create(reader.cookie, { ...query, clientId, form: skinForm() })).statusCode,
      ).toBe(403);
      expect(
        (await update(reader.cookie, created._id, { ...query, form: skinForm('x') })).statusCode,
      ).toBe(403);
      const removed = await send(
        context.app,
        'DELETE',
        withQuery(`/v1/consultation-form/${created._id}`, query),
        {
          cookie: writer.cookie,
          headers: { 'vendor-module': MODULE },
        },
      );
      expect(removed.statusCode).toBe(403);
    });
    expect(
      (await update(writer.cookie, created._id, { ...query, form: skinForm('By staff') }))
        .statusCode,
    ).toBe(200);
    const outsider = await addMember(context.app, context.database, business.businessId, {
      'clients.Profile': ['read'],
    });
    expect((await history(outsider.cookie, created._id)).statusCode).toBe(403);
  });
});
