import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../support/accounts';
import { body } from '../support/http';
import { setupTestApp } from '../support/testApp';
import {
  client,
  createOption,
  createProduct,
  expectRefused,
  type Client,
  type OptionDoc,
} from './support';

const context = setupTestApp();
let api: Client;
let businessId: string;
const MODULE = 'products.Options';

beforeAll(async () => {
  const business = await createBusiness(context.app, 'Options');
  businessId = business.businessId;
  api = client(context.app, businessId, business.owner.cookie);
});

const values = (option: OptionDoc) => option.option_values.map((entry) => entry.value);
const optionOf = (response: LightMyRequestResponse) => body<{ option: OptionDoc }>(response).option;

describe('creating options', () => {
  it('takes comma-separated values, trimmed, empty ones dropped', async () => {
    const option = await createOption(api, '  Size  ', ' Small, ,Medium ,Large,');
    expect(option.option_name).toBe('Size');
    expect(values(option)).toEqual(['Small', 'Medium', 'Large']);
    option.option_values.forEach((entry) => expect(entry._id).toMatch(/^[0-9a-f-]{36}$/));
  });

  it('takes a list of texts or { value }', async () => {
    expect(values(await createOption(api, 'Colour', ['Red', { value: ' Blue ' }]))).toEqual([
      'Red',
      'Blue',
    ]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a missing name',
      { option_name: '  ', option_values: 'A' },
      'option_name',
      'Product Option is required!',
    ],
    [
      'no values',
      { option_name: 'Scent', option_values: ' , ' },
      'option_values',
      'Product Option is required!',
    ],
    [
      'a repeated value',
      { option_name: 'Scent', option_values: 'Rose, rose' },
      'option_values',
      'The value rose is listed more than once',
    ],
    [
      'values of the wrong type',
      { option_name: 'Scent', option_values: 5 },
      'option_values',
      'Option values must be text, or a list of texts or { value }',
    ],
    [
      'a name of the wrong type',
      { option_name: 5, option_values: 'A' },
      'option_name',
      'Must be text',
    ],
    [
      'an unknown field',
      { option_name: 'Scent', option_values: 'A', extra: 1 },
      'extra',
      'Unknown field',
    ],
  ])('refuses %s with 422', async (_case, payload, field, message) => {
    const error = await expectRefused(
      context.database,
      businessId,
      () => api.post('/v1/product/options', payload),
      422,
    );
    expect(error.fields?.[field]).toBe(message);
  });

  it('refuses a name another option has (any case) with 409', async () => {
    await createOption(api, 'Length', 'Short');
    const error = await expectRefused(
      context.database,
      businessId,
      () => api.post('/v1/product/options', { option_name: 'LENGTH', option_values: 'Long' }),
      409,
    );
    expect(error).toMatchObject({
      code: 'DUPLICATE_KEY',
      message: 'An option with this name already exists',
    });
  });
});

describe('listing and reading options', () => {
  it("pages the business's options, searches by name, reads one", async () => {
    const other = await createBusiness(context.app, 'Other options');
    await createOption(
      client(context.app, other.businessId, other.owner.cookie),
      'Finish',
      'Matte',
    );
    const finish = await createOption(api, 'Finish', 'Gloss, Matte');
    const all = body<{
      optionPage: { docs: OptionDoc[]; total: number; limit: number; pages: number };
    }>(await api.get('/v1/product/options', { limit: 0 })).optionPage;
    expect(all.docs.map((doc) => doc.option_name)).toContain('Finish');
    expect(all.docs.filter((doc) => doc.option_name === 'Finish')).toHaveLength(1);
    expect(all).toMatchObject({ limit: 0, pages: 1, total: all.docs.length });
    const searched = body<{ optionPage: { docs: OptionDoc[] } }>(
      await api.get('/v1/product/options', { q: 'fini' }),
    ).optionPage;
    expect(searched.docs.map((doc) => doc._id)).toEqual([finish._id]);
    expect(optionOf(await api.get(`/v1/product/options/${finish._id}`))).toEqual(finish);
    expect((await api.get('/v1/product/options', { colour: 'x' })).statusCode).toBe(400);
  });
});

describe('updating options', () => {
  it('renames, keeps values by id or text, adds new ones and removes unused ones', async () => {
    const option = await createOption(api, 'Volume', '100ml, 250ml, 500ml');
    const [small, medium] = option.option_values;
    const response = await api.put(`/v1/product/options/${option._id}`, {
      option_name: 'Bottle volume',
      option_values: [{ _id: small!._id, value: '100 ml' }, '250ML', '1L'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = optionOf(response);
    expect(updated.option_name).toBe('Bottle volume');
    expect(values(updated)).toEqual(['100 ml', '250ML', '1L']);
    expect(updated.option_values[0]!._id).toBe(small!._id);
    expect(updated.option_values[1]!._id).toBe(medium!._id);
  });

  it('accepts comma text for new values, as the form sends it', async () => {
    const option = await createOption(api, 'Hold', 'Soft');
    const updated = optionOf(
      await api.put(`/v1/product/options/${option._id}`, { option_values: 'Soft, Strong' }),
    );
    expect(values(updated)).toEqual(['Soft', 'Strong']);
  });

  it('refuses to remove a value a product uses, naming the product', async () => {
    const option = await createOption(api, 'Tone', 'Warm, Cool');
    const [warm] = option.option_values;
    await createProduct(api, {
      product_type: 'variant',
      title: 'Toner',
      short_description: 'Tones',
      option_set: [{ option_name_id: option._id, option_values: [warm!._id] }],
      variants: [{ options: [{ option_name_id: option._id, option_value_id: warm!._id }] }],
    });
    const error = await expectRefused(
      context.database,
      businessId,
      () => api.put(`/v1/product/options/${option._id}`, { option_values: 'Cool' }),
      409,
    );
    expect(error.message).toBe('The value Warm is used by the product Toner');
    const valueError = await expectRefused(
      context.database,
      businessId,
      () => api.delete(`/v1/product/options/value/${warm!._id}`, MODULE),
      409,
    );
    expect(valueError.message).toBe('The value Warm is used by the product Toner');
    const optionError = await expectRefused(
      context.database,
      businessId,
      () => api.delete(`/v1/product/options/${option._id}`, MODULE),
      409,
    );
    expect(optionError).toMatchObject({
      code: 'INVALID_STATE',
      message: 'The option Tone is used by the product Toner',
    });

    const cool = option.option_values[1]!;
    const afterValueDelete = await api.delete(`/v1/product/options/value/${cool._id}`, MODULE);
    expect(afterValueDelete.statusCode, afterValueDelete.body).toBe(200);
    expect(values(optionOf(afterValueDelete))).toEqual(['Warm']);
  });

  it('refuses a value id of another option, and duplicates, with 422', async () => {
    const option = await createOption(api, 'Grip', 'Firm');
    const other = await createOption(api, 'Shine', 'High');
    const error = await expectRefused(
      context.database,
      businessId,
      () =>
        api.put(`/v1/product/options/${option._id}`, {
          option_values: [{ _id: other.option_values[0]!._id, value: 'High' }],
        }),
      422,
    );
    expect(error.fields).toEqual({ option_values: 'This value does not belong to this option' });
    await expectRefused(
      context.database,
      businessId,
      () => api.put(`/v1/product/options/${option._id}`, { option_values: 'Firm, firm' }),
      422,
    );
    await expectRefused(
      context.database,
      businessId,
      () => api.put(`/v1/product/options/${option._id}`, { option_name: 'Shine' }),
      409,
    );
  });
});

describe('deleting options', () => {
  it('deletes an unused option with its values; needs the vendor-module header', async () => {
    const option = await createOption(api, 'Temporary', 'A, B');
    expect(
      (await api.delete(`/v1/product/options/${option._id}`, 'products.Product')).statusCode,
    ).toBe(400);
    const response = await api.delete(`/v1/product/options/${option._id}`, MODULE);
    expect(response.statusCode).toBe(200);
    expect(optionOf(response)).toEqual(option);
    expect((await api.get(`/v1/product/options/${option._id}`)).statusCode).toBe(404);
    expect(
      (await api.delete(`/v1/product/options/value/${option.option_values[0]!._id}`, MODULE))
        .statusCode,
    ).toBe(404);
  });
});
