import { HttpError, type RaRecord } from 'react-admin';
import { beforeEach, describe, expect, test } from 'vitest';
import { setCurrentBusinessId } from '../../../src/business/currentBusiness';
import { createHttpClient } from '../../../src/dataProvider/http';
import {
  ALL_ROWS,
  createRegistryDataProvider,
} from '../../../src/dataProvider/registryDataProvider';

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake fetch that records every request and answers with the queued replies. */
const fakeFetch = (...replies: { status?: number; json: unknown }[]) => {
  const requests: Recorded[] = [];
  const fetchImpl = (async (url: string, init: RequestInit = {}) => {
    const body =
      init.body instanceof FormData
        ? init.body
        : typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body;
    requests.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body,
    });
    const reply = replies.shift() ?? { json: {} };
    return new Response(JSON.stringify(reply.json), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { requests, fetchImpl };
};

const BUSINESS = '0190aaaa-0000-7000-8000-000000000001';
const setup = (...replies: { status?: number; json: unknown }[]) => {
  const fake = fakeFetch(...replies);
  return {
    ...fake,
    dataProvider: createRegistryDataProvider({ http: createHttpClient(fake.fetchImpl) }),
  };
};
const room = {
  _id: 'r1',
  businessId: BUSINESS,
  name: 'Room',
  capacity: 2,
  image: null,
  createdAt: 'x',
  updatedAt: 'y',
};

beforeEach(() => setCurrentBusinessId(BUSINESS));

describe('registry dataProvider', () => {
  test('getList calls the declared path with paging, sort, search and businessId, and reads the page key', async () => {
    const { dataProvider, requests } = setup({
      json: {
        jobTitlePage: {
          docs: [{ _id: 'a', name: 'Stylist' }],
          limit: 5,
          page: 2,
          pages: 3,
          sort: {},
          total: 11,
        },
      },
    });
    const result = await dataProvider.getList('job-title', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'sty', unknownFilter: 'x' },
    });
    expect(result).toEqual({ data: [{ _id: 'a', id: 'a', name: 'Stylist' }], total: 11 });
    const url = new URL(requests[0].url, 'http://x');
    expect(url.pathname).toBe('/v1/job-title');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      businessId: BUSINESS,
      page: '2',
      limit: '5',
      sort: '-name',
      q: 'sty',
    });
  });

  test('"all" rows asks for limit=0 and the id sort falls back to the declared default', async () => {
    const { dataProvider, requests } = setup({
      json: { clientCategoryPage: { docs: [], total: 0 } },
    });
    await dataProvider.getList('client-category', {
      pagination: { page: 3, perPage: ALL_ROWS },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const url = new URL(requests[0].url, 'http://x');
    expect(url.pathname).toBe('/v1/client/category');
    expect(url.searchParams.get('limit')).toBe('0');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('sort')).toBe('-createdAt');
  });

  test('getOne and getMany use the reply key and ids', async () => {
    const { dataProvider, requests } = setup(
      { json: { category: { _id: 'c1', category_name: 'VIP' } } },
      { json: { clientCategoryPage: { docs: [{ _id: 'c1' }, { _id: 'c2' }], total: 2 } } },
    );
    expect((await dataProvider.getOne('client-category', { id: 'c1' })).data).toEqual({
      _id: 'c1',
      id: 'c1',
      category_name: 'VIP',
    });
    expect(requests[0].url).toBe(`/v1/client/category/c1?businessId=${BUSINESS}`);
    const many = await dataProvider.getMany('client-category', { ids: ['c1', 'c2'] });
    expect(many.data.map((record) => record.id)).toEqual(['c1', 'c2']);
    expect(new URL(requests[1].url, 'http://x').searchParams.get('ids')).toBe('c1,c2');
  });

  test('create sends only declared fields plus businessId, as JSON', async () => {
    const { dataProvider, requests } = setup({
      status: 201,
      json: { category: { _id: 'c9', category_name: 'VIP' } },
    });
    const result = await dataProvider.create('client-category', {
      data: {
        id: 'x',
        _id: 'x',
        name: 'alias',
        category_name: 'VIP',
        createdAt: 'c',
        updatedAt: 'u',
        businessId: 'other',
      },
    });
    expect(result.data).toEqual({ _id: 'c9', id: 'c9', category_name: 'VIP' });
    expect(requests[0]).toMatchObject({
      url: '/v1/client/category',
      method: 'POST',
      body: { businessId: BUSINESS, category_name: 'VIP' },
    });
    expect(requests[0].headers['Content-Type']).toBe('application/json');
  });

  test('update keeps an existing image as { filename } and sends JSON', async () => {
    const { dataProvider, requests } = setup({ json: { serviceRoom: room } });
    await dataProvider.update<RaRecord>('service-room', {
      id: 'r1',
      data: { ...room, id: 'r1', image: { filename: 'a.png', src: '/v1/file/a.png' } },
      previousData: { id: 'r1' },
    });
    expect(requests[0]).toMatchObject({ url: '/v1/serviceRoom/r1', method: 'PUT' });
    expect(requests[0].body).toEqual({
      businessId: BUSINESS,
      name: 'Room',
      capacity: 2,
      image: { filename: 'a.png' },
    });
  });

  test('a new image file makes the body multipart, with the file under the field name', async () => {
    const { dataProvider, requests } = setup({ status: 201, json: { serviceRoom: room } });
    const rawFile = new File([new Uint8Array([137, 80, 78, 71])], 'room.png', {
      type: 'image/png',
    });
    await dataProvider.create('service-room', {
      data: {
        name: 'Room',
        capacity: 2,
        description: null,
        image: { rawFile, src: 'blob:x', title: 'room.png' },
      },
    });
    const form = requests[0].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('businessId')).toBe(BUSINESS);
    expect(form.get('name')).toBe('Room');
    expect(form.get('capacity')).toBe('2');
    expect(form.get('description')).toBe('');
    expect((form.get('image') as File).name).toBe('room.png');
    // The browser sets the multipart boundary; a JSON content type would break it.
    expect(requests[0].headers['Content-Type']).toBeUndefined();
  });

  test('delete sends the vendor-module header and businessId', async () => {
    const { dataProvider, requests } = setup({ json: { jobTitle: { _id: 'a', name: 'Stylist' } } });
    const result = await dataProvider.delete('job-title', { id: 'a', previousData: { id: 'a' } });
    expect(result.data.id).toBe('a');
    expect(requests[0]).toMatchObject({
      url: `/v1/job-title/a?businessId=${BUSINESS}`,
      method: 'DELETE',
    });
    expect(requests[0].headers['vendor-module']).toBe('employees Job Title');
  });

  test('getManyReference filters by the target field', async () => {
    const { dataProvider, requests } = setup({
      json: { serviceCategoryPage: { docs: [], total: 0 } },
    });
    await dataProvider.getManyReference('service-category', {
      target: 'name',
      id: 'Hair',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(new URL(requests[0].url, 'http://x').searchParams.get('name')).toBe('Hair');
  });

  test('a 422 becomes an HttpError with the field messages under body.errors', async () => {
    const { dataProvider } = setup({
      status: 422,
      json: {
        error: {
          message: 'Validation failed',
          code: 'VALIDATION',
          fields: { name: 'Job title is required' },
        },
      },
    });
    const failure = await dataProvider
      .create('job-title', { data: { name: '' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(422);
    expect((failure as HttpError).message).toBe('Validation failed');
    expect((failure as HttpError).body).toMatchObject({
      errors: { name: 'Job title is required' },
    });
  });

  test('without a current business nothing is called', async () => {
    setCurrentBusinessId(null);
    const { dataProvider, requests } = setup();
    await expect(
      dataProvider.getList('job-title', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow();
    expect(requests).toHaveLength(0);
  });
});
