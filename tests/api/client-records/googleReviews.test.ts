import { beforeAll, describe, expect, it } from 'vitest';
import { googleReview } from '../../../registry';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { multipartBody } from '../support/multipart';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

type Review = {
  _id: string;
  reviewer: string;
  rating: number;
  comment: string | null;
  reviewedOn: string;
};

const context = setupTestApp();
let business: TestBusiness;
let other: TestBusiness;
const IMPORT = '/v1/feedback/google-reviews/import';

const GOOD_CSV = [
  '\uFEFFReviewer,Rating,Comment,Date',
  'Amina Otieno,5,"Great cut, friendly staff",2026-03-01',
  'Brian Mwangi,3,,2026-03-04',
  '"Chloe ""CJ"" Smith",4,"Good massage',
  'would book again",2026-03-07',
].join('\r\n');

const upload = (cookie: string, csv: string | Buffer, businessId = business.businessId) => {
  const { payload, headers } = multipartBody({ businessId }, [
    { field: 'file', filename: 'reviews.csv', content: Buffer.from(csv), contentType: 'text/csv' },
  ]);
  return send(context.app, 'POST', IMPORT, { cookie, payload, headers });
};
const reviews = async () => {
  const response = await send(
    context.app,
    'GET',
    withQuery(googleReview.path, { businessId: business.businessId, limit: 0, sort: 'reviewedOn' }),
    {
      cookie: business.owner.cookie,
    },
  );
  expect(response.statusCode).toBe(200);
  return body<{ googleReviewPage: { docs: Review[]; total: number } }>(response).googleReviewPage;
};

/** A refused import: 422 with these fields, and not one row written. */
const expectRefused = async (csv: string, fields: Record<string, string>) => {
  const before = await snapshot(context.database, business.businessId);
  const response = await upload(business.owner.cookie, csv);
  expect(response.statusCode, response.body).toBe(422);
  const error = body<ErrorBody>(response).error;
  expect(error.fields).toEqual(fields);
  expect(error.message).toBe(Object.values(fields)[0]);
  expect(await snapshot(context.database, business.businessId)).toEqual(before);
};

beforeAll(async () => {
  business = await createBusiness(context.app, 'Reviews');
  other = await createBusiness(context.app, 'Other reviews');
});

describe('Google reviews CSV import', () => {
  it('imports every row and lists them as googleReviewPage with rating and comment', async () => {
    const response = await upload(business.owner.cookie, GOOD_CSV);
    expect(response.statusCode, response.body).toBe(201);
    expect(body(response)).toEqual({ googleReviewImport: { imported: 3, skipped: 0 } });
    const page = await reviews();
    expect(
      page.docs.map(({ reviewer, rating, comment, reviewedOn }) => ({
        reviewer,
        rating,
        comment,
        reviewedOn,
      })),
    ).toEqual([
      {
        reviewer: 'Amina Otieno',
        rating: 5,
        comment: 'Great cut, friendly staff',
        reviewedOn: '2026-03-01',
      },
      { reviewer: 'Brian Mwangi', rating: 3, comment: null, reviewedOn: '2026-03-04' },
      {
        reviewer: 'Chloe "CJ" Smith',
        rating: 4,
        comment: 'Good massage\r\nwould book again',
        reviewedOn: '2026-03-07',
      },
    ]);
  });

  it('skips reviews it already holds, so a second import of the same file adds nothing', async () => {
    const response = await upload(business.owner.cookie, GOOD_CSV);
    expect(body(response)).toEqual({ googleReviewImport: { imported: 0, skipped: 3 } });
    expect((await reviews()).total).toBe(3);
  });

  it('refuses a file with bad rows, naming each line, and imports none of it', async () => {
    const csv = [
      'date,reviewer,rating,comment',
      '2026-04-01,Good Row,5,Fine',
      '2026-04-02,Too Many Stars,6,Wow',
      '01/04/2026,Wrong Date,4,',
      '2026-04-03,,2,No name',
    ].join('\n');
    await expectRefused(csv, {
      'line 3': 'Line 3, rating: Must be at most 5',
      'line 4': 'Line 4, date: Must be a date (YYYY-MM-DD)',
      'line 5': 'Line 5, reviewer: Reviewer is required',
    });
  });

  it.each([
    [
      'a rating that is not a number',
      'reviewer,rating,date\nAmina,five,2026-01-01',
      { 'line 2': 'Line 2, rating: Must be a whole number' },
    ],
    [
      'a missing column',
      'reviewer,comment\nAmina,Nice',
      { file: 'The file needs the columns reviewer, rating and date' },
    ],
    [
      'an unknown column',
      'reviewer,rating,date,stars\nAmina,5,2026-01-01,5',
      { file: "Unknown column 'stars'. The columns are reviewer, rating, comment, date" },
    ],
    [
      'a header without rows',
      'reviewer,rating,comment,date\r\n',
      { file: 'The file has no reviews' },
    ],
    ['an empty file', '', { file: 'The file needs the columns reviewer, rating and date' }],
    [
      'an unclosed quote',
      'reviewer,rating,date\n"Amina,5,2026-01-01\n',
      { file: 'Line 2: the file is not valid CSV' },
    ],
    [
      'a row with too many cells',
      'reviewer,rating,date\nAmina,5,2026-01-01,extra',
      { file: 'Line 2: the file is not valid CSV' },
    ],
  ])('refuses %s with 422', async (_case, csv, fields) => {
    await expectRefused(csv, fields);
  });

  it('refuses a request without a file or with other fields', async () => {
    const noFile = multipartBody({ businessId: business.businessId });
    const response = await send(context.app, 'POST', IMPORT, {
      cookie: business.owner.cookie,
      ...noFile,
    });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({ file: 'Choose one CSV file' });
    const extra = multipartBody({ businessId: business.businessId, source: 'google' }, [
      { field: 'file', filename: 'r.csv', content: Buffer.from(GOOD_CSV) },
    ]);
    const withExtra = await send(context.app, 'POST', IMPORT, {
      cookie: business.owner.cookie,
      ...extra,
    });
    expect(withExtra.statusCode).toBe(422);
    expect(body<ErrorBody>(withExtra).error.fields).toEqual({ source: 'Unknown field' });
  });

  it('imports only into a business of the caller, and only with create on clients.Feedback', async () => {
    const before = await snapshot(context.database, other.businessId);
    expect((await upload(business.owner.cookie, GOOD_CSV, other.businessId)).statusCode).toBe(403);
    expect(await snapshot(context.database, other.businessId)).toEqual(before);

    const reader = await addMember(context.app, context.database, business.businessId, {
      'clients.Feedback': ['read'],
    });
    const importer = await addMember(context.app, context.database, business.businessId, {
      'clients.Feedback': ['read', 'create'],
    });
    const csv = 'reviewer,rating,date\nStaff Import,4,2026-05-01';
    expect((await upload(reader.cookie, csv)).statusCode).toBe(403);
    expect(body(await upload(importer.cookie, csv))).toEqual({
      googleReviewImport: { imported: 1, skipped: 0 },
    });
  });
});
