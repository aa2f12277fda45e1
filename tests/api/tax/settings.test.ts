import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxSettings } from '../../../registry/taxInvoices';
import { taxSettings } from '../../../server/db/schema';
import { isAbn, isKraPin } from '../../../registry/taxIds';
import { addMember, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { createTestApp, type TestContext } from '../support/testApp';
import { businessIn } from './support';

let context: TestContext;
let kenyan: TestBusiness;
let australian: TestBusiness;

beforeAll(async () => {
  context = await createTestApp();
  kenyan = await businessIn(context.app, context.database, 'KE');
  australian = await businessIn(context.app, context.database, 'AU');
});
afterAll(async () => {
  await context.close();
});

const read = (business: TestBusiness, cookie = business.owner.cookie) =>
  send(context.app, 'GET', withQuery('/v1/tax-settings', { businessId: business.businessId }), {
    cookie,
  });
const save = (
  business: TestBusiness,
  payload: Record<string, unknown>,
  cookie = business.owner.cookie,
) =>
  send(context.app, 'PUT', '/v1/tax-settings', {
    cookie,
    payload: { businessId: business.businessId, ...payload },
  });
const settingsIn = (response: Awaited<ReturnType<typeof send>>) =>
  body<{ taxSettings: TaxSettings }>(response).taxSettings;
const fieldsOf = (response: Awaited<ReturnType<typeof send>>) =>
  body<ErrorBody>(response).error.fields ?? {};

const KENYAN = {
  legalName: 'Kinyozi Bora Ltd',
  phone: '0712 345 678',
  kraPin: ' p051234567x ',
  vatRegistered: true,
  etimsBranchId: '00',
  etimsDeviceSerial: 'KRACU0100000001',
};
const AUSTRALIAN = {
  legalName: 'Bondi Hair Pty Ltd',
  phone: '02 9374 4000',
  abn: '51 824 753 556',
  gstRegistered: true,
};

describe('tax ids', () => {
  it('checks KRA PINs and the ATO checksum of an ABN', () => {
    expect(isKraPin('P051234567X')).toBe(true);
    expect(isKraPin('A123456789Z')).toBe(true);
    expect(isKraPin('X051234567X')).toBe(false);
    expect(isKraPin('P05123456X')).toBe(false);
    expect(isAbn('51824753556')).toBe(true);
    expect(isAbn('51824753557')).toBe(false);
    expect(isAbn('5182475355')).toBe(false);
  });
});

describe('tax settings', () => {
  it('answers none given until saved, then the saved settings in their stored form', async () => {
    const first = await read(kenyan);
    expect(first.statusCode).toBe(200);
    expect(settingsIn(first)).toMatchObject({ kraPin: null, vatRegistered: false, abn: null });
    const saved = await save(kenyan, KENYAN);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected: TaxSettings = {
      legalName: 'Kinyozi Bora Ltd',
      phone: '+254712345678',
      kraPin: 'P051234567X',
      vatRegistered: true,
      etimsBranchId: '00',
      etimsDeviceSerial: 'KRACU0100000001',
      abn: null,
      gstRegistered: false,
    };
    expect(settingsIn(saved)).toEqual(expected);
    expect(settingsIn(await read(kenyan))).toEqual(expected);
    // Saved again: the one row is updated.
    const again = await save(kenyan, { ...KENYAN, etimsBranchId: '01' });
    expect(settingsIn(again).etimsBranchId).toBe('01');
    const rows = await context.database.db.select().from(taxSettings);
    expect(rows.filter((row) => row.businessId === kenyan.businessId)).toHaveLength(1);
  });

  it('stores an ABN as its 11 digits and an Australian number in E.164', async () => {
    const saved = await save(australian, AUSTRALIAN);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(settingsIn(saved)).toEqual({
      legalName: 'Bondi Hair Pty Ltd',
      phone: '+61293744000',
      kraPin: null,
      vatRegistered: false,
      etimsBranchId: null,
      etimsDeviceSerial: null,
      abn: '51824753556',
      gstRegistered: true,
    });
  });

  it('refuses bad fields with a message each, and writes nothing', async () => {
    const before = settingsIn(await read(kenyan));
    const kenyanCases: [Record<string, unknown>, string, string][] = [
      [{ legalName: 'x'.repeat(201) }, 'legalName', 'at most 200'],
      [{ phone: '0412 345 678' }, 'phone', 'phone number'],
      [{ kraPin: 'P05123456X' }, 'kraPin', 'KRA PIN is a letter'],
      [{ kraPin: null }, 'kraPin', 'VAT-registered business needs its KRA PIN'],
      [{ etimsBranchId: '0' }, 'etimsBranchId', 'two digits'],
      [{ etimsDeviceSerial: 'x'.repeat(41) }, 'etimsDeviceSerial', 'at most 40'],
      [{ abn: '51824753556' }, 'abn', 'not used'],
      [{ gstRegistered: true }, 'gstRegistered', 'not used'],
      [{ vatRegistered: 'yes' }, 'vatRegistered', 'yes or no'],
      [{ colour: 'red' }, 'colour', ''],
    ];
    for (const [change, field, words] of kenyanCases) {
      const response = await save(kenyan, { ...KENYAN, ...change });
      expect(response.statusCode, field).toBe(422);
      expect(fieldsOf(response)[field], field).toContain(words);
    }
    const australianCases: [Record<string, unknown>, string, string][] = [
      [{ abn: '51 824 753 557' }, 'abn', 'ABN is not valid'],
      [{ abn: '' }, 'abn', 'GST-registered business needs its ABN'],
      [{ kraPin: 'P051234567X' }, 'kraPin', 'not used'],
      [{ vatRegistered: true }, 'vatRegistered', 'not used'],
      [{ phone: '12345' }, 'phone', 'phone number'],
    ];
    for (const [change, field, words] of australianCases) {
      const response = await save(australian, { ...AUSTRALIAN, ...change });
      expect(response.statusCode, field).toBe(422);
      expect(fieldsOf(response)[field], field).toContain(words);
    }
    expect(settingsIn(await read(kenyan))).toEqual(before);
  });

  it("keeps each business's settings its own, and needs the business settings permission", async () => {
    expect((await read(australian, kenyan.owner.cookie)).statusCode).toBe(403);
    expect((await save(australian, AUSTRALIAN, kenyan.owner.cookie)).statusCode).toBe(403);
    const reader = await addMember(context.app, context.database, kenyan.businessId, {
      'settings.Business': ['read'],
    });
    expect((await read(kenyan, reader.cookie)).statusCode).toBe(200);
    expect((await save(kenyan, KENYAN, reader.cookie)).statusCode).toBe(403);
    const stranger = await addMember(context.app, context.database, kenyan.businessId);
    expect((await read(kenyan, stranger.cookie)).statusCode).toBe(403);
  });
});
