import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDue, smtpTransport } from '../../../server/outbox/worker';
import { startSmtpServer } from '../../support/smtpServer';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';
import {
  addCategory,
  addClient,
  emailList,
  MODULE,
  openSendingWindow,
  sendEmail,
  sentEmail,
} from './support';

const context = setupTestApp();
let business: TestBusiness;
let other: TestBusiness;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  business = await createBusiness(context.app, 'Mail');
  await openSendingWindow(context.database, business.businessId);
  other = await createBusiness(context.app, 'Elsewhere');
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

const error = (response: Awaited<ReturnType<typeof send>>) => body<ErrorBody>(response).error;

describe('POST /v1/client-email', () => {
  it("refuses a send without subject, body or recipients with the spec's messages, and writes nothing", async () => {
    const before = await snapshot(context.database, business.businessId);
    const response = await sendEmail(context.app, business.owner.cookie, {
      businessId: business.businessId,
      subject: '',
      intro: '  ',
      clientIds: [],
    });
    expect(response.statusCode).toBe(422);
    expect(error(response).fields).toEqual({
      subject: 'Subject field is required',
      intro: 'Body field is required',
      clientIds: 'Please select at least one client or category',
      categoryIds: 'Please select at least one client or category',
    });
    const selection = await sendEmail(context.app, business.owner.cookie, {
      businessId: business.businessId,
      subject: 'Hi',
      intro: 'Hello',
      categoryIds: null,
    });
    expect(selection.statusCode).toBe(422);
    expect(error(selection).message).toBe('Please select at least one client or category');
    const unknown = await sendEmail(context.app, business.owner.cookie, {
      businessId: business.businessId,
      subject: 'Hi',
      intro: 'Hello',
      clientIds: [await addClient(context.database, business.businessId)],
      extra: 1,
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(error(unknown).fields!)).toEqual(['extra']);
    // Only the client added above, and its line in the audit trail.
    expect(await snapshot(context.database, business.businessId)).toEqual({
      ...before,
      clients: expect.any(Array),
      audit_events: expect.any(Array),
    });
  });

  it('queues one e-mail per client, chosen or in a chosen category, once each; skips opted-out clients and says so', async () => {
    const ann = await addClient(context.database, business.businessId, { fullName: 'Ann' });
    const ben = await addClient(context.database, business.businessId, { fullName: 'Ben' });
    const optedOut = await addClient(context.database, business.businessId, {
      fullName: 'Cy',
      emailOptOut: true,
    });
    const category = await addCategory(context.database, business.businessId, [ben, optedOut]);
    const response = await sendEmail(context.app, business.owner.cookie, {
      businessId: business.businessId,
      subject: 'Our new hours',
      intro: 'Hello,\n\nWe open at <8> & close late.\nSee you!',
      clientIds: [ann, ben, ann],
      categoryIds: [category],
    });
    expect(response.statusCode, response.body).toBe(201);
    const message = sentEmail(response);
    expect(message).toMatchObject({
      subject: 'Our new hours',
      clientIds: [ann, ben],
      categoryIds: [category],
      businessId: business.businessId,
    });
    expect(message.sentBy?._id).toBe(business.owner.id);
    expect(message.recipients.map((r) => [r.fullName, r.status, r.skipReason])).toEqual([
      ['Ann', 'queued', null],
      ['Ben', 'queued', null],
      ['Cy', 'skipped', 'optedOut'],
    ]);
    expect(message.summary).toEqual({
      total: 3,
      queued: 2,
      sent: 0,
      delivered: 0,
      failed: 0,
      skipped: 1,
      optedOut: 1,
      noConsent: 0,
      noAddress: 0,
    });

    // Delivered over SMTP as text and HTML, the body escaped.
    await deliverDue(context.database.db, {
      email: smtpTransport(smtp.url, 'Saluni <no-reply@saluni.test>'),
    });
    const mails = smtp.received.filter((mail) => mail.raw.includes('Subject: Our new hours'));
    expect(mails).toHaveLength(2);
    const raw = mails[0]!.raw.replace(/=\r?\n/g, '');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('&lt;8&gt; &amp; close late.<br>');
    expect(raw).toMatch(/<p>Hello,<\/p>/);
    const [listed] = await emailList(context.app, business.owner.cookie, business.businessId);
    expect(listed!._id).toBe(message._id);
    expect(listed!.summary).toMatchObject({ sent: 2, queued: 0, skipped: 1 });
  });

  it('refuses ids of another business or unknown ids with a 422 and writes nothing', async () => {
    const foreignClient = await addClient(context.database, other.businessId);
    const foreignCategory = await addCategory(context.database, other.businessId, [foreignClient]);
    const mine = await addClient(context.database, business.businessId);
    const before = await snapshot(context.database, business.businessId);
    const payload = { businessId: business.businessId, subject: 'Hi', intro: 'Hello' };
    const clientsOfOther = await sendEmail(context.app, business.owner.cookie, {
      ...payload,
      clientIds: [mine, foreignClient],
    });
    expect(clientsOfOther.statusCode).toBe(422);
    expect(Object.keys(error(clientsOfOther).fields!)).toEqual(['clientIds']);
    const categoryOfOther = await sendEmail(context.app, business.owner.cookie, {
      ...payload,
      clientIds: [mine],
      categoryIds: [foreignCategory],
    });
    expect(categoryOfOther.statusCode).toBe(422);
    expect(Object.keys(error(categoryOfOther).fields!)).toEqual(['categoryIds']);
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
    // Another business's messages are neither listed nor deletable.
    const theirs = await sendEmail(context.app, other.owner.cookie, {
      ...payload,
      businessId: other.businessId,
      clientIds: [foreignClient],
    });
    expect(theirs.statusCode).toBe(201);
    const id = sentEmail(theirs)._id;
    expect(
      (await emailList(context.app, business.owner.cookie, business.businessId)).map(
        (doc) => doc._id,
      ),
    ).not.toContain(id);
    const deleted = await send(
      context.app,
      'DELETE',
      withQuery('/v1/client-email', { businessId: business.businessId, id }),
      {
        cookie: business.owner.cookie,
        headers: { 'vendor-module': MODULE },
      },
    );
    expect(deleted.statusCode).toBe(404);
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });
});

describe('permissions and deletes', () => {
  it("staff need 'marketing.Client Messages' read, create and delete, each for its own call", async () => {
    const client = await addClient(context.database, business.businessId);
    const payload = {
      businessId: business.businessId,
      subject: 'Hi',
      intro: 'Hello',
      clientIds: [client],
    };
    const none = await addMember(context.app, context.database, business.businessId);
    expect((await sendEmail(context.app, none.cookie, payload)).statusCode).toBe(403);
    expect(
      (
        await send(
          context.app,
          'GET',
          withQuery('/v1/client-email', { businessId: business.businessId }),
          { cookie: none.cookie },
        )
      ).statusCode,
    ).toBe(403);
    const reader = await addMember(context.app, context.database, business.businessId, {
      [MODULE]: ['read'],
    });
    expect(
      (
        await send(
          context.app,
          'GET',
          withQuery('/v1/client-email', { businessId: business.businessId }),
          { cookie: reader.cookie },
        )
      ).statusCode,
    ).toBe(200);
    expect((await sendEmail(context.app, reader.cookie, payload)).statusCode).toBe(403);
    const sender = await addMember(context.app, context.database, business.businessId, {
      [MODULE]: ['read', 'create'],
    });
    const sent = await sendEmail(context.app, sender.cookie, payload);
    expect(sent.statusCode).toBe(201);
    const id = sentEmail(sent)._id;
    const deleteAs = (
      cookie: string,
      headers: Record<string, string> = { 'vendor-module': MODULE },
    ) =>
      send(
        context.app,
        'DELETE',
        withQuery('/v1/client-email', { businessId: business.businessId, id }),
        { cookie, headers },
      );
    expect((await deleteAs(sender.cookie)).statusCode).toBe(403);
    const deleter = await addMember(context.app, context.database, business.businessId, {
      [MODULE]: ['delete'],
    });
    expect((await deleteAs(deleter.cookie, {})).statusCode).toBe(400);
    const deleted = await deleteAs(deleter.cookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(body<{ clientEmail: { _id: string } }>(deleted).clientEmail._id).toBe(id);
    // Its pending outbox row went with it: nothing left to send.
    const { rows } = await context.database.query(
      'select count(*)::int as n from outbox_messages where client_message_id = $1',
      [id],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('deletes several by ?id=a&id=b in one go, refuses unknown query keys and bad pages', async () => {
    const client = await addClient(context.database, business.businessId);
    const payload = {
      businessId: business.businessId,
      subject: 'Hi',
      intro: 'Hello',
      clientIds: [client],
    };
    const ids = [
      sentEmail(await sendEmail(context.app, business.owner.cookie, payload))._id,
      sentEmail(await sendEmail(context.app, business.owner.cookie, payload))._id,
    ];
    const url = `/v1/client-email?businessId=${business.businessId}&id=${ids[0]}&id=${ids[1]}`;
    const deleted = await send(context.app, 'DELETE', url, {
      cookie: business.owner.cookie,
      headers: { 'vendor-module': MODULE },
    });
    expect(deleted.statusCode).toBe(200);
    expect(body<{ deleted: { _id: string }[] }>(deleted).deleted.map((doc) => doc._id)).toEqual(
      ids,
    );
    const list = (query: Record<string, string>) =>
      send(
        context.app,
        'GET',
        withQuery('/v1/client-email', { businessId: business.businessId, ...query }),
        { cookie: business.owner.cookie },
      );
    expect((await list({ sort: 'x' })).statusCode).toBe(400);
    expect((await list({ page: '0' })).statusCode).toBe(400);
    expect((await list({ page: '1', limit: '5' })).statusCode).toBe(200);
  });
});
