import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { OpenDatabase } from '../../../server/db/database';
import {
  businesses,
  clientCategories,
  clientCategoryMembers,
  clients,
  messageSettings,
} from '../../../server/db/schema';
import type { ClientEmail, ClientSms } from '../../../registry/messaging';
import { body, send, withQuery } from '../support/http';
import type { TestApp } from '../support/testApp';

export const MODULE = 'marketing.Client Messages';

let serial = 0;

/**
 * A client of the business, written directly: these tests are about messages, not the client
 * form. Contact Client is marketing, so the client has agreed to it by SMS and e-mail unless the
 * test says otherwise (tests/api/notifications/consent*.test.ts test consent itself).
 */
export const addClient = async (
  database: OpenDatabase,
  businessId: string,
  fields: Partial<
    Pick<
      typeof clients.$inferInsert,
      | 'fullName'
      | 'email'
      | 'phone'
      | 'emailOptOut'
      | 'smsOptOut'
      | 'marketingSms'
      | 'marketingEmail'
      | 'language'
    >
  > = {},
) => {
  serial += 1;
  const id = uuidv7();
  await database.db.insert(clients).values({
    businessId,
    id,
    fullName: `Client ${String(serial).padStart(4, '0')}`,
    email: `client${serial}@example.test`,
    phone: `+2547${String(10_000_000 + serial).slice(-8)}`,
    gender: 'Female',
    marketingSms: true,
    marketingEmail: true,
    ...fields,
  });
  return id;
};

/** A client category with these members. */
export const addCategory = async (
  database: OpenDatabase,
  businessId: string,
  memberIds: string[],
) => {
  const id = uuidv7();
  await database.db
    .insert(clientCategories)
    .values({ businessId, id, category_name: `Category ${id.slice(-6)}` });
  if (memberIds.length) {
    await database.db
      .insert(clientCategoryMembers)
      .values(
        memberIds.map((clientId) => ({ businessId, id: uuidv7(), clientId, categoryId: id })),
      );
  }
  return id;
};

/**
 * Marketing waits for the sending window; these tests send at any hour, so the window is the
 * whole day ('24:00' compares after every 'HH:mm').
 */
export const openSendingWindow = (database: OpenDatabase, businessId: string) =>
  database.db
    .insert(messageSettings)
    .values({ businessId, id: uuidv7(), quietHoursStart: '00:00', quietHoursEnd: '24:00' })
    .onConflictDoUpdate({
      target: messageSettings.businessId,
      set: { quietHoursStart: '00:00', quietHoursEnd: '24:00' },
    });

export const setBalance = (database: OpenDatabase, businessId: string, balance: number) =>
  database.db.update(businesses).set({ smsBalance: balance }).where(eq(businesses.id, businessId));

export const balanceOf = async (database: OpenDatabase, businessId: string) =>
  (
    await database.db
      .select({ balance: businesses.smsBalance })
      .from(businesses)
      .where(eq(businesses.id, businessId))
  )[0]!.balance;

export const sendEmail = (app: TestApp, cookie: string, payload: Record<string, unknown>) =>
  send(app, 'POST', '/v1/client-email', { cookie, payload });
export const sendSms = (app: TestApp, cookie: string, payload: Record<string, unknown>) =>
  send(app, 'POST', '/v1/client-sms', { cookie, payload });

export const sentEmail = (response: Awaited<ReturnType<typeof send>>) =>
  body<{ clientEmails: ClientEmail[] }>(response).clientEmails[0]!;
export const sentSms = (response: Awaited<ReturnType<typeof send>>) =>
  body<{ clientSMSs: ClientSms[] }>(response).clientSMSs[0]!;

/** The business's SMS messages as the list reads them, newest first. */
export const smsList = async (app: TestApp, cookie: string, businessId: string) =>
  body<{ clientSMSPage: { docs: ClientSms[] } }>(
    await send(app, 'GET', withQuery('/v1/client-sms', { businessId, limit: 0 }), { cookie }),
  ).clientSMSPage.docs;

export const emailList = async (app: TestApp, cookie: string, businessId: string) =>
  body<{ clientEmailPage: { docs: ClientEmail[] } }>(
    await send(app, 'GET', withQuery('/v1/client-email', { businessId, limit: 0 }), { cookie }),
  ).clientEmailPage.docs;
