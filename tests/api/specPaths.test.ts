import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../registry/resources/client';
import { service } from '../../registry/resources/service';
import { voucher } from '../../registry/resources/voucher';
import type { ResourceDeclaration } from '../../registry/types';
import { createBusiness, uniqueEmail, type TestBusiness } from './support/accounts';
import { body, send, withQuery, type ErrorBody } from './support/http';
import { createRecord, sampleRecord, snapshot } from './support/records';
import { setupTestApp } from './support/testApp';
import {
  client as productClient,
  createOption,
  createProduct,
  simpleProduct,
  type Client,
} from './products/support';
import { acceptInvitation, createEmployee, invitationTokenFor } from './staff/support';

/** The specs' paths as written: `{query}` / `{suffix}` deletes, path-less option calls, unique SKUs. */
const context = setupTestApp();
let business: TestBusiness;
let api: Client;
beforeAll(async () => {
  business = await createBusiness(context.app, 'Spec paths');
  api = productClient(context.app, business.businessId, business.owner.cookie);
});

const deleteByQuery = (
  resource: ResourceDeclaration,
  ids: string[],
  module: string = resource.module,
) =>
  send(
    context.app,
    'DELETE',
    `${resource.path}?businessId=${business.businessId}${ids.map((id) => `&id=${id}`).join('')}`,
    {
      cookie: business.owner.cookie,
      headers: { 'vendor-module': module },
    },
  );

const idsOf = async (resource: ResourceDeclaration) => {
  const response = await send(
    context.app,
    'GET',
    withQuery(resource.path, { businessId: business.businessId, limit: 0 }),
    { cookie: business.owner.cookie },
  );
  return body<Record<string, { docs: { _id: string }[] }>>(response)[resource.pageKey]!.docs.map(
    (doc) => doc._id,
  );
};

describe('DELETE {path}?id=', () => {
  it.each([client, voucher, service].map((resource) => [resource.name, resource] as const))(
    'deletes one %s by ?id= with the reply of the path form',
    async (_name, resource) => {
      const record = await createRecord(
        context.app,
        business.owner.cookie,
        resource,
        business.businessId,
        sampleRecord(resource, 3),
      );
      const response = await deleteByQuery(resource, [record._id]);
      expect(response.statusCode, response.body).toBe(200);
      expect(body<Record<string, { _id: string }>>(response)[resource.replyKey]!._id).toBe(
        record._id,
      );
      expect(await idsOf(resource)).not.toContain(record._id);
    },
  );

  it('deletes several ids, repeated or comma-separated, in one transaction', async () => {
    const records = [];
    for (const n of [4, 5, 6])
      records.push(
        await createRecord(
          context.app,
          business.owner.cookie,
          voucher,
          business.businessId,
          sampleRecord(voucher, n),
        ),
      );
    const repeated = await deleteByQuery(voucher, [records[0]!._id, records[1]!._id]);
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(body<{ deleted: { _id: string }[] }>(repeated).deleted.map((doc) => doc._id)).toEqual([
      records[0]!._id,
      records[1]!._id,
    ]);
    const commas = await deleteByQuery(voucher, [`${records[2]!._id},${records[2]!._id}`]);
    expect(commas.statusCode, commas.body).toBe(200);
    expect(await idsOf(voucher)).toEqual([]);
  });

  it('deletes nothing when one id is unknown, and refuses a delete without ids or with other filters', async () => {
    const record = await createRecord(
      context.app,
      business.owner.cookie,
      voucher,
      business.businessId,
      sampleRecord(voucher, 7),
    );
    const before = await snapshot(context.database, business.businessId);
    expect(
      (await deleteByQuery(voucher, [record._id, '01890a5d-ac96-774b-bcce-b302099a8057']))
        .statusCode,
    ).toBe(404);
    const none = await deleteByQuery(voucher, []);
    expect(none.statusCode).toBe(400);
    expect(body<ErrorBody>(none).error.message).toBe(
      'Name the records to delete with id (one or more record ids)',
    );
    const filtered = await send(
      context.app,
      'DELETE',
      `${voucher.path}?businessId=${business.businessId}&name=x`,
      {
        cookie: business.owner.cookie,
        headers: { 'vendor-module': voucher.module },
      },
    );
    expect(filtered.statusCode).toBe(400);
    expect((await deleteByQuery(voucher, [record._id], 'clients.Profile')).statusCode).toBe(400);
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it('deletes a staff permission by ?id=', async () => {
    const email = uniqueEmail('perm');
    const employee = await createEmployee(context.app, business.owner.cookie, business.businessId, {
      fullName: 'Perm Staff',
      email,
    });
    await acceptInvitation(context.app, await invitationTokenFor(context.database, email));
    const created = await send(context.app, 'POST', '/v1/permission/employee', {
      cookie: business.owner.cookie,
      payload: {
        businessId: business.businessId,
        employeeId: employee._id,
        module: 'services.All Services',
        actions: ['read'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { _id } = body<{ employeePermission: { _id: string } }>(created).employeePermission;
    const deleted = await send(
      context.app,
      'DELETE',
      `/v1/permission/employee?businessId=${business.businessId}&id=${_id}`,
      {
        cookie: business.owner.cookie,
        headers: { 'vendor-module': 'employees.Permissions' },
      },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(body<{ employeePermission: { _id: string } }>(deleted).employeePermission._id).toBe(_id);
  });
});

describe('/v1/product/options without an id in the path', () => {
  it('updates with the id in the body or query, and deletes with it in the query', async () => {
    const option = await createOption(api, 'Size', ['S', 'M']);
    const inBody = await api.put('/v1/product/options', { id: option._id, option_name: 'Sizes' });
    expect(inBody.statusCode, inBody.body).toBe(200);
    expect(body<{ option: { option_name: string } }>(inBody).option.option_name).toBe('Sizes');
    const inQuery = await send(context.app, 'PUT', `/v1/product/options?id=${option._id}`, {
      cookie: business.owner.cookie,
      payload: { businessId: business.businessId, option_name: 'Size' },
    });
    expect(inQuery.statusCode, inQuery.body).toBe(200);
    const deleted = await send(
      context.app,
      'DELETE',
      `/v1/product/options?businessId=${business.businessId}&id=${option._id}`,
      {
        cookie: business.owner.cookie,
        headers: { 'vendor-module': 'products.Options' },
      },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(body<{ option: { _id: string } }>(deleted).option._id).toBe(option._id);
  });

  it('is a 404 without an id, never a product call', async () => {
    const response = await api.put('/v1/product/options', { option_name: 'Colour' });
    expect(response.statusCode).toBe(404);
    expect(body<ErrorBody>(response).error.code).toBe('NOT_FOUND');
  });
});

describe('SKUs', () => {
  it('are unique per business: 409 DUPLICATE_KEY naming the SKU, on create and on update', async () => {
    await createProduct(api, simpleProduct({ title: 'Serum' }, { sku: 'SER-001' }));
    const message = 'SKU SER-001 is already used by another variant in this business';
    const before = await snapshot(context.database, business.businessId);
    const duplicate = await api.post(
      '/v1/product',
      simpleProduct({ title: 'Serum again' }, { sku: ' SER-001 ' }),
    );
    expect(duplicate.statusCode, duplicate.body).toBe(409);
    expect(body<ErrorBody>(duplicate).error).toEqual({
      message,
      code: 'DUPLICATE_KEY',
      fields: { sku: message },
    });
    expect(await snapshot(context.database, business.businessId)).toEqual(before);

    const other = await createProduct(api, simpleProduct({ title: 'Oil' }, { sku: 'OIL-001' }));
    const renamed = await api.put(`/v1/product/variant/${other.variants[0]!._id}`, {
      sku: 'SER-001',
    });
    expect(renamed.statusCode, renamed.body).toBe(409);
    expect(body<ErrorBody>(renamed).error.message).toBe(message);
    const kept = await api.put(`/v1/product/variant/${other.variants[0]!._id}`, { sku: 'OIL-001' });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('leave variants without a SKU free, and another business may use the same SKU', async () => {
    await createProduct(api, simpleProduct({ title: 'No sku 1' }, { sku: null }));
    await createProduct(api, simpleProduct({ title: 'No sku 2' }, { sku: '' }));
    const otherBusiness = await createBusiness(context.app, 'Other SKUs');
    const otherApi = productClient(
      context.app,
      otherBusiness.businessId,
      otherBusiness.owner.cookie,
    );
    await createProduct(otherApi, simpleProduct({ title: 'Serum' }, { sku: 'SER-001' }));
  });

  it('are held by the database too, whatever the route', async () => {
    const [row] = (
      await context.database.query(
        `select business_id, sku from product_variants where sku = 'SER-001' and business_id = $1`,
        [business.businessId],
      )
    ).rows;
    await expect(
      context.database.query(
        `update product_variants set sku = 'SER-001' where business_id = $1 and sku = 'OIL-001'`,
        [row!.business_id],
      ),
    ).rejects.toThrow();
  });
});
