import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../support/accounts';
import { body, send } from '../support/http';
import { jpegImage, pngImage } from '../support/images';
import { multipartBody, type FilePart } from '../support/multipart';
import { setupTestApp } from '../support/testApp';
import {
  client,
  createProduct,
  expectRefused,
  simpleProduct,
  type Client,
  type ProductDoc,
  type VariantDoc,
} from './support';

const context = setupTestApp();
let api: Client;
let businessId: string;
let cookie: string;
let product: ProductDoc;

const png = pngImage(800, 600);
const file = (content: Buffer, filename = 'photo.png', contentType = 'image/png'): FilePart => ({
  field: 'files',
  filename,
  content,
  contentType,
});
const upload = (url: string, files: FilePart[], fields: Record<string, string> = {}) =>
  send(context.app, 'PUT', url, { cookie, ...multipartBody({ businessId, ...fields }, files) });

beforeAll(async () => {
  const business = await createBusiness(context.app, 'Images');
  businessId = business.businessId;
  cookie = business.owner.cookie;
  api = client(context.app, businessId, cookie);
  product = await createProduct(api, simpleProduct());
});

describe('product images', () => {
  it('stores PNG and JPEG by content (a PNG named .jpg stays PNG) and serves them', async () => {
    const response = await upload(`/v1/product/images/${product._id}`, [
      file(png, 'photo.jpg', 'image/jpeg'),
      file(jpegImage(900, 700), 'shot.jpeg', 'image/jpeg'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { images } = body<{ product: ProductDoc }>(response).product;
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/\.png$/);
    expect(images[1]).toMatch(/\.jpg$/);
    const served = await send(context.app, 'GET', `/v1/file/${images[0]}`, { cookie });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('keeps the images named in `images`, adds the uploads, and allows 4 at most', async () => {
    const before = body<{ product: ProductDoc }>(
      await api.get('/v1/product', { productId: product._id }),
    ).product.images;
    const kept = await upload(`/v1/product/images/${product._id}`, [file(png)], {
      images: JSON.stringify([before[1]]),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const after = body<{ product: ProductDoc }>(kept).product.images;
    expect(after[0]).toBe(before[1]);
    expect(after).toHaveLength(2);
    expect((await send(context.app, 'GET', `/v1/file/${before[0]}`, { cookie })).statusCode).toBe(
      404,
    );

    const error = await expectRefused(
      context.database,
      businessId,
      () => upload(`/v1/product/images/${product._id}`, [file(png), file(png), file(png)]),
      422,
    );
    expect(error.fields).toEqual({ files: 'At most 4 images' });
    const foreign = await expectRefused(
      context.database,
      businessId,
      () => upload(`/v1/product/images/${product._id}`, [], { images: 'someone-else.png' }),
      422,
    );
    expect(foreign.fields).toEqual({ images: 'Not found in this business' });
  });

  it.each<[string, FilePart, number, string]>([
    [
      'a text file named .png',
      file(Buffer.from('not an image at all'), 'notes.png'),
      422,
      'Invalid image file.',
    ],
    [
      'a too small image',
      file(pngImage(600, 400)),
      422,
      'Image dimensions must be more than 700x500px. Current dimensions: 600x400px.',
    ],
    [
      'a too narrow image',
      file(pngImage(699, 900)),
      422,
      'Image dimensions must be more than 700x500px. Current dimensions: 699x900px.',
    ],
    [
      'a file over 5 MB',
      file(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])),
      413,
      'File size exceeds 5MB.',
    ],
  ])('refuses %s and changes nothing', async (_case, bad, status, message) => {
    const error = await expectRefused(
      context.database,
      businessId,
      () => upload(`/v1/product/images/${product._id}`, [file(png), bad]),
      status,
    );
    expect(error.message).toBe(message);
  });

  it("refuses a JSON body, other file fields and another business's product", async () => {
    await expectRefused(
      context.database,
      businessId,
      () => api.put(`/v1/product/images/${product._id}`, {}),
      400,
    );
    await expectRefused(
      context.database,
      businessId,
      () => upload(`/v1/product/images/${product._id}`, [{ ...file(png), field: 'image' }]),
      422,
    );
    const other = await createBusiness(context.app, 'Other images');
    const theirs = await createProduct(
      client(context.app, other.businessId, other.owner.cookie),
      simpleProduct(),
    );
    await expectRefused(
      context.database,
      businessId,
      () => upload(`/v1/product/images/${theirs._id}`, [file(png)]),
      404,
    );
  });
});

describe('variant images', () => {
  it('stores images on the variant with the same rules', async () => {
    const variantId = product.variants[0]!._id;
    const response = await upload(`/v1/product/variant/images/${variantId}`, [file(png)]);
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ variant: VariantDoc }>(response).variant.images).toHaveLength(1);
    const error = await expectRefused(
      context.database,
      businessId,
      () => upload(`/v1/product/variant/images/${variantId}`, [file(pngImage(100, 100))]),
      422,
    );
    expect(error.fields).toEqual({
      files: 'Image dimensions must be more than 700x500px. Current dimensions: 100x100px.',
    });
  });
});

describe('sale product image', () => {
  it('uploads through the sale path', async () => {
    const response = await upload(`/v1/sale-product/image/${product._id}`, [file(png)], {
      images: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ product: ProductDoc }>(response).product.images).toHaveLength(1);
  });
});
