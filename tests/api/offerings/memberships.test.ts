import { beforeAll, describe, expect, it } from 'vitest';
import { client, membership } from '../../../registry';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { pngImage } from '../support/images';
import { multipartBody } from '../support/multipart';
import { createRecord, sampleRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

type Membership = {
  _id: string;
  name: string;
  price: Record<string, number>;
  images: { filename: string }[];
} & Record<string, unknown>;

const context = setupTestApp();
let business: TestBusiness;
const DUPLICATE = 'Membership with that name already exists';

const post = (payload: Record<string, unknown>, cookie = business.owner.cookie) =>
  send(context.app, 'POST', membership.path, {
    cookie,
    payload: { businessId: business.businessId, ...payload },
  });
const put = (id: string, payload: Record<string, unknown>) =>
  send(context.app, 'PUT', `${membership.path}/${id}`, {
    cookie: business.owner.cookie,
    payload: { businessId: business.businessId, ...payload },
  });
const create = async (name: string, extra: Record<string, unknown> = {}) => {
  const response = await post({ name, price: { monthly: 5000 }, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ membership: Membership }>(response).membership;
};
const upload = (url: string, files: { field: string }[], businessId = business.businessId) => {
  const multipart = multipartBody(
    { businessId },
    files.map((file, index) => ({
      field: file.field,
      filename: `p${index}.png`,
      content: pngImage(6, 4),
    })),
  );
  return send(context.app, 'PUT', url, {
    cookie: business.owner.cookie,
    payload: multipart.payload,
    headers: multipart.headers,
  });
};

beforeAll(async () => {
  business = await createBusiness(context.app, 'Memberships');
});

describe('membership names', () => {
  it('replies with membership and membershipPage', async () => {
    const created = await create('Gold', {
      description: 'Unlimited blow-dries',
      duration: { value: 3, duration_type: 'month' },
    });
    expect(created).toMatchObject({
      name: 'Gold',
      price: { monthly: 5000 },
      duration: { value: 3, duration_type: 'month' },
      serviceIds: [],
      images: [],
    });
    const page = await send(
      context.app,
      'GET',
      withQuery(membership.path, { businessId: business.businessId, q: 'gold' }),
      { cookie: business.owner.cookie },
    );
    expect(
      body<{ membershipPage: { docs: Membership[] } }>(page).membershipPage.docs.map(
        (doc) => doc._id,
      ),
    ).toEqual([created._id]);
  });

  it.each(['Platinum', 'PLATINUM', '  platinum  '])(
    'after "Platinum", creating "%s" is 409 DUPLICATE_KEY with the spec message and writes nothing',
    async (name) => {
      const existing = await send(
        context.app,
        'GET',
        withQuery(membership.path, { businessId: business.businessId, name: 'Platinum' }),
        {
          cookie: business.owner.cookie,
        },
      );
      if (body<{ membershipPage: { total: number } }>(existing).membershipPage.total === 0)
        await create('Platinum');
      const before = await snapshot(context.database, business.businessId);
      const response = await post({ name, price: { weekly: 100 } });
      expect(response.statusCode).toBe(409);
      expect(body<ErrorBody>(response).error).toMatchObject({
        code: 'DUPLICATE_KEY',
        message: DUPLICATE,
      });
      expect(await snapshot(context.database, business.businessId)).toEqual(before);
    },
  );

  it('renaming onto another name, in any case, is 409 with the spec message', async () => {
    await create('Silver');
    const bronze = await create('Bronze');
    for (const name of ['Silver', 'sILVER']) {
      const response = await put(bronze._id, { name });
      expect(response.statusCode).toBe(409);
      expect(body<ErrorBody>(response).error).toMatchObject({
        code: 'DUPLICATE_KEY',
        message: DUPLICATE,
      });
    }
    // Its own name in another case is a rename, not a duplicate.
    expect((await put(bronze._id, { name: 'BRONZE' })).statusCode).toBe(200);
  });

  it('another business may use the same name', async () => {
    const other = await createBusiness(context.app, 'Other memberships');
    const response = await send(context.app, 'POST', membership.path, {
      cookie: other.owner.cookie,
      payload: { businessId: other.businessId, name: 'Gold', price: { monthly: 1 } },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('price map and duration', () => {
  it('keeps every frequency type with amounts of up to two decimals', async () => {
    const price = { daily: 0, weekly: 1500.5, monthly: 5000, quarterly: 14000, yearly: 50000.25 };
    expect((await create('All frequencies', { price })).price).toEqual(price);
  });

  it.each([
    ['an empty map', {}, 'Add at least one price'],
    ['a list', [1500], 'Prices must map a frequency to an amount'],
    ['text', 'monthly', 'Prices must map a frequency to an amount'],
    [
      'an unknown frequency',
      { fortnightly: 10 },
      'Frequency must be one of daily, weekly, monthly, quarterly, yearly',
    ],
    [
      'a negative amount',
      { weekly: -1 },
      'Each price must be an amount of at least 0 with at most two decimals',
    ],
    [
      'three decimals',
      { weekly: 1.005 },
      'Each price must be an amount of at least 0 with at most two decimals',
    ],
    [
      'a numeric string',
      { weekly: '1500' },
      'Each price must be an amount of at least 0 with at most two decimals',
    ],
    ['null', null, 'Add at least one price'],
  ])('price as %s is 422 on create and update', async (_case, price, message) => {
    const target = await create(`Price target ${Math.random()}`);
    const before = await snapshot(context.database, business.businessId);
    for (const response of [
      await post({ name: `Bad price ${Math.random()}`, price }),
      await put(target._id, { price }),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual({ price: message });
    }
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it.each([
    [
      'a zero value',
      { value: 0, duration_type: 'month' },
      'Duration must be a whole number from 1 to 120',
    ],
    [
      'a fraction',
      { value: 1.5, duration_type: 'month' },
      'Duration must be a whole number from 1 to 120',
    ],
    [
      'an unknown unit',
      { value: 1, duration_type: 'decade' },
      'Duration unit must be day, week, month or year',
    ],
    ['a missing unit', { value: 1 }, 'Duration unit must be day, week, month or year'],
    [
      'an extra key',
      { value: 1, duration_type: 'day', every: 2 },
      'Duration must be a number and a unit',
    ],
    ['text', '1 month', 'Duration must be a number and a unit'],
  ])('duration as %s is 422', async (_case, duration, message) => {
    const response = await post({
      name: `Bad duration ${Math.random()}`,
      price: { weekly: 1 },
      duration,
    });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({ duration: message });
  });

  it('a duration may be cleared: the membership is open-ended', async () => {
    const created = await create('Open ended', { duration: { value: 1, duration_type: 'year' } });
    const cleared = await put(created._id, { duration: null, serviceIds: null, images: null });
    expect(body<{ membership: Membership }>(cleared).membership).toMatchObject({
      duration: null,
      serviceIds: [],
      images: [],
    });
  });
});

describe('membership pictures', () => {
  it('PUT /{id}/images adds several pictures after the current ones; PUT /image/{id} replaces the cover', async () => {
    const created = await create('Pictured');
    const added = await upload(`${membership.path}/${created._id}/images`, [
      { field: 'files' },
      { field: 'files' },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const gallery = body<{ membership: Membership }>(added).membership.images;
    expect(gallery).toHaveLength(2);
    const more = body<{ membership: Membership }>(
      await upload(`${membership.path}/${created._id}/images`, [{ field: 'files' }]),
    ).membership.images;
    expect(more.slice(0, 2)).toEqual(gallery);
    expect(more).toHaveLength(3);

    const cover = await upload(`${membership.path}/image/${created._id}`, [{ field: 'file' }]);
    expect(cover.statusCode).toBe(200);
    const covered = body<{ membership: Membership }>(cover).membership.images;
    expect(covered).toHaveLength(3);
    expect(covered[0]).not.toEqual(more[0]);
    expect(covered.slice(1)).toEqual(more.slice(1));
    const file = await send(context.app, 'GET', `/v1/file/${covered[0]!.filename}`, {
      cookie: business.owner.cookie,
    });
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses two files on the one-picture call, a text file, and no file, writing nothing', async () => {
    const created = await create('Picture refusals');
    const before = await snapshot(context.database, business.businessId);
    expect(
      (
        await upload(`${membership.path}/image/${created._id}`, [
          { field: 'file' },
          { field: 'file' },
        ])
      ).statusCode,
    ).toBe(422);
    const multipart = multipartBody({ businessId: business.businessId }, [
      { field: 'files', filename: 'x.png', content: Buffer.from('not an image') },
    ]);
    const textFile = await send(context.app, 'PUT', `${membership.path}/${created._id}/images`, {
      cookie: business.owner.cookie,
      payload: multipart.payload,
      headers: multipart.headers,
    });
    expect(textFile.statusCode).toBe(422);
    expect(body<ErrorBody>(textFile).error.message).toBe('Invalid image file.');
    expect((await upload(`${membership.path}/${created._id}/images`, [])).statusCode).toBe(422);
    expect(
      (await put(created._id, { images: [{ filename: 'someone-elses.png' }] })).statusCode,
    ).toBe(422);
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it('keeps at most 8 pictures', async () => {
    const created = await create('Too many pictures');
    for (let round = 0; round < 2; round++)
      await upload(
        `${membership.path}/${created._id}/images`,
        Array.from({ length: 4 }, () => ({ field: 'files' })),
      );
    const ninth = await upload(`${membership.path}/${created._id}/images`, [{ field: 'files' }]);
    expect(ninth.statusCode).toBe(422);
    expect(body<ErrorBody>(ninth).error.message).toBe('At most 8 images');
  });

  it('a JSON update keeps only pictures of the business, in the order sent', async () => {
    const created = await create('Reordered');
    const images = body<{ membership: Membership }>(
      await upload(`${membership.path}/${created._id}/images`, [
        { field: 'files' },
        { field: 'files' },
      ]),
    ).membership.images;
    const reordered = await put(created._id, { images: [images[1], images[0]] });
    expect(body<{ membership: Membership }>(reordered).membership.images).toEqual([
      images[1],
      images[0],
    ]);
  });

  it('a member of another business cannot add pictures (403), nor staff without update (403)', async () => {
    const created = await create('Guarded pictures');
    const other = await createBusiness(context.app, 'Picture thief');
    const multipart = multipartBody({ businessId: business.businessId }, [
      { field: 'files', filename: 'a.png', content: pngImage() },
    ]);
    const stranger = await send(context.app, 'PUT', `${membership.path}/${created._id}/images`, {
      cookie: other.owner.cookie,
      payload: multipart.payload,
      headers: multipart.headers,
    });
    expect(stranger.statusCode).toBe(403);
    const staff = await addMember(context.app, context.database, business.businessId, {
      'memberships.Memberships': ['read', 'create'],
    });
    const again = multipartBody({ businessId: business.businessId }, [
      { field: 'files', filename: 'a.png', content: pngImage() },
    ]);
    const denied = await send(context.app, 'PUT', `${membership.path}/${created._id}/images`, {
      cookie: staff.cookie,
      payload: again.payload,
      headers: again.headers,
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('deleting a membership', () => {
  it('is refused with 409 while a client holds it', async () => {
    const held = await create('Held');
    const holder = await createRecord(
      context.app,
      business.owner.cookie,
      client,
      business.businessId,
      sampleRecord(client, 1),
    );
    const sold = await send(context.app, 'POST', `${membership.path}/client`, {
      cookie: business.owner.cookie,
      payload: {
        businessId: business.businessId,
        clientId: holder._id,
        membershipId: held._id,
        frequency: 'monthly',
      },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const response = await send(
      context.app,
      'DELETE',
      withQuery(`${membership.path}/${held._id}`, { businessId: business.businessId }),
      {
        cookie: business.owner.cookie,
        headers: { 'vendor-module': membership.module },
      },
    );
    expect(response.statusCode).toBe(409);
    expect(body<ErrorBody>(response).error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'Clients hold this membership, so it cannot be deleted',
    });
  });
});
