import { beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../../registry';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { createClient } from '../support/clientRecords';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

type FeedbackDoc = { _id: string; clientId: string | null; rating: number; comment: string };

const context = setupTestApp();
let business: TestBusiness;
let other: TestBusiness;
let clientId: string;

const record = (cookie: string, payload: Record<string, unknown>) =>
  send(context.app, 'POST', feedback.path, {
    cookie,
    payload: { businessId: business.businessId, ...payload },
  });
const list = async (query: Record<string, string | number>) => {
  const response = await send(
    context.app,
    'GET',
    withQuery(feedback.path, { businessId: business.businessId, ...query }),
    { cookie: business.owner.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<{ feedbackPage: { docs: FeedbackDoc[]; total: number } }>(response).feedbackPage;
};

beforeAll(async () => {
  business = await createBusiness(context.app, 'Feedback');
  other = await createBusiness(context.app, 'Other feedback');
  clientId = (await createClient(context.app, business.owner.cookie, business.businessId))._id;
});

describe('feedback', () => {
  it('records feedback for a client and lists it by client as feedbackPage', async () => {
    const created = await record(business.owner.cookie, {
      clientId,
      rating: 5,
      comment: 'Lovely braids, on time',
    });
    expect(created.statusCode, created.body).toBe(201);
    const doc = body<{ feedback: FeedbackDoc }>(created).feedback;
    expect(doc).toMatchObject({ clientId, rating: 5, comment: 'Lovely braids, on time' });
    const someoneElse = (
      await createClient(context.app, business.owner.cookie, business.businessId, 'Someone Else')
    )._id;
    await record(business.owner.cookie, {
      clientId: someoneElse,
      rating: 2,
      comment: 'Waited 40 minutes',
    });
    const page = await list({ clientId, limit: 0 });
    expect(page.docs.map((item) => item._id)).toEqual([doc._id]);
    expect((await list({ rating: 2 })).docs.map((item) => item.comment)).toEqual([
      'Waited 40 minutes',
    ]);
  });

  it.each([
    [0, 'Must be at least 1'],
    [6, 'Must be at most 5'],
    [4.5, 'Must be a whole number'],
  ])('refuses rating %s with 422 "%s"', async (rating, message) => {
    const before = await snapshot(context.database, business.businessId);
    const response = await record(business.owner.cookie, { clientId, rating, comment: 'x' });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({ rating: message });
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it("refuses another business's client id and changes nothing", async () => {
    const theirClient = (
      await createClient(context.app, other.owner.cookie, other.businessId, 'Their Client')
    )._id;
    const before = await snapshot(context.database, business.businessId);
    const response = await record(business.owner.cookie, {
      clientId: theirClient,
      rating: 4,
      comment: 'Sneaky',
    });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({
      clientId: 'Not found in this business',
    });
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it('goes with its client when the client is deleted', async () => {
    const leaving = (
      await createClient(context.app, business.owner.cookie, business.businessId, 'Leaving Client')
    )._id;
    await record(business.owner.cookie, { clientId: leaving, rating: 3, comment: 'Fine' });
    const removed = await send(
      context.app,
      'DELETE',
      withQuery(`/v1/client/${leaving}`, { businessId: business.businessId }),
      {
        cookie: business.owner.cookie,
        headers: { 'vendor-module': 'clients.Profile' },
      },
    );
    expect(removed.statusCode).toBe(200);
    expect((await list({ clientId: leaving })).total).toBe(0);
  });

  it('lets staff record feedback only with create on clients.Feedback', async () => {
    const reader = await addMember(context.app, context.database, business.businessId, {
      'clients.Feedback': ['read'],
    });
    const recorder = await addMember(context.app, context.database, business.businessId, {
      'clients.Feedback': ['read', 'create'],
    });
    const before = await snapshot(context.database, business.businessId);
    expect((await record(reader.cookie, { clientId, rating: 4, comment: 'Nice' })).statusCode).toBe(
      403,
    );
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
    expect(
      (
        await send(
          context.app,
          'GET',
          withQuery(feedback.path, { businessId: business.businessId }),
          { cookie: reader.cookie },
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await record(recorder.cookie, { clientId, rating: 4, comment: 'Nice' })).statusCode,
    ).toBe(201);
  });
});
