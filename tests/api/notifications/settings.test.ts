import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MessagePreview,
  MessageSettingsDocument,
  MessageTemplate,
} from '../../../registry/messages';
import { users } from '../../../server/db/schema';
import { addMember } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { createTestApp, type TestContext } from '../support/testApp';
import { createSalon, type Salon } from '../booking-site/flowSupport';

let context: TestContext;
let salon: Salon;

beforeAll(async () => {
  context = await createTestApp({ publicUrl: 'http://localhost' });
  salon = await createSalon(context.app, context.database);
});
afterAll(async () => {
  await context.close();
});

const settingsOf = (cookie = salon.owner.cookie) =>
  send(context.app, 'GET', withQuery('/v1/message-settings', { businessId: salon.businessId }), {
    cookie,
  });

const validSettings = () => ({
  businessId: salon.businessId,
  confirmationEnabled: true,
  movedEnabled: false,
  cancelledEnabled: true,
  reminders: [
    { minutesBefore: 2880, enabled: true },
    { minutesBefore: 60, enabled: false },
  ],
  senderName: 'Kinyozi Bora',
  quietHoursStart: '08:00',
  quietHoursEnd: '20:00',
  reviewLink: 'https://g.page/kinyozi/review',
  automations: {
    review: { enabled: true, hoursAfter: 3 },
    birthday: { enabled: false },
    rebook: { enabled: false, graceDays: 7 },
    winback: { enabled: false, days: 90 },
  },
});

const save = (payload: Record<string, unknown>, cookie = salon.owner.cookie) =>
  send(context.app, 'PUT', '/v1/message-settings', { cookie, payload });

const fieldsOf = (response: Awaited<ReturnType<typeof send>>) =>
  body<ErrorBody>(response).error.fields ?? {};

describe('message settings', () => {
  it('answers the defaults and the country window until saved, then the saved settings', async () => {
    const first = await settingsOf();
    expect(first.statusCode).toBe(200);
    const defaults = body<{ messageSettings: MessageSettingsDocument }>(first).messageSettings;
    expect(defaults).toMatchObject({
      saved: false,
      confirmationEnabled: true,
      reminders: [
        { minutesBefore: 1440, enabled: true },
        { minutesBefore: 120, enabled: true },
      ],
      sendingWindow: { start: '07:00', end: '19:00' },
    });
    const saved = await save(validSettings());
    expect(saved.statusCode).toBe(200);
    const document = body<{ messageSettings: MessageSettingsDocument }>(saved).messageSettings;
    expect(document).toMatchObject({
      saved: true,
      movedEnabled: false,
      senderName: 'Kinyozi Bora',
      sendingWindow: { start: '08:00', end: '20:00' },
    });
    expect(
      body<{ messageSettings: MessageSettingsDocument }>(await settingsOf()).messageSettings,
    ).toEqual(document);
  });

  it('refuses bad settings with a message per field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { reminders: [15, 30, 45, 60, 75].map((m) => ({ minutesBefore: m, enabled: true })) },
        'reminders',
      ],
      [
        {
          reminders: [
            { minutesBefore: 60, enabled: true },
            { minutesBefore: 60, enabled: false },
          ],
        },
        'reminders',
      ],
      [{ reminders: [{ minutesBefore: 10, enabled: true }] }, 'reminders'],
      [{ quietHoursStart: '7:00' }, 'quietHoursStart'],
      [{ quietHoursEnd: null }, 'quietHoursEnd'],
      [{ reviewLink: 'ftp://example.com/x' }, 'reviewLink'],
      [{ senderName: 'x'.repeat(41) }, 'senderName'],
      [{ confirmationEnabled: 'yes' }, 'confirmationEnabled'],
    ];
    for (const [change, field] of cases) {
      const response = await save({ ...validSettings(), ...change });
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(fieldsOf(response)), field).toContain(field);
    }
  });

  it('speaks Swahili to a Swahili reader, and needs the business settings permission', async () => {
    await context.database.db
      .update(users)
      .set({ language: 'sw' })
      .where(eq(users.id, salon.owner.id));
    const response = await save({ ...validSettings(), reviewLink: 'not a link' });
    expect(fieldsOf(response).reviewLink).toBe('Kiungo cha maoni kianze na http:// au https://');
    await context.database.db
      .update(users)
      .set({ language: 'en' })
      .where(eq(users.id, salon.owner.id));
    const reader = await addMember(context.app, context.database, salon.businessId, {
      'settings.Business': ['read'],
    });
    expect((await settingsOf(reader.cookie)).statusCode).toBe(200);
    expect((await save(validSettings(), reader.cookie)).statusCode).toBe(403);
    const stranger = await addMember(context.app, context.database, salon.businessId);
    expect((await settingsOf(stranger.cookie)).statusCode).toBe(403);
  });
});

const templates = async () =>
  body<{ messageTemplates: MessageTemplate[] }>(
    await send(
      context.app,
      'GET',
      withQuery('/v1/message-templates', { businessId: salon.businessId }),
      { cookie: salon.owner.cookie },
    ),
  ).messageTemplates;

const words = {
  smsBody: 'Karibu {firstName}, {services} na {staff} {date} saa {time}. {depositDue}',
  emailSubject: 'Miadi yako katika {salon}',
  emailBody: 'Habari {firstName},\n{address}\n{manageLink}',
};

describe('message templates', () => {
  it('lists every kind in both languages, saves one, and resets it', async () => {
    const before = await templates();
    expect(before).toHaveLength(16);
    expect(before.every((template) => template.isDefault)).toBe(true);
    const saved = await send(context.app, 'PUT', '/v1/message-templates', {
      cookie: salon.owner.cookie,
      payload: { businessId: salon.businessId, kind: 'reminder', language: 'sw', ...words },
    });
    expect(saved.statusCode).toBe(200);
    const own = (await templates()).find((t) => t.kind === 'reminder' && t.language === 'sw')!;
    expect(own).toEqual({ kind: 'reminder', language: 'sw', ...words, isDefault: false });
    const reset = await send(
      context.app,
      'DELETE',
      withQuery('/v1/message-templates', {
        businessId: salon.businessId,
        kind: 'reminder',
        language: 'sw',
      }),
      { cookie: salon.owner.cookie, headers: { 'vendor-module': 'settings.Business' } },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await templates()).every((template) => template.isDefault)).toBe(true);
  });

  it('refuses unknown placeholders, kinds and empty words', async () => {
    const put = (payload: Record<string, unknown>) =>
      send(context.app, 'PUT', '/v1/message-templates', {
        cookie: salon.owner.cookie,
        payload: {
          businessId: salon.businessId,
          kind: 'reminder',
          language: 'en',
          ...words,
          ...payload,
        },
      });
    const unknown = await put({ smsBody: 'Hi {name}' });
    expect(unknown.statusCode).toBe(422);
    expect(fieldsOf(unknown).smsBody).toContain('{name}');
    expect(Object.keys(fieldsOf(await put({ kind: 'poem' })))).toContain('kind');
    expect(Object.keys(fieldsOf(await put({ emailSubject: '  ' })))).toContain('emailSubject');
  });

  it('previews with a sample appointment, the SMS parts and encoding', async () => {
    const preview = async (smsBody: string) => {
      const response = await send(context.app, 'POST', '/v1/message-preview', {
        cookie: salon.owner.cookie,
        payload: {
          businessId: salon.businessId,
          kind: 'confirmation',
          language: 'en',
          ...words,
          smsBody,
        },
      });
      expect(response.statusCode).toBe(200);
      return body<{ messagePreview: MessagePreview }>(response).messagePreview;
    };
    const short = await preview('Hi {firstName}, see you at {salon}');
    expect(short.sms).toMatchObject({ parts: 1, encoding: 'GSM-7', units: 1 });
    expect(short.sms.text).toMatch(/^Hi Amina, see you at /);
    expect(short.email.body).toContain('1 Moi Avenue, Nairobi');
    const long = await preview(`${'x'.repeat(200)} {firstName} 💇`);
    expect(long.sms).toMatchObject({ encoding: 'UCS-2', parts: 4, units: 4 });
  });
});
