import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_CATALOGUES } from '../../server/http/catalogues';
import { setCatalogues } from '../../server/http/messages';
import { createBusiness, signUp, verifyEmail, type TestBusiness } from './support/accounts';
import { body, send, type ErrorBody } from './support/http';
import { setupTestApp } from './support/testApp';

const context = setupTestApp();

/** A few Swahili texts of this test's own: the real catalogue is wired in beside English. */
const SWAHILI = {
  saluni: {
    validation: {
      notFound: 'Haikupatikana',
      malformedBody: 'Maudhui ya ombi si JSON halali',
      invalidChoice: 'Lazima iwe mojawapo ya %{choices}',
    },
    spec: { validation: { phoneValid: 'Nambari ya simu lazima iwe sahihi' } },
    auth: { notSignedIn: 'Tafadhali ingia' },
  },
};

beforeAll(() => setCatalogues({ en: SERVER_CATALOGUES.en, sw: SWAHILI }));
// The catalogues are the worker's: the next test file in it speaks the real Swahili.
afterAll(() => setCatalogues(SERVER_CATALOGUES));

const setLanguage = (cookie: string | undefined, payload: unknown) =>
  send(context.app, 'PUT', '/v1/user/language', {
    cookie,
    payload: payload as Record<string, unknown>,
  });
const me = async (cookie: string) =>
  body<{ user: { language: string } }>(await send(context.app, 'GET', '/v1/user', { cookie })).user;

describe('the user language, kept on the server', () => {
  it('is en for a new user, and sw from the browser for one who signed up in Swahili', async () => {
    expect((await me((await signUp(context.app, 'english')).cookie)).language).toBe('en');
    const email = `amani-${process.pid}@example.test`;
    await send(context.app, 'POST', '/v1/auth/signup', {
      payload: { fullName: 'Amani Wekesa', email },
      headers: { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' },
    });
    expect(
      body<{ user: { language: string } }>(await verifyEmail(context.app, email)).user.language,
    ).toBe('sw');
  });

  it('PUT /v1/user/language changes it and replies the user like GET /v1/user', async () => {
    const { cookie } = await signUp(context.app, 'switcher');
    const response = await setLanguage(cookie, { language: 'sw' });
    expect(response.statusCode).toBe(200);
    expect(body<{ user: { language: string; roles: unknown[] } }>(response).user).toMatchObject({
      language: 'sw',
      roles: [],
    });
    expect((await me(cookie)).language).toBe('sw');
    await setLanguage(cookie, { language: 'en' });
    expect((await me(cookie)).language).toBe('en');
  });

  it.each([
    [{ language: 'fr' }, { language: 'Must be one of en, sw' }],
    [{ language: null }, { language: 'This field is required.' }],
    [{}, { language: 'This field is required.' }],
    [{ language: 'sw', theme: 'dark' }, { theme: 'Unknown field' }],
  ])('refuses %j with a 422 and keeps the language', async (payload, fields) => {
    const { cookie } = await signUp(context.app, 'refused');
    const response = await setLanguage(cookie, payload);
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual(fields);
    expect((await me(cookie)).language).toBe('en');
  });

  it('is for signed-in users only', async () => {
    expect((await setLanguage(undefined, { language: 'sw' })).statusCode).toBe(401);
  });
});

describe("the server's messages in the request's language", () => {
  let business: TestBusiness;
  beforeAll(async () => {
    business = await createBusiness(context.app, 'Lugha');
  });
  const badClient = (cookie: string, headers: Record<string, string> = {}) =>
    send(context.app, 'POST', '/v1/client', {
      cookie,
      headers,
      payload: {
        businessId: business.businessId,
        fullName: 'Amani',
        email: 'amani@example.com',
        gender: 'Male',
        phone: '12',
      },
    });

  it("a Swahili user's 422 field messages and error message are Swahili, whatever the browser says", async () => {
    await setLanguage(business.owner.cookie, { language: 'sw' });
    const response = await badClient(business.owner.cookie, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error).toMatchObject({
      message: 'Nambari ya simu lazima iwe sahihi',
      fields: { phone: 'Nambari ya simu lazima iwe sahihi' },
    });
    const unknownLanguage = await setLanguage(business.owner.cookie, { language: 'de' });
    expect(body<ErrorBody>(unknownLanguage).error.fields).toEqual({
      language: 'Lazima iwe mojawapo ya en, sw',
    });
  });

  it('an English user reads English even from a Swahili browser', async () => {
    await setLanguage(business.owner.cookie, { language: 'en' });
    const response = await badClient(business.owner.cookie, { 'accept-language': 'sw' });
    expect(body<ErrorBody>(response).error.fields).toEqual({ phone: 'Phone number must be valid' });
  });

  it('without a session, Accept-Language decides: sw, else English', async () => {
    const signedOut = (headers: Record<string, string>) =>
      send(context.app, 'GET', '/v1/user', { headers });
    expect(body<ErrorBody>(await signedOut({ 'accept-language': 'sw-TZ' })).error.message).toBe(
      'Tafadhali ingia',
    );
    expect(
      body<ErrorBody>(await signedOut({ 'accept-language': 'fr, sw;q=0.5' })).error.message,
    ).toBe('Tafadhali ingia');
    expect(
      body<ErrorBody>(await signedOut({ 'accept-language': 'sw;q=0.2, en' })).error.message,
    ).toBe('Please sign in');
    expect(body<ErrorBody>(await signedOut({})).error.message).toBe('Please sign in');
    const unknownPath = await send(context.app, 'GET', '/v1/no-such-thing', {
      headers: { 'accept-language': 'sw' },
    });
    expect(body<ErrorBody>(unknownPath).error.message).toBe('Haikupatikana');
  });

  it('a body refused before any handler runs is answered in Swahili too, and a key Swahili lacks in English', async () => {
    const malformed = await send(context.app, 'POST', '/v1/auth/login', {
      headers: { 'accept-language': 'sw', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(body<ErrorBody>(malformed).error.message).toBe('Maudhui ya ombi si JSON halali');
    const untranslated = await send(context.app, 'POST', '/v1/auth/login', {
      headers: { 'accept-language': 'sw' },
      payload: { email: 'nobody@example.test', password: 'wrong password' },
    });
    expect(body<ErrorBody>(untranslated).error.message).toBe('Invalid email or password');
  });
});
