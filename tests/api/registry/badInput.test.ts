import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../registry';
import type { FieldDeclaration, ResourceDeclaration } from '../../../registry/types';
import { typeMessageOf } from '../../../registry/recordSchema';
import { text } from '../../../server/http/messages';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, type ErrorBody } from '../support/http';
import { createRecord, dataFields, sampleRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let business: TestBusiness;
beforeAll(async () => {
  business = await createBusiness(context.app, 'Bad input');
});

interface BadValue {
  label: string;
  value: unknown;
  message: string;
}

const typeMessage = (field: FieldDeclaration) => text(typeMessageOf(field));
const UNKNOWN_ID = '01890a5d-ac96-774b-bcce-b302099a8057';

/** Values of the wrong form for a field's type, with the exact message each gets. */
const formCasesOf = (field: FieldDeclaration): BadValue[] => {
  const wrongType = typeMessage(field);
  switch (field.type) {
    case 'integer':
      return [
        { label: 'a numeric string', value: '5', message: wrongType },
        { label: 'a fraction', value: 1.5, message: wrongType },
      ];
    case 'money':
      return [
        { label: 'a numeric string', value: '5', message: wrongType },
        { label: 'three decimals', value: 1.005, message: wrongType },
        { label: 'a negative amount', value: -1, message: 'Must be at least 0' },
      ];
    case 'boolean':
      return [{ label: 'the text true', value: 'true', message: wrongType }];
    case 'date':
      return [
        { label: 'a number', value: 42, message: text('saluni.validation.mustBeText') },
        { label: 'an impossible date', value: '2026-02-30', message: wrongType },
        { label: 'a month 13', value: '2026-13-01', message: wrongType },
        {
          label: 'a day before 1900',
          value: '1899-12-31',
          message: 'Must be a date from 1900-01-01 to 2999-12-31',
        },
        {
          label: 'a day after 2999',
          value: '9999-12-31',
          message: 'Must be a date from 1900-01-01 to 2999-12-31',
        },
      ];
    case 'email':
      return [
        {
          label: 'not an address',
          value: 'someone at example',
          message: text(field.invalid ?? 'saluni.validation.email.valid'),
        },
      ];
    case 'phone':
      return [
        {
          label: 'not a number',
          value: '12345',
          message: text(field.invalid ?? 'saluni.validation.phone.valid'),
        },
      ];
    case 'choice':
      return [
        {
          label: 'not a choice',
          value: 'none-of-these',
          message: text(
            field.invalid ?? {
              message: 'saluni.validation.invalidChoice',
              args: { choices: field.choices!.map((choice) => choice.value).join(', ') },
            },
          ),
        },
      ];
    case 'reference':
      return [
        { label: 'not an id', value: 'abc', message: wrongType },
        {
          label: 'an unknown id',
          value: UNKNOWN_ID,
          message: text('saluni.validation.referenceNotFound'),
        },
      ];
    case 'references':
      return [
        { label: 'a list of non-ids', value: ['abc'], message: wrongType },
        {
          label: 'an unknown id',
          value: [UNKNOWN_ID],
          message: text('saluni.validation.referenceNotFound'),
        },
      ];
    default:
      return [];
  }
};

/** Values a field must refuse, with the exact message each gets. */
const badValuesOf = (field: FieldDeclaration): BadValue[] => {
  // A date is text first: a value that is not a string is 'Must be text', as a number is below.
  const wrongType =
    field.type === 'date' ? text('saluni.validation.mustBeText') : typeMessage(field);
  const textual = ['string', 'text', 'email', 'phone', 'choice', 'reference'].includes(field.type);
  const cases: BadValue[] =
    field.type === 'json' ? [] : [{ label: 'an object', value: { $gt: '' }, message: wrongType }];
  if (field.type !== 'references' && field.type !== 'json')
    cases.push({ label: 'an array', value: ['a'], message: wrongType });
  if (field.type !== 'boolean' && field.type !== 'json')
    cases.push({ label: 'a boolean', value: true, message: wrongType });
  if (textual) cases.push({ label: 'a number', value: 42, message: wrongType });
  if (field.required) {
    cases.push({ label: 'null', value: null, message: text(field.required) });
    if (textual)
      cases.push({
        label: 'blank text',
        value: '   ',
        message: text(field.blank ?? field.required),
      });
  }
  if (field.min !== undefined)
    cases.push({
      label: 'below min',
      value: field.min - 1,
      message: `Must be at least ${field.min}`,
    });
  if (field.max !== undefined)
    cases.push({
      label: 'above max',
      value: field.max + 1,
      message: `Must be at most ${field.max}`,
    });
  if (field.maxLength !== undefined && textual)
    cases.push({
      label: '10,000 characters',
      value: 'x'.repeat(10_000),
      message: `Must be ${field.maxLength} characters or fewer`,
    });
  return [...cases, ...formCasesOf(field)];
};

/** Sends a bad request and proves: the expected 4xx, never a 5xx, nothing written. */
const expectRefused = async (
  request: () => ReturnType<typeof send>,
  status: number,
  fields?: Record<string, string>,
) => {
  const before = await snapshot(context.database, business.businessId);
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  const error = body<ErrorBody>(response).error;
  expect(error.message).toBeTruthy();
  if (fields) {
    expect(error.fields).toEqual(fields);
    expect(error.message).toBe(Object.values(fields)[0]);
  }
  expect(await snapshot(context.database, business.businessId)).toEqual(before);
};

describe.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
  '%s bad input',
  (_name, resource: ResourceDeclaration) => {
    let recordId: string;
    const valid = () => sampleRecord(resource, 1);
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      send(context.app, 'POST', resource.path, {
        cookie: business.owner.cookie,
        payload: payload as string,
        headers,
      });
    const put = (payload: unknown, headers: Record<string, string> = {}) =>
      send(context.app, 'PUT', `${resource.path}/${recordId}`, {
        cookie: business.owner.cookie,
        payload: payload as string,
        headers,
      });

    beforeAll(async () => {
      recordId = (
        await createRecord(
          context.app,
          business.owner.cookie,
          resource,
          business.businessId,
          valid(),
        )
      )._id;
    });

    const required = dataFields(resource).filter(([, field]) => field.required);
    it.each(required.map(([name, field]) => [name, text(field.required!)]))(
      'create without %s is 422 "%s"',
      async (name, message) => {
        const { [name]: _left, ...rest } = valid();
        await expectRefused(() => post({ ...rest, businessId: business.businessId }), 422, {
          [name]: message,
        });
      },
    );

    const fieldCases = dataFields(resource).flatMap(([name, field]) =>
      badValuesOf(field).map((bad) => [name, bad.label, bad] as const),
    );
    it.each(fieldCases)('create with %s as %s is 422', async (name, _label, bad) => {
      await expectRefused(
        () => post({ ...valid(), [name]: bad.value, businessId: business.businessId }),
        422,
        { [name]: bad.message },
      );
    });
    it.each(fieldCases)('update with %s as %s is 422', async (name, _label, bad) => {
      await expectRefused(() => put({ [name]: bad.value, businessId: business.businessId }), 422, {
        [name]: bad.message,
      });
    });

    it.each(['colour', 'constructor', '__proto__x'])(
      'an unknown field %s is 422 "Unknown field"',
      async (unknownField) => {
        await expectRefused(
          () => post({ ...valid(), [unknownField]: 'x', businessId: business.businessId }),
          422,
          { [unknownField]: 'Unknown field' },
        );
        await expectRefused(
          () => put({ [unknownField]: 'x', businessId: business.businessId }),
          422,
          { [unknownField]: 'Unknown field' },
        );
      },
    );

    it('reports every bad field at once', async () => {
      const [[first], ...others] = required;
      const missing = Object.fromEntries(
        others.map(([name, field]) => [name, text(field.required!)]),
      );
      await expectRefused(
        () => post({ [first]: 7, extra: 1, businessId: business.businessId }),
        422,
        {
          extra: 'Unknown field',
          [first]: typeMessage(resource.fields[first]),
          ...missing,
        },
      );
    });

    const json = { 'content-type': 'application/json' };
    it.each([
      ['malformed JSON', '{"name": ', 400],
      ['an empty JSON body', '', 400],
      ['a JSON array', '[1,2]', 400],
      ['a JSON string', '"name"', 400],
      ['a JSON number', '42', 400],
      ['JSON null', 'null', 400],
    ])('%s is refused without a 5xx', async (_case, payload, status) => {
      // Without a businessId in an object body, the tenancy gate refuses (400) before anything else.
      await expectRefused(() => post(payload, json), status);
      await expectRefused(() => put(payload, json), status);
    });

    it('an unsupported content type is 415', async () => {
      await expectRefused(
        () => post('name=x', { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
      );
    });

    it('a body over the size limit is 413', async () => {
      const huge = JSON.stringify({
        ...valid(),
        businessId: business.businessId,
        padding: 'x'.repeat(1_100_000),
      });
      await expectRefused(() => post(huge, json), 413);
    });
  },
);
