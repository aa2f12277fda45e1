import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '../../../registry/apiKeys';
import type { AuditEvent } from '../../../registry/audit';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery } from '../support/http';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let salon: TestBusiness;

const trailOf = async (recordId: string) => {
  const response = await send(
    context.app,
    'GET',
    withQuery('/v1/audit-events', { businessId: salon.businessId, recordId }),
    { cookie: salon.owner.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<{ auditEventPage: { docs: AuditEvent[] } }>(response).auditEventPage.docs;
};

beforeAll(async () => {
  salon = await createBusiness(context.app, 'Key trail');
});

describe('a write made with an API key', () => {
  it("is recorded as the key maker's, naming the key, and a session's write names none", async () => {
    const made = await send(context.app, 'POST', '/v1/api-key', {
      cookie: salon.owner.cookie,
      payload: {
        businessId: salon.businessId,
        name: 'Website',
        scopes: [{ module: 'employees Job Title', actions: ['create'] }],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const key = body<{ apiKey: CreatedApiKey }>(made).apiKey;
    const byKey = await context.app.inject({
      method: 'POST',
      url: '/v1/job-title',
      headers: { authorization: `Bearer ${key.key}` },
      payload: { businessId: salon.businessId, name: 'Braider' },
    });
    expect(byKey.statusCode, byKey.body).toBe(201);
    const title = body<{ jobTitle: { _id: string } }>(byKey).jobTitle;
    const [created] = await trailOf(title._id);
    expect(created).toMatchObject({
      action: 'create',
      route: 'POST /v1/job-title',
      actor: {
        kind: 'user',
        userId: salon.owner.id,
        fullName: 'Test owner',
        apiKey: { id: key._id, name: 'Website' },
      },
    });

    // Revoked, the key keeps its name in the trail.
    const revoked = await send(
      context.app,
      'DELETE',
      withQuery(`/v1/api-key/${key._id}`, { businessId: salon.businessId }),
      { cookie: salon.owner.cookie },
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    const bySession = await send(context.app, 'PUT', `/v1/job-title/${title._id}`, {
      cookie: salon.owner.cookie,
      payload: { businessId: salon.businessId, name: 'Senior braider' },
    });
    expect(bySession.statusCode, bySession.body).toBe(200);
    const [changed, first] = await trailOf(title._id);
    expect(changed!.actor).toEqual({
      kind: 'user',
      userId: salon.owner.id,
      fullName: 'Test owner',
      apiKey: null,
    });
    expect(first!.actor.apiKey).toEqual({ id: key._id, name: 'Website' });
  });
});
