import { beforeAll, describe, expect, it } from 'vitest';
import { supplier, supplierCategory } from '../../../registry';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { pngImage } from '../support/images';
import { multipartBody } from '../support/multipart';
import { createRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

type SupplierDoc = Record<string, unknown> & {
  _id: string;
  category: { _id: string; name: string };
};

const context = setupTestApp();
let business: TestBusiness;

const post = (path: string, payload: Record<string, unknown>, owner = business) =>
  send(context.app, 'POST', path, {
    cookie: owner.owner.cookie,
    payload: { businessId: owner.businessId, ...payload },
  });
const put = (path: string, payload: Record<string, unknown>) =>
  send(context.app, 'PUT', path, {
    cookie: business.owner.cookie,
    payload: { businessId: business.businessId, ...payload },
  });
const remove = (path: string) =>
  send(context.app, 'DELETE', withQuery(path, { businessId: business.businessId }), {
    cookie: business.owner.cookie,
    headers: { 'vendor-module': 'products.Suppliers' },
  });
const newCategory = async (name: string, owner = business) =>
  (
    await createRecord(context.app, owner.owner.cookie, supplierCategory, owner.businessId, {
      name,
    })
  )._id;

beforeAll(async () => {
  business = await createBusiness(context.app);
});

describe('supplier categories', () => {
  it('refuses a missing name and a blank one with the spec messages', async () => {
    const missing = await post(supplierCategory.path, {});
    expect(missing.statusCode).toBe(422);
    expect(body<ErrorBody>(missing).error.fields).toEqual({
      name: 'Category Name field is required',
    });
    const blank = await post(supplierCategory.path, { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(body<ErrorBody>(blank).error.fields).toEqual({ name: 'Category name cannot be empty' });
  });

  it('refuses a name another category of the business has, in any case, on create and rename', async () => {
    const id = await newCategory('Hair Products');
    const other = await newCategory('Nails');
    const duplicate = await post(supplierCategory.path, { name: 'hair products' });
    expect(duplicate.statusCode).toBe(409);
    expect(body<ErrorBody>(duplicate).error).toMatchObject({
      code: 'DUPLICATE_KEY',
      message: 'A category with this name already exists',
    });
    const renamed = await put(`${supplierCategory.path}/${other}`, { name: 'HAIR PRODUCTS' });
    expect(renamed.statusCode).toBe(409);
    expect(body<ErrorBody>(renamed).error.message).toBe('A category with this name already exists');
    // Its own name in another case is no clash, nor is another business's category.
    expect(
      (await put(`${supplierCategory.path}/${id}`, { name: 'HAIR products' })).statusCode,
    ).toBe(200);
    const elsewhere = await createBusiness(context.app);
    expect(
      (await post(supplierCategory.path, { name: 'Hair Products' }, elsewhere)).statusCode,
    ).toBe(201);
  });

  it('lists a page under supplierCategoryPage, searched by q', async () => {
    await newCategory('Towels and Linen');
    const response = await send(
      context.app,
      'GET',
      withQuery(supplierCategory.path, { businessId: business.businessId, q: 'linen' }),
      {
        cookie: business.owner.cookie,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(
      body<{ supplierCategoryPage: { docs: { name: string }[] } }>(
        response,
      ).supplierCategoryPage.docs.map((doc) => doc.name),
    ).toEqual(['Towels and Linen']);
  });

  it('a category suppliers use is not deleted until none does', async () => {
    const used = await newCategory('Skincare');
    const spare = await newCategory('Spare');
    const created = body<{ supplier: SupplierDoc }>(
      await post(supplier.path, {
        fullName: 'Glow Ltd',
        phone: '0712345678',
        email: 'glow@example.test',
        categoryId: used,
      }),
    ).supplier;
    const refused = await remove(`${supplierCategory.path}/${used}`);
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorBody>(refused).error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'This category is used by 1 supplier(s); change their category first',
    });
    expect((await put(`${supplier.path}/${created._id}`, { categoryId: spare })).statusCode).toBe(
      200,
    );
    expect((await remove(`${supplierCategory.path}/${used}`)).statusCode).toBe(200);
  });
});

describe('suppliers', () => {
  let categoryId: string;
  beforeAll(async () => {
    categoryId = await newCategory('Wholesale');
  });

  it('refuses a create without fields with the spec messages', async () => {
    const response = await post(supplier.path, {});
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({
      fullName: 'Full Name is required',
      phone: 'A valid Phone number is required',
      email: 'Email is required',
      categoryId: 'Category is required',
    });
  });

  it('refuses a phone of the wrong form and an invalid e-mail', async () => {
    const response = await post(supplier.path, {
      fullName: 'Bad Co',
      phone: '12345',
      email: 'not-an-email',
      categoryId,
    });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({
      phone: 'A valid Phone number is required',
      email: 'Email must be valid',
    });
  });

  it('creates from multipart with a picture, shown as avatar, and carries its category', async () => {
    const form = multipartBody(
      {
        businessId: business.businessId,
        fullName: 'Salon Supplies',
        phone: '0712345679',
        email: 'sales@example.test',
        categoryId,
      },
      [{ field: 'file', filename: 'logo.png', content: pngImage(), contentType: 'image/png' }],
    );
    const response = await send(context.app, 'POST', supplier.path, {
      cookie: business.owner.cookie,
      payload: form.payload,
      headers: form.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = body<{ supplier: SupplierDoc }>(response).supplier;
    const filename = (created.image as { filename: string }).filename;
    expect(filename).toMatch(/\.png$/);
    expect(created).toMatchObject({
      fullName: 'Salon Supplies',
      phone: '+254712345679',
      avatar: { filename },
      category: { _id: categoryId, name: 'Wholesale' },
    });
    const page = body<{ supplierPage: { docs: SupplierDoc[] } }>(
      await send(
        context.app,
        'GET',
        withQuery(supplier.path, { businessId: business.businessId, page: 1 }),
        { cookie: business.owner.cookie },
      ),
    ).supplierPage;
    expect(page.docs.find((doc) => doc._id === created._id)?.category).toEqual({
      _id: categoryId,
      name: 'Wholesale',
    });
  });

  it('updates and deletes with the supplier reply key', async () => {
    const created = body<{ supplier: SupplierDoc }>(
      await post(supplier.path, {
        fullName: 'Old Name',
        phone: '0712345670',
        email: 'old@example.test',
        categoryId,
      }),
    ).supplier;
    const updated = await put(`${supplier.path}/${created._id}`, { fullName: 'New Name' });
    expect(body<{ supplier: SupplierDoc }>(updated).supplier).toMatchObject({
      fullName: 'New Name',
      category: { name: 'Wholesale' },
    });
    const deleted = await remove(`${supplier.path}/${created._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(body<{ supplier: SupplierDoc }>(deleted).supplier._id).toBe(created._id);
  });

  it("refuses another business's category and writes nothing", async () => {
    const other = await createBusiness(context.app);
    const foreign = await newCategory('Theirs', other);
    const before = await snapshot(context.database, business.businessId);
    const response = await post(supplier.path, {
      fullName: 'Sneaky',
      phone: '0712345671',
      email: 'sneaky@example.test',
      categoryId: foreign,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(body<ErrorBody>(response).error.fields ?? {})).toEqual(['categoryId']);
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });
});
