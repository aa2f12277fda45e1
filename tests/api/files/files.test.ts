import { beforeAll, describe, expect, it } from 'vitest';
import { serviceRoom } from '../../../registry';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { jpegImage, pngImage } from '../support/images';
import { multipartBody, type FilePart } from '../support/multipart';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let salon: TestBusiness;
let rival: TestBusiness;
beforeAll(async () => {
  salon = await createBusiness(context.app, 'Files');
  rival = await createBusiness(context.app, 'Rival');
});

type Room = { _id: string; name: string; image: { filename: string } | null };

const upload = async (business: TestBusiness, files: FilePart[]) => {
  const form = multipartBody({ businessId: business.businessId }, files);
  return send(context.app, 'POST', '/v1/file', { cookie: business.owner.cookie, ...form });
};
const uploadOne = async (business: TestBusiness, content: Buffer, filename = 'photo.png') => {
  const response = await upload(business, [{ field: 'file', filename, content }]);
  expect(response.statusCode, response.body).toBe(201);
  return body<{ files: { filename: string }[] }>(response).files[0].filename;
};
const getFile = (filename: string, cookie?: string) =>
  send(context.app, 'GET', `/v1/file/${filename}`, { cookie });
const roomUrl = (id: string, businessId: string) =>
  withQuery(`${serviceRoom.path}/${id}`, { businessId });

describe('POST /v1/file and GET /v1/file/{filename}', () => {
  it.each([
    ['PNG', pngImage(12, 8), 'image/png', /\.png$/],
    ['JPEG', jpegImage(20, 10), 'image/jpeg', /\.jpg$/],
  ])(
    'stores a %s and serves its bytes with its type and nosniff',
    async (_kind, content, contentType, extension) => {
      const filename = await uploadOne(salon, content, 'upload.bin');
      expect(filename).toMatch(extension);
      const served = await getFile(filename, salon.owner.cookie);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(content)).toBe(true);
    },
  );

  it('stores several images sent as files', async () => {
    const response = await upload(salon, [
      { field: 'files', filename: 'a.png', content: pngImage(2, 2) },
      { field: 'files', filename: 'b.jpg', content: jpegImage(3, 3) },
    ]);
    expect(response.statusCode).toBe(201);
    expect(
      body<{ files: { filename: string }[] }>(response).files.map((file) =>
        file.filename.slice(-4),
      ),
    ).toEqual(['.png', '.jpg']);
  });

  it("is 404 for a member of another business and for a staff member it doesn't belong to", async () => {
    const filename = await uploadOne(salon, pngImage());
    expect((await getFile(filename, rival.owner.cookie)).statusCode).toBe(404);
    const rivalStaff = await addMember(context.app, context.database, rival.businessId, {
      'services.Service Rooms': ['read'],
    });
    expect((await getFile(filename, rivalStaff.cookie)).statusCode).toBe(404);
    const ownStaff = await addMember(context.app, context.database, salon.businessId);
    expect((await getFile(filename, ownStaff.cookie)).statusCode).toBe(200);
  });

  it('is 401 signed out, for upload and download', async () => {
    const filename = await uploadOne(salon, pngImage());
    expect((await getFile(filename)).statusCode).toBe(401);
    const form = multipartBody({ businessId: salon.businessId }, [
      { field: 'file', filename: 'x.png', content: pngImage() },
    ]);
    const before = await snapshot(context.database, salon.businessId);
    expect((await send(context.app, 'POST', '/v1/file', form)).statusCode).toBe(401);
    expect(await snapshot(context.database, salon.businessId)).toEqual(before);
  });

  it("is 403 uploading into a business one doesn't belong to", async () => {
    const before = await snapshot(context.database, salon.businessId);
    const form = multipartBody({ businessId: salon.businessId }, [
      { field: 'file', filename: 'x.png', content: pngImage() },
    ]);
    const response = await send(context.app, 'POST', '/v1/file', {
      cookie: rival.owner.cookie,
      ...form,
    });
    expect(response.statusCode).toBe(403);
    expect(await snapshot(context.database, salon.businessId)).toEqual(before);
  });

  it.each([
    '..%2F..%2Fetc%2Fpasswd',
    'nothing.png',
    '01a20100-902f-747d-8b31-d5645408cefb.png',
    '01a20100-902f-747d-8b31-d5645408cefb.gif',
  ])('is 404 for %s', async (filename) => {
    const response = await getFile(filename, salon.owner.cookie);
    expect(response.statusCode).toBe(404);
    expect(body<ErrorBody>(response).error.code).toBe('NOT_FOUND');
  });
});

describe('service room images', () => {
  it('creates a room with a multipart image and shows it as { filename }', async () => {
    const content = pngImage(30, 20);
    const form = multipartBody(
      { businessId: salon.businessId, name: 'Spa Room 2', capacity: '2', description: 'Steam' },
      [{ field: 'image', filename: 'room.png', content, contentType: 'image/png' }],
    );
    const created = await send(context.app, 'POST', serviceRoom.path, {
      cookie: salon.owner.cookie,
      ...form,
    });
    expect(created.statusCode, created.body).toBe(201);
    const room = body<{ serviceRoom: Room }>(created).serviceRoom;
    expect(room).toMatchObject({
      name: 'Spa Room 2',
      capacity: 2,
      image: { filename: expect.stringMatching(/\.png$/) },
    });
    const read = body<{ serviceRoom: Room }>(
      await send(context.app, 'GET', roomUrl(room._id, salon.businessId), {
        cookie: salon.owner.cookie,
      }),
    );
    expect(read.serviceRoom.image).toEqual(room.image);
    expect(
      (await getFile(room.image!.filename, salon.owner.cookie)).rawPayload.equals(content),
    ).toBe(true);
  });

  it('accepts the image under the generic `file` field too', async () => {
    const form = multipartBody({ businessId: salon.businessId, name: 'Nail Bar 2' }, [
      { field: 'file', filename: 'n.jpg', content: jpegImage() },
    ]);
    const created = await send(context.app, 'POST', serviceRoom.path, {
      cookie: salon.owner.cookie,
      ...form,
    });
    expect(body<{ serviceRoom: Room }>(created).serviceRoom.image?.filename).toMatch(/\.jpg$/);
  });

  it('references an already uploaded file of its own business, and clears it with null', async () => {
    const filename = await uploadOne(salon, pngImage());
    const created = await send(context.app, 'POST', serviceRoom.path, {
      cookie: salon.owner.cookie,
      payload: { businessId: salon.businessId, name: 'Referenced', image: { filename } },
    });
    expect(created.statusCode).toBe(201);
    const room = body<{ serviceRoom: Room }>(created).serviceRoom;
    expect(room.image).toEqual({ filename });
    const cleared = await send(context.app, 'PUT', `${serviceRoom.path}/${room._id}`, {
      cookie: salon.owner.cookie,
      payload: { businessId: salon.businessId, image: null },
    });
    expect(body<{ serviceRoom: Room }>(cleared).serviceRoom.image).toBeNull();
  });

  it("cannot reference another business's file (422), on create or update", async () => {
    const foreign = await uploadOne(rival, pngImage());
    const before = await snapshot(context.database, salon.businessId);
    for (const image of [foreign, { filename: foreign }]) {
      const created = await send(context.app, 'POST', serviceRoom.path, {
        cookie: salon.owner.cookie,
        payload: { businessId: salon.businessId, name: 'Thief', image },
      });
      expect(created.statusCode).toBe(422);
      expect(body<ErrorBody>(created).error.fields).toEqual({ image: 'Invalid image file.' });
    }
    expect(await snapshot(context.database, salon.businessId)).toEqual(before);

    const own = await send(context.app, 'POST', serviceRoom.path, {
      cookie: salon.owner.cookie,
      payload: { businessId: salon.businessId, name: 'Honest' },
    });
    const roomId = body<{ serviceRoom: Room }>(own).serviceRoom._id;
    const afterCreate = await snapshot(context.database, salon.businessId);
    const updated = await send(context.app, 'PUT', `${serviceRoom.path}/${roomId}`, {
      cookie: salon.owner.cookie,
      payload: { businessId: salon.businessId, image: { filename: foreign } },
    });
    expect(updated.statusCode).toBe(422);
    expect(await snapshot(context.database, salon.businessId)).toEqual(afterCreate);
  });

  it('an upload with an update of a missing room stores nothing', async () => {
    const before = await snapshot(context.database, salon.businessId);
    const form = multipartBody({ businessId: salon.businessId, name: 'Ghost' }, [
      { field: 'image', filename: 'g.png', content: pngImage() },
    ]);
    const response = await send(
      context.app,
      'PUT',
      `${serviceRoom.path}/01a20100-902f-747d-8b31-d5645408cefb`,
      { cookie: salon.owner.cookie, ...form },
    );
    expect(response.statusCode).toBe(404);
    expect(await snapshot(context.database, salon.businessId)).toEqual(before);
  });
});
