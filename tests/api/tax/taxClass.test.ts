import { beforeAll, describe, expect, it } from 'vitest';
import { service } from '../../../registry';
import { body, send, type ErrorBody } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { client as productCalls, simpleProduct } from '../products/support';
import { orderOf, taxedBusiness, type TaxedBusiness } from './support';

const context = setupTestApp();
let kenya: TaxedBusiness;
let sydney: TaxedBusiness;

const putService = (business: TaxedBusiness, id: string, values: Record<string, unknown>) =>
  send(context.app, 'PUT', `${service.path}/${id}`, {
    cookie: business.session.cookie,
    payload: { businessId: business.session.businessId, ...values },
  });
const fieldsOf = (response: Awaited<ReturnType<typeof send>>) =>
  body<ErrorBody>(response).error.fields;

beforeAll(async () => {
  kenya = await taxedBusiness(context, 'KE', true);
  sydney = await taxedBusiness(context, 'AU', true);
});

describe('an item’s tax class', () => {
  it('is a band of the business’s country: a Kenyan service takes E, not GST', async () => {
    const id = kenya.items.serviceId;
    const refused = await putService(kenya, id, { taxClass: 'GST' });
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toHaveProperty('taxClass');
    const unknown = await putService(kenya, id, { taxClass: 'Z' });
    expect(unknown.statusCode).toBe(422);
    const taken = await putService(kenya, id, { taxClass: 'E', kraItemClassCode: '99012201' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(body<{ service: Record<string, unknown> }>(taken).service).toMatchObject({
      taxClass: 'E',
      kraItemClassCode: '99012201',
    });
    const order = orderOf(
      await kenya.checkout([kenya.items.entries.service], {
        payments: [{ method: 'cash', amount: 1500 }],
      }),
    );
    // 1500 with 8% inside: 111.11.
    expect(order.lines[0]).toMatchObject({ taxBand: 'E', taxRate: 8, tax: 111.11 });
    const cleared = await putService(kenya, id, { taxClass: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('of an Australian product is GST or FRE, and is refused as B with nothing written', async () => {
    const api = productCalls(context.app, sydney.session.businessId, sydney.session.cookie);
    const refused = await api.post('/v1/product', simpleProduct({ tax_class: 'B' }));
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toHaveProperty('tax_class');
    const { rows } = await context.database.query(
      "select count(*) as n from products where business_id = $1 and title = 'Argan Oil Shampoo'",
      [sydney.session.businessId],
    );
    expect(Number(rows[0]!.n)).toBe(0);
    const created = await api.post(
      '/v1/product',
      simpleProduct({ tax_class: 'FRE', kra_item_class_code: null }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(body<{ result: Record<string, unknown> }>(created).result).toMatchObject({
      tax_class: 'FRE',
      kra_item_class_code: null,
    });
  });
});
