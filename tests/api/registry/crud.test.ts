import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../registry';
import type { ResourceDeclaration } from '../../../registry/types';
import { text } from '../../../server/http/messages';
import { RESOURCE_HOOKS } from '../../../server/app';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { createRecord, dataFields, sampleRecord, type RecordValues } from '../support/records';
import { setupTestApp } from '../support/testApp';

type Doc = Record<string, unknown> & { _id: string };
type PageReply = {
  docs: Doc[];
  limit: number;
  page: number;
  pages: number;
  sort: Record<string, number>;
  total: number;
} & Record<string, unknown>;

/** The spec texts the spec's resources must resolve to; a resource of our own needs only texts in the catalogue. */
const EXPECTED_TEXTS: Record<
  string,
  { required: string; created: string; updated: string; deleted: string }
> = {
  'job-title': {
    required: 'Job title is required',
    created: 'Job Title created',
    updated: 'Job Title updated',
    deleted: 'Job Title deleted',
  },
  'service-category': {
    required: 'Name is required',
    created: 'ServiceCategory created',
    updated: 'ServiceCategory updated',
    deleted: 'ServiceCategory deleted',
  },
  'service-room': {
    required: 'Name is required',
    created: 'Service Room created',
    updated: 'Service Room updated',
    deleted: 'Service Room deleted',
  },
  'client-category': {
    required: 'Category name is required',
    created: 'Client Category created',
    updated: 'Client Category updated',
    deleted: 'Client Category deleted',
  },
  client: {
    required: 'Full Name is required',
    created: 'Client created',
    updated: 'Client updated',
    deleted: 'Client deleted',
  },
  employee: {
    required: 'Full name is required',
    created: 'Staff created',
    updated: 'Staff updated',
    deleted: 'Employee deleted',
  },
  service: {
    required: 'Name is required',
    created: 'Service created',
    updated: 'Service updated',
    deleted: 'Service deleted',
  },
  'service-package': {
    required: 'Name is required',
    created: 'ServicePackage created',
    updated: 'ServicePackage updated',
    deleted: 'ServicePackage deleted',
  },
  feedback: {
    required: 'Comment is required',
    created: 'Feedback recorded',
    updated: 'Feedback updated',
    deleted: 'Feedback deleted',
  },
  'google-review': {
    required: 'Reviewer is required',
    created: 'Google review added',
    updated: 'Google review updated',
    deleted: 'Google review deleted',
  },
  membership: {
    required: 'Name is required',
    created: 'Membership created',
    updated: 'Membership updated',
    deleted: 'Membership deleted',
  },
  voucher: {
    required: 'Name is required',
    created: 'Voucher created',
    updated: 'Voucher updated',
    deleted: 'Voucher deleted',
  },
  warehouse: {
    required: 'Required.',
    created: 'Warehouse Created',
    updated: 'Warehouse Updated',
    deleted: 'Warehouse Deleted',
  },
  'product-category': {
    required: 'Category name is required',
    created: 'Category Created',
    updated: 'Category Updated',
    deleted: 'Category Deleted',
  },
};

const context = setupTestApp();

describe.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
  '%s CRUD',
  (_name, resource: ResourceDeclaration) => {
    let business: TestBusiness;
    const titleField = resource.titleField;
    const createKey = resource.createReplyKey ?? resource.replyKey;
    const get = (url: string) => send(context.app, 'GET', url, { cookie: business.owner.cookie });
    const list = async (query: Record<string, string | number | undefined>) => {
      const response = await get(
        withQuery(resource.path, { businessId: business.businessId, ...query }),
      );
      expect(response.statusCode, response.body).toBe(200);
      return body<Record<string, PageReply>>(response)[resource.pageKey];
    };
    const create = (values: RecordValues) =>
      createRecord(context.app, business.owner.cookie, resource, business.businessId, values);
    const titled = (title: string, n: number) =>
      create({ ...sampleRecord(resource, n), [titleField]: title });

    beforeAll(async () => {
      business = await createBusiness(context.app, `Crud ${resource.name}`);
      for (let n = 1; n <= 12; n++) await create(sampleRecord(resource, n));
    });

    it('declares texts that resolve in the catalogue, to the spec wording where the spec has them', () => {
      const required = resource.fields[titleField].required;
      const keys = {
        required,
        created: resource.toasts.created,
        updated: resource.toasts.updated,
        deleted: resource.toasts.deleted,
      };
      const expected = EXPECTED_TEXTS[resource.name];
      for (const [name, key] of Object.entries(keys)) {
        expect(key, name).toBeDefined();
        // A key missing from the catalogue comes back as itself.
        expect(text(key!), name).not.toBe(key);
        if (expected) expect(text(key!), name).toBe(expected[name as keyof typeof expected]);
      }
    });

    it('creates, reads, updates and deletes a record', async () => {
      const values = sampleRecord(resource, 100);
      const created = await send(context.app, 'POST', resource.path, {
        cookie: business.owner.cookie,
        payload: { ...values, businessId: business.businessId },
      });
      expect(created.statusCode).toBe(201);
      const record = body<Record<string, Doc>>(created)[createKey];
      expect(record._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(record).toMatchObject({ ...values, businessId: business.businessId });
      for (const [alias, field] of Object.entries(resource.aliases ?? {}))
        expect(record[alias]).toEqual(record[field]);
      const expectedKeys = [
        '_id',
        'businessId',
        'createdAt',
        'updatedAt',
        ...Object.keys(resource.fields),
        ...Object.keys(resource.aliases ?? {}),
      ];
      // A `decorate` hook adds related data (its own tests check it); every declared key is still there.
      if (RESOURCE_HOOKS[resource.name]?.decorate)
        expect(Object.keys(record)).toEqual(expect.arrayContaining(expectedKeys));
      else expect(Object.keys(record).sort()).toEqual(expectedKeys.sort());

      const url = withQuery(`${resource.path}/${record._id}`, { businessId: business.businessId });
      const read = await get(url);
      expect(read.statusCode).toBe(200);
      expect(body<Record<string, Doc>>(read)[resource.replyKey]).toEqual(record);

      const changes = { [titleField]: 'Renamed record' };
      const updated = await send(context.app, 'PUT', `${resource.path}/${record._id}`, {
        cookie: business.owner.cookie,
        payload: { ...changes, businessId: business.businessId },
      });
      expect(updated.statusCode).toBe(200);
      // A partial update changes the fields it sends and keeps the others.
      expect(body<Record<string, Doc>>(updated)[resource.replyKey]).toMatchObject({
        ...values,
        ...changes,
        _id: record._id,
      });

      const missingModule = await send(context.app, 'DELETE', url, {
        cookie: business.owner.cookie,
      });
      expect(missingModule.statusCode).toBe(400);
      const deleted = await send(context.app, 'DELETE', url, {
        cookie: business.owner.cookie,
        headers: { 'vendor-module': resource.module },
      });
      expect(deleted.statusCode).toBe(200);
      expect(body<Record<string, Doc>>(deleted)[resource.replyKey]).toMatchObject({
        _id: record._id,
        ...changes,
      });
      expect((await get(url)).statusCode).toBe(404);
      const again = await send(context.app, 'DELETE', url, {
        cookie: business.owner.cookie,
        headers: { 'vendor-module': resource.module },
      });
      expect(again.statusCode).toBe(404);
    });

    const yesNoFields = dataFields(resource)
      .filter(([, field]) => field.type === 'boolean')
      .map(([name]) => name);
    it.runIf(yesNoFields.length > 0)(
      'stores a yes/no sent as null as no, on create and on update',
      async () => {
        const cleared = Object.fromEntries(yesNoFields.map((name) => [name, null]));
        const no = Object.fromEntries(yesNoFields.map((name) => [name, false]));
        const created = await send(context.app, 'POST', resource.path, {
          cookie: business.owner.cookie,
          payload: { ...sampleRecord(resource, 101), ...cleared, businessId: business.businessId },
        });
        expect(created.statusCode, created.body).toBe(201);
        const record = body<Record<string, Doc>>(created)[createKey];
        expect(record).toMatchObject(no);
        const yes = Object.fromEntries(yesNoFields.map((name) => [name, true]));
        const update = (values: Record<string, unknown>) =>
          send(context.app, 'PUT', `${resource.path}/${record._id}`, {
            cookie: business.owner.cookie,
            payload: { ...values, businessId: business.businessId },
          });
        expect((await update(yes)).statusCode).toBe(200);
        const updated = await update(cleared);
        expect(updated.statusCode, updated.body).toBe(200);
        expect(body<Record<string, Doc>>(updated)[resource.replyKey]).toMatchObject(no);
      },
    );

    it('pages with exactly { docs, limit, page, pages, sort, total }', async () => {
      const first = await list({});
      const keys = [
        'docs',
        'limit',
        'page',
        'pages',
        'sort',
        'total',
        ...(resource.businessCountKey ? [resource.businessCountKey] : []),
      ];
      expect(Object.keys(first).sort()).toEqual(keys.sort());
      const total = first.total;
      expect(total).toBeGreaterThanOrEqual(12);
      expect(first).toMatchObject({
        limit: 10,
        page: 1,
        pages: Math.ceil(total / 10),
        sort: { createdAt: -1 },
      });
      expect(first.docs).toHaveLength(10);
      const second = await list({ page: 2 });
      expect(second.docs).toHaveLength(total - 10);
      const seen = new Set([...first.docs, ...second.docs].map((doc) => doc._id));
      expect(seen.size).toBe(total);
      expect((await list({ page: 99 })).docs).toEqual([]);
    });

    it('returns every record with limit=0', async () => {
      const all = await list({ limit: 0 });
      expect(all.docs).toHaveLength(all.total);
      expect(all).toMatchObject({ limit: 0, page: 1, pages: 1 });
    });

    it('searches with q case-insensitively, % and _ taken literally', async () => {
      const percent = await titled('Summer 50% OFF', 201);
      const underscore = await titled('snake_case room', 202);
      await titled('Summer 500 off', 203);
      await titled('snakeXcase room', 204);
      const byWord = await list({ q: 'summer 50% off', limit: 0 });
      expect(byWord.docs.map((doc) => doc._id)).toEqual([percent._id]);
      expect((await list({ q: '%', limit: 0 })).docs.map((doc) => doc._id)).toEqual([percent._id]);
      expect((await list({ q: 'E_C', limit: 0 })).docs.map((doc) => doc._id)).toEqual([
        underscore._id,
      ]);
      expect((await list({ q: 'no such thing', limit: 0 })).total).toBe(0);
      if (resource.businessCountKey) {
        const all = await list({ limit: 0 });
        expect((await list({ q: '%' }))[resource.businessCountKey]).toBe(all.total);
      }
    });

    it('sorts ascending and descending on each sortable field', async () => {
      const made = [
        await titled('Sortable b', 3),
        await titled('Sortable a', 1),
        await titled('Sortable c', 2),
      ];
      const ids = made.map((doc) => doc._id).join(',');
      for (const [field] of Object.entries(resource.fields).filter(
        ([, declared]) => declared.sortable,
      )) {
        const ascending = await list({ ids, sort: field });
        expect(ascending.sort).toEqual({ [field]: 1 });
        const values = ascending.docs.map((doc) => doc[field] as string | number);
        expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        expect(new Set(values).size).toBe(3);
        const descending = await list({ ids, sort: `-${field}` });
        expect(descending.sort).toEqual({ [field]: -1 });
        expect(descending.docs.map((doc) => doc._id)).toEqual(
          ascending.docs.map((doc) => doc._id).reverse(),
        );
      }
    });

    it.each([
      ['an unknown sort field', { sort: 'nope' }, 'Cannot sort by nope'],
      ['a system column', { sort: '-businessId' }, 'Cannot sort by businessId'],
      ['an unknown query parameter', { colour: 'red' }, 'Invalid query parameter'],
      ['page 0', { page: 0 }, 'Invalid query parameter'],
      ['a text limit', { limit: 'ten' }, 'Invalid query parameter'],
      ['a bad id in ids', { ids: 'not-a-uuid' }, 'Invalid query parameter'],
    ])('refuses %s with 400', async (_case, query, message) => {
      const response = await get(
        withQuery(resource.path, { businessId: business.businessId, ...query }),
      );
      expect(response.statusCode).toBe(400);
      expect(body<ErrorBody>(response).error).toMatchObject({ code: 'BAD_REQUEST', message });
    });

    it('refuses a declared field that is not sortable', async () => {
      const field = dataFields(resource).find(([, declared]) => !declared.sortable)?.[0] ?? 'image';
      const response = await get(
        withQuery(resource.path, { businessId: business.businessId, sort: field }),
      );
      expect(response.statusCode).toBe(400);
    });

    it('selects records by ids, comma separated or repeated', async () => {
      const [a, b] = (await list({ limit: 3 })).docs;
      const joined = await list({ ids: `${a._id},${b._id}` });
      expect(joined.docs.map((doc) => doc._id).sort()).toEqual([a._id, b._id].sort());
      const repeated = await get(
        `${resource.path}?businessId=${business.businessId}&ids=${a._id}&ids=${b._id}`,
      );
      expect(body<Record<string, PageReply>>(repeated)[resource.pageKey].total).toBe(2);
    });

    it('filters by a filterable field exactly', async () => {
      const target = await titled('Exact Filter', 300);
      await titled('Exact Filter two', 301);
      const filtered = await list({ [titleField]: 'Exact Filter' });
      expect(filtered.docs.map((doc) => doc._id)).toEqual([target._id]);
    });
  },
);
