import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../registry';
import type { ResourceDeclaration } from '../../../registry/types';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, type ErrorBody } from '../support/http';
import { jpegImage, pngImage } from '../support/images';
import { multipartBody, type FilePart } from '../support/multipart';
import { sampleRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let business: TestBusiness;
beforeAll(async () => {
  business = await createBusiness(context.app, 'Uploads');
});

const png = pngImage(40, 30);
/** Files that are not acceptable images, each with the statuses it may get. */
const BAD_FILES: [string, Omit<FilePart, 'field'>, number[]][] = [
  [
    'a text file named .png',
    {
      filename: 'photo.png',
      content: Buffer.from('just some text, not an image'),
      contentType: 'image/png',
    },
    [422],
  ],
  [
    'an empty file',
    { filename: 'empty.png', content: Buffer.alloc(0), contentType: 'image/png' },
    [422],
  ],
  [
    'a PNG cut after its signature',
    { filename: 'cut.png', content: png.subarray(0, 12), contentType: 'image/png' },
    [422],
  ],
  [
    'a truncated PNG',
    {
      filename: 'half.png',
      content: png.subarray(0, Math.floor(png.length / 2)),
      contentType: 'image/png',
    },
    [422],
  ],
  [
    'a GIF',
    {
      filename: 'anim.gif',
      content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      contentType: 'image/gif',
    },
    [422],
  ],
  [
    'a file over 5 MB',
    {
      filename: 'big.png',
      content: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]),
      contentType: 'image/png',
    },
    [413, 422],
  ],
];

/** Sends a multipart request and proves: the expected 4xx, never a 5xx, nothing written. */
const expectRefused = async (
  url: string,
  method: 'POST' | 'PUT',
  form: ReturnType<typeof multipartBody>,
  statuses: number[],
) => {
  const before = await snapshot(context.database, business.businessId);
  const response = await send(context.app, method, url, { cookie: business.owner.cookie, ...form });
  expect(statuses, response.body).toContain(response.statusCode);
  expect(body<ErrorBody>(response).error.message).toBeTruthy();
  expect(await snapshot(context.database, business.businessId)).toEqual(before);
  return body<ErrorBody>(response).error;
};

const imageResources = RESOURCES.filter((resource: ResourceDeclaration) =>
  Object.values(resource.fields).some((field) => field.type === 'image'),
);

describe.each(
  imageResources.map((resource) => [resource.name, resource as ResourceDeclaration] as const),
)('%s image field', (_name, resource) => {
  const imageField = Object.entries(resource.fields).find(
    ([, field]) => field.type === 'image',
  )![0];
  // Multipart is text: structured values (json fields) go as JSON text, as the web app sends them.
  const textFields = () =>
    Object.fromEntries(
      Object.entries(sampleRecord(resource, 1)).map(([key, value]) => [
        key,
        typeof value === 'object' ? JSON.stringify(value) : String(value),
      ]),
    );

  it.each(BAD_FILES)('create with %s is refused', async (_case, file, statuses) => {
    const form = multipartBody({ ...textFields(), businessId: business.businessId }, [
      { ...file, field: imageField },
    ]);
    const error = await expectRefused(resource.path, 'POST', form, statuses);
    if (statuses.includes(422) && statuses.length === 1)
      expect(error.fields).toEqual({ [imageField]: 'Invalid image file.' });
  });

  it('a multipart integer field given as text is 422', async () => {
    const integerField = Object.entries(resource.fields).find(
      ([, field]) => field.type === 'integer',
    )?.[0];
    if (!integerField) return;
    const form = multipartBody({
      ...textFields(),
      [integerField]: 'three',
      businessId: business.businessId,
    });
    const error = await expectRefused(resource.path, 'POST', form, [422]);
    expect(error.fields).toEqual({ [integerField]: 'Must be a whole number' });
  });

  it('a PNG renamed .jpg is accepted and served as image/png', async () => {
    const form = multipartBody({ ...textFields(), businessId: business.businessId }, [
      { field: imageField, filename: 'photo.jpg', content: png, contentType: 'image/jpeg' },
    ]);
    const response = await send(context.app, 'POST', resource.path, {
      cookie: business.owner.cookie,
      ...form,
    });
    expect(response.statusCode, response.body).toBe(201);
    const record =
      body<Record<string, Record<string, { filename: string }>>>(response)[
        resource.createReplyKey ?? resource.replyKey
      ];
    expect(record[imageField].filename).toMatch(/\.png$/);
    const served = await send(context.app, 'GET', `/v1/file/${record[imageField].filename}`, {
      cookie: business.owner.cookie,
    });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });
});

describe('POST /v1/file', () => {
  it.each(BAD_FILES)('%s is refused', async (_case, file, statuses) => {
    const form = multipartBody({ businessId: business.businessId }, [{ ...file, field: 'file' }]);
    const error = await expectRefused('/v1/file', 'POST', form, statuses);
    if (statuses.length === 1) expect(error.fields).toEqual({ file: 'Invalid image file.' });
  });

  it('one bad file among good ones stores none of them', async () => {
    const form = multipartBody({ businessId: business.businessId }, [
      { field: 'files', filename: 'a.png', content: png },
      { field: 'files', filename: 'b.jpg', content: jpegImage() },
      { field: 'files', filename: 'c.png', content: Buffer.from('nope') },
    ]);
    await expectRefused('/v1/file', 'POST', form, [422]);
  });

  it('a JSON body or a form without files is 400', async () => {
    await expectRefused(
      '/v1/file',
      'POST',
      {
        payload: Buffer.from(JSON.stringify({ businessId: business.businessId })),
        headers: { 'content-type': 'application/json' },
      },
      [400],
    );
    await expectRefused(
      '/v1/file',
      'POST',
      multipartBody({ businessId: business.businessId }),
      [400],
    );
  });

  it('a PNG renamed .jpg is stored as PNG', async () => {
    const form = multipartBody({ businessId: business.businessId }, [
      { field: 'file', filename: 'renamed.jpg', content: png, contentType: 'image/jpeg' },
    ]);
    const response = await send(context.app, 'POST', '/v1/file', {
      cookie: business.owner.cookie,
      ...form,
    });
    expect(response.statusCode).toBe(201);
    expect(body<{ files: { filename: string }[] }>(response).files[0].filename).toMatch(/\.png$/);
  });
});
