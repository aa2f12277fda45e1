import { multipartBody } from '../support/multipart';
import { pngImage } from '../support/images';
import { FIRST_DAY, LAST_DAY } from '../../../registry/validation';

/** One malformed request body: its bytes and content type. */
export interface BodyCase {
  label: string;
  payload: string | Buffer;
  contentType: string;
}

const json = (label: string, value: unknown): BodyCase => ({
  label,
  payload: JSON.stringify(value),
  contentType: 'application/json',
});
const rawJson = (label: string, text: string): BodyCase => ({
  label,
  payload: text,
  contentType: 'application/json',
});

const LONG_TEXT = 'x'.repeat(100_000);
const deepNesting = (depth: number) =>
  `{"businessId":null,"name":${'['.repeat(depth)}${']'.repeat(depth)}}`;

/** Values of the wrong kind or at the edges, tried in every field a route names (and null, which an optional field takes). */
export const BAD_VALUES: { label: string; value: unknown }[] = [
  { label: 'NUL in text', value: 'a\u0000b' },
  { label: 'an unpaired surrogate', value: 'x\ud800' },
  { label: 'a list holding null', value: [null] },
  { label: 'an object', value: { $gt: '' } },
  { label: 'a 100,000-character text', value: LONG_TEXT },
  { label: '1e308', value: 1e308 },
  { label: '-0', value: -0 },
  { label: '2^31', value: 2_147_483_648 },
  { label: '1e13', value: 1e13 },
  { label: 'a boolean', value: true },
  { label: 'a negative number', value: -1 },
];

/** Bodies every write route must refuse without a 5xx, whatever it expects. */
export const bodyCases = (businessId: string): BodyCase[] => [
  json('a list', []),
  json('a number', 42),
  json('null', null),
  json('a string', 'text'),
  rawJson('broken JSON', '{"businessId":'),
  rawJson('NaN and Infinity', `{"businessId":"${businessId}","name":NaN,"price":Infinity}`),
  rawJson('a __proto__ key', `{"businessId":"${businessId}","__proto__":{"isAdmin":true}}`),
  rawJson(
    'a constructor key',
    `{"businessId":"${businessId}","constructor":{"prototype":{"isAdmin":true}}}`,
  ),
  rawJson('deep nesting', deepNesting(5_000)),
  json('NUL in a key', { businessId, 'na\u0000me': 'x' }),
  json('NUL in businessId', { businessId: `${businessId}\u0000` }),
  json('a 100,000-character businessId', { businessId: LONG_TEXT }),
  {
    label: 'a form-urlencoded body',
    payload: `businessId=${businessId}&name=x`,
    contentType: 'application/x-www-form-urlencoded',
  },
  { label: 'multipart without a boundary', payload: 'garbage', contentType: 'multipart/form-data' },
  {
    label: 'multipart with a garbage body',
    payload: 'garbage',
    contentType: 'multipart/form-data; boundary=xyz',
  },
  { label: 'plain text', payload: 'hello', contentType: 'text/plain' },
  multipartCase('empty multipart', {}),
  multipartCase('multipart with NUL in a field', { businessId, name: 'a\u0000b' }),
  multipartCase('a text file named .png', { businessId }, [
    {
      field: 'file',
      filename: 'photo.png',
      content: Buffer.from('not an image'),
      contentType: 'image/png',
    },
  ]),
  multipartCase('an SVG with a script', { businessId }, [
    {
      field: 'file',
      filename: 'photo.svg',
      content: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      contentType: 'image/svg+xml',
    },
  ]),
];

function multipartCase(
  label: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipartBody>[1] = [],
): BodyCase {
  const { payload, headers } = multipartBody(fields, files);
  return { label, payload, contentType: headers['content-type'] };
}

/** A 20 MB upload: beyond every size limit, tried on the upload routes only (it is slow to build and send). */
export const hugeUpload = (businessId: string): BodyCase => {
  const image = pngImage(800, 600);
  return multipartCase('a 20 MB multipart upload', { businessId }, [
    {
      field: 'file',
      filename: 'big.png',
      content: Buffer.concat([image, Buffer.alloc(20 * 1024 * 1024)]),
      contentType: 'image/png',
    },
  ]);
};

/** Query strings every route must refuse or answer without a 5xx. */
export const queryCases = (businessId: string): string[] => [
  `businessId=${businessId}&q=%00`,
  `businessId=${businessId}&q=%ED%A0%80`,
  `businessId=%00`,
  `businessId=${businessId}&q=${LONG_TEXT}`,
  `businessId=${businessId}&page=1e308&limit=-0`,
  `businessId=${businessId}&page=99999999999999999999&limit=NaN`,
  `businessId=${businessId}&sort=__proto__`,
  `businessId=${businessId}&__proto__[x]=1&constructor=1`,
  `businessId=${businessId}&businessId=${businessId}`,
  `businessId[]=${businessId}`,
  `businessId=${businessId}&ids=%00,abc`,
  `businessId=${businessId}&startDate=99999-99-99&endDate=0000-00-00`,
  `businessId=${businessId}&clientId=%FF`,
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: unknown) => typeof value === 'string' && UUID.test(value);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** The ends of the days a date field takes and beyond, and a month 13: each derived date (an expiry, a series, a period end) is computed from them. */
const EDGE_DAYS = ['0001-01-01', FIRST_DAY, LAST_DAY, '9999-12-31', '2026-13-01'];

/**
 * Values tried once in a field, by what it holds (its name, or its value in a valid body): an
 * empty id in an id or a list of ids (`id`, `_id`, `clientId`, `serviceIds`), the edge days in a
 * date, written as the field writes it (a day, or an instant). Other fields get none.
 */
export const edgeValuesOf = (
  field: string,
  valid: unknown,
): { label: string; value: unknown }[] => {
  if (/Ids$/.test(field) || (Array.isArray(valid) && valid.length > 0 && valid.every(isId)))
    return [{ label: 'a list holding an empty id', value: [''] }];
  if (/^_?id$|Id$/.test(field) || isId(valid)) return [{ label: 'an empty id', value: '' }];
  if (!/^date$|Date$|On$|At$/.test(field) && !(typeof valid === 'string' && ISO_DAY.test(valid)))
    return [];
  const instant = typeof valid === 'string' && valid.length > 10;
  return EDGE_DAYS.map((day) => ({
    label: day,
    value: instant ? `${day}${valid.slice(10)}` : day,
  }));
};
