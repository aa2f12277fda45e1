import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_TRIES } from '../../../registry/bookingSite';
import { bookingHolds, businesses } from '../../../server/db/schema';
import { failSmsRow } from '../../../server/messaging';
import { secretTokenHash } from '../../../server/http/secretTokens';
import { body, type ErrorBody } from '../support/http';
import { setupTestApp } from '../support/testApp';
import {
  codeIn,
  createSalon,
  insertHold,
  lastMessage,
  newMobile,
  post,
  requestCode,
  type Salon,
} from './flowSupport';

const context = setupTestApp();
let salon: Salon;

beforeAll(async () => {
  salon = await createSalon(context.app, context.database);
});

const holdRow = async (id: string) =>
  (await context.database.db.select().from(bookingHolds).where(eq(bookingHolds.id, id)))[0]!;

const fieldsOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error.fields;

describe('the one-time code', () => {
  it('is sent by SMS from the balance, stored hashed, with the destination masked', async () => {
    const hold = await insertHold(context.database, salon);
    const [before] = await context.database.db
      .select({ balance: businesses.smsBalance })
      .from(businesses)
      .where(eq(businesses.id, salon.businessId));
    const { codeSent, code } = await requestCode(context.app, context.database, salon, hold.token, {
      phone: '0712 345 678',
    });
    expect(codeSent.channel).toBe('sms');
    expect(codeSent.sentTo).toBe('+254 7•• ••• 678');
    expect(code).toMatch(/^\d{6}$/);
    const message = await lastMessage(context.database, salon.businessId);
    expect(message).toMatchObject({ channel: 'sms', recipient: '+254712345678', segments: 1 });
    const row = await holdRow(hold.id);
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toBe(secretTokenHash(`${hold.id}:${code}`));
    expect(row.phone).toBe('+254712345678');
    const [after] = await context.database.db
      .select({ balance: businesses.smsBalance })
      .from(businesses)
      .where(eq(businesses.id, salon.businessId));
    expect(after!.balance).toBe(before!.balance - 1);
  });

  it('gives the SMS parts back when the gateway fails the code for good', async () => {
    const hold = await insertHold(context.database, salon);
    await requestCode(context.app, context.database, salon, hold.token);
    const balance = async () =>
      (
        await context.database.db
          .select({ balance: businesses.smsBalance })
          .from(businesses)
          .where(eq(businesses.id, salon.businessId))
      )[0]!.balance;
    const before = await balance();
    const message = (await lastMessage(context.database, salon.businessId))!;
    await failSmsRow(context.database.db, message, 'rejected');
    await failSmsRow(context.database.db, message, 'rejected again');
    expect(await balance()).toBe(before + 1);
  });

  it('goes by e-mail when asked, and in Swahili when asked', async () => {
    const hold = await insertHold(context.database, salon);
    const { codeSent } = await requestCode(context.app, context.database, salon, hold.token, {
      channel: 'email',
      email: 'wanjiru@example.com',
      language: 'sw',
    });
    expect(codeSent).toMatchObject({ channel: 'email', sentTo: 'w•••@example.com' });
    const message = await lastMessage(context.database, salon.businessId);
    expect(message).toMatchObject({ channel: 'email', recipient: 'wanjiru@example.com' });
    expect(message!.body).toContain('Msimbo wako');
  });

  it('falls back to e-mail when the SMS balance is empty, and refuses with 409 without one', async () => {
    const broke = await createSalon(context.app, context.database, { smsBalance: 0 });
    const hold = await insertHold(context.database, broke);
    const withEmail = await post(context.app, '/v1/book/hold/code', {
      holdToken: hold.token,
      fullName: 'Achieng',
      phone: newMobile(),
      email: 'achieng@example.com',
      channel: 'sms',
    });
    expect(withEmail.statusCode).toBe(200);
    expect(body<{ codeSent: { channel: string } }>(withEmail).codeSent.channel).toBe('email');
    const without = await post(context.app, '/v1/book/hold/code', {
      holdToken: hold.token,
      fullName: 'Achieng',
      phone: newMobile(),
      channel: 'sms',
    });
    expect(without.statusCode).toBe(409);
    expect(body<ErrorBody>(without).error.code).toBe('INSUFFICIENT_SMS');
  });

  it('checks the phone by the country and asks an e-mail in Australia', async () => {
    const hold = await insertHold(context.database, salon);
    const details = { holdToken: hold.token, fullName: 'Jo', channel: 'sms' };
    const landline = await post(context.app, '/v1/book/hold/code', {
      ...details,
      phone: '020 123 4567',
    });
    expect(landline.statusCode).toBe(422);
    expect(fieldsOf(landline)).toHaveProperty('phone');
    const aussie = await createSalon(context.app, context.database, { country: 'AU' });
    const aussieHold = await insertHold(context.database, aussie);
    const noEmail = await post(context.app, '/v1/book/hold/code', {
      holdToken: aussieHold.token,
      fullName: 'Jo',
      channel: 'sms',
      phone: '0412 345 678',
    });
    expect(noEmail.statusCode).toBe(422);
    expect(fieldsOf(noEmail)).toHaveProperty('email');
    const kenyanInAustralia = await post(context.app, '/v1/book/hold/code', {
      holdToken: aussieHold.token,
      fullName: 'Jo',
      channel: 'sms',
      phone: '0712 345 678',
      email: 'jo@example.com',
    });
    expect(kenyanInAustralia.statusCode).toBe(422);
    const right = await post(context.app, '/v1/book/hold/code', {
      holdToken: aussieHold.token,
      fullName: 'Jo',
      channel: 'sms',
      phone: '0412 345 678',
      email: 'jo@example.com',
    });
    expect(right.statusCode).toBe(200);
  });

  it('refuses bad input with a 4xx and a field, changing nothing', async () => {
    const hold = await insertHold(context.database, salon);
    const good = { holdToken: hold.token, fullName: 'Jo', phone: newMobile(), channel: 'sms' };
    for (const [payload, status] of [
      [{ ...good, channel: 'pigeon' }, 422],
      [{ ...good, fullName: '   ' }, 422],
      [{ ...good, phone: 12 }, 422],
      [{ ...good, email: 'not-an-address' }, 422],
      [{ ...good, channel: 'email' }, 422],
      [{ ...good, language: 'fr' }, 422],
      [{ ...good, extra: true }, 422],
      [{ ...good, holdToken: 'unknown' }, 404],
    ] as const) {
      const response = await post(context.app, '/v1/book/hold/code', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect((await holdRow(hold.id)).codeHash).toBeNull();
  });
});

describe('verifying', () => {
  it('verifies with the right code, once', async () => {
    const hold = await insertHold(context.database, salon);
    const { code } = await requestCode(context.app, context.database, salon, hold.token);
    const response = await post(context.app, '/v1/book/hold/verify', {
      holdToken: hold.token,
      code,
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ verified: { depositMinor: 50_000, knownClient: false } });
    expect((await holdRow(hold.id)).verifiedAt).not.toBeNull();
    const again = await post(context.app, '/v1/book/hold/verify', { holdToken: hold.token, code });
    expect(again.statusCode).toBe(409);
  });

  it(`counts wrong codes and kills the code after ${CODE_TRIES} tries`, async () => {
    const hold = await insertHold(context.database, salon);
    const { code } = await requestCode(context.app, context.database, salon, hold.token);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= CODE_TRIES; attempt++) {
      const response = await post(context.app, '/v1/book/hold/verify', {
        holdToken: hold.token,
        code: wrong,
      });
      expect(response.statusCode).toBe(422);
      expect(fieldsOf(response)).toHaveProperty('code');
    }
    expect((await holdRow(hold.id)).codeTries).toBe(CODE_TRIES);
    const right = await post(context.app, '/v1/book/hold/verify', { holdToken: hold.token, code });
    expect(right.statusCode).toBe(422);
    expect((await holdRow(hold.id)).verifiedAt).toBeNull();
    // A new code works again.
    const fresh = await requestCode(context.app, context.database, salon, hold.token);
    const retry = await post(context.app, '/v1/book/hold/verify', {
      holdToken: hold.token,
      code: fresh.code,
    });
    expect(retry.statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const hold = await insertHold(context.database, salon);
    const { code } = await requestCode(context.app, context.database, salon, hold.token);
    await context.database.db
      .update(bookingHolds)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingHolds.id, hold.id));
    const response = await post(context.app, '/v1/book/hold/verify', {
      holdToken: hold.token,
      code,
    });
    expect(response.statusCode).toBe(422);
  });

  it('refuses bad input and a hold without a code', async () => {
    const hold = await insertHold(context.database, salon);
    expect(
      (await post(context.app, '/v1/book/hold/verify', { holdToken: hold.token })).statusCode,
    ).toBe(422);
    expect(
      (await post(context.app, '/v1/book/hold/verify', { holdToken: hold.token, code: 123456 }))
        .statusCode,
    ).toBe(422);
    expect(
      (await post(context.app, '/v1/book/hold/verify', { holdToken: hold.token, code: '123456' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await post(context.app, '/v1/book/hold/verify', { holdToken: 'nope', code: '123456' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('limits', () => {
  it('sends at most 5 codes to one mobile and 5 codes for one hold', async () => {
    const phone = newMobile();
    for (let sent = 0; sent < 5; sent++) {
      const hold = await insertHold(context.database, salon);
      await requestCode(context.app, context.database, salon, hold.token, { phone });
    }
    const hold = await insertHold(context.database, salon);
    const sixth = await post(context.app, '/v1/book/hold/code', {
      holdToken: hold.token,
      fullName: 'Jo',
      phone,
      channel: 'sms',
    });
    expect(sixth.statusCode).toBe(429);

    const busy = await insertHold(context.database, salon);
    for (let sent = 0; sent < 5; sent++)
      await requestCode(context.app, context.database, salon, busy.token);
    const tooMany = await post(context.app, '/v1/book/hold/code', {
      holdToken: busy.token,
      fullName: 'Jo',
      phone: newMobile(),
      channel: 'sms',
    });
    expect(tooMany.statusCode).toBe(422);
    expect(fieldsOf(tooMany)).toHaveProperty('holdToken');
  });

  it('counts codes per address', async () => {
    const hold = await insertHold(context.database, salon);
    const ask = () =>
      context.app.inject({
        method: 'POST',
        url: '/v1/book/hold/code',
        remoteAddress: '203.0.113.9',
        headers: { origin: 'http://localhost' },
        payload: { holdToken: hold.token, fullName: 'Jo', phone: 'bad', channel: 'sms' },
      });
    for (let attempt = 0; attempt < 30; attempt++) expect((await ask()).statusCode).toBe(422);
    expect((await ask()).statusCode).toBe(429);
    expect(codeIn(undefined)).toBeUndefined();
  });
});
