import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../registry/orders';
import { businesses, clients } from '../../../server/db/schema';
import { deliverDue, smtpTransport } from '../../../server/outbox/worker';
import { startSmtpServer } from '../../support/smtpServer';
import { addMember } from '../support/accounts';
import { body, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';
import { orderCalls, orderOf, orderSetup } from './support/orderFixture';

const context = setupTestApp();

type Page = {
  orderPage: {
    docs: Order[];
    total: number;
    page: number;
    pages: number;
    limit: number;
    sort: Record<string, number>;
  };
};

describe('order reads', () => {
  it('reads an order with its lines, payments, totals in minor units and its stock entries', async () => {
    const setup = await orderSetup(context);
    const id = await setup.order({ payments: [{ method: 'cash', amount: 99.99 }] });
    const response = await setup.calls.get(id);
    expect(response.statusCode).toBe(200);
    const order = orderOf(response);
    expect(order).toMatchObject({
      _id: id,
      orderNo: 1,
      client: { _id: setup.clientId, fullName: setup.clientName, email: setup.clientEmail },
      user: { _id: setup.owner.id },
      subtotal: 99.99,
      cost: 99.99,
      status: 'pending',
      paymentStatus: 'paid',
      payment: { currency: 'KES', amount: 99.99 },
      balanceDue: 0,
      read: false,
    });
    expect(order.lines).toMatchObject([
      {
        kind: 'product',
        quantity: 3,
        unitPrice: 33.33,
        total: 99.99,
        refundedQuantity: 0,
        warehouseId: setup.general,
      },
    ]);
    expect(order.payments).toMatchObject([{ method: 'cash', amount: 99.99, status: 'paid' }]);
    expect(order.stockEntries).toMatchObject([
      {
        transactionType: 'OUT',
        referenceType: 'Sale',
        quantity: 3,
        itemCode: { _id: setup.product.productId, title: 'Argan Oil' },
        warehouse: { name: 'General' },
      },
    ]);
  });

  it('an order paid at the salon counts as delivered (collected), not pending, in the filter and the export', async () => {
    const setup = await orderSetup(context);
    const paid = await setup.order({ payments: [{ method: 'cash', amount: 99.99 }] });
    const owing = await setup.order({ payments: [{ method: 'cash', amount: 20 }] });
    const ids = async (query: Record<string, string>) =>
      body<Page>(await setup.calls.list(query)).orderPage.docs.map((doc) => doc._id);
    expect(await ids({ status: 'pending' })).toEqual([owing]);
    expect(await ids({ status: 'delivered' })).toEqual([paid]);
    const rows = (await setup.calls.exportCsv()).body.trim().split('\r\n');
    expect(rows[1]).toContain(',Partially paid,99.99,20.00,0.00,KES,Pending,');
    expect(rows[2]).toContain(',Paid,99.99,99.99,0.00,KES,Collected,');
  });

  it('lists newest first with every filter, paging and sorting', async () => {
    const setup = await orderSetup(context);
    const day = (iso: string) => new Date(iso);
    const a = await setup.order({
      createdAt: day('2026-11-01T08:00:00Z'),
      payments: [{ method: 'cash', amount: 99.99 }],
    });
    const b = await setup.order({
      createdAt: day('2026-11-02T08:00:00Z'),
      lines: [{ kind: 'service', name: 'Haircut', quantity: 1, unitPrice: 50 }],
      payments: [{ method: 'card', amount: 20 }],
    });
    const c = await setup.order({
      createdAt: day('2026-11-03T08:00:00Z'),
      payments: [{ method: 'm-pesa', amount: 99.99, status: 'pending' }],
    });
    await setup.calls.fulfil(a);
    const ids = async (query: Record<string, string | number>) => {
      const response = await setup.calls.list(query);
      expect(response.statusCode).toBe(200);
      return body<Page>(response).orderPage.docs.map((doc) => doc._id);
    };
    expect(await ids({})).toEqual([c, b, a]);
    expect(await ids({ sort: 'createdAt' })).toEqual([a, b, c]);
    expect(await ids({ sort: '-createdAt' })).toEqual([c, b, a]);
    expect(await ids({ paymentMethod: 'card' })).toEqual([b]);
    expect(await ids({ paymentMethod: 'm-pesa' })).toEqual([c]);
    expect(await ids({ paymentStatus: 'completed' })).toEqual([a]);
    expect(await ids({ paymentStatus: 'partially_paid' })).toEqual([b]);
    expect(await ids({ paymentStatus: 'unpaid' })).toEqual([c]);
    expect(await ids({ status: 'delivered' })).toEqual([a]);
    expect(await ids({ status: 'pending' })).toEqual([c, b]);
    expect(await ids({ type: 'service' })).toEqual([b]);
    expect(await ids({ type: 'product' })).toEqual([c, a]);
    expect(await ids({ type: 'voucher' })).toEqual([]);
    // Days on the business's clock (Africa/Nairobi, UTC+3): 08:00Z is 11:00 there.
    expect(await ids({ dateStart: '2026-11-02' })).toEqual([c, b]);
    expect(await ids({ dateEnd: '2026-11-02' })).toEqual([b, a]);
    expect(await ids({ dateStart: '2026-11-02', dateEnd: '2026-11-02' })).toEqual([b]);
    expect(await ids({ dateStart: '2026-11-02T09:00:00Z' })).toEqual([c]);
    expect(await ids({ clientId: setup.clientId })).toEqual([c, b, a]);
    expect(await ids({ clientEmail: setup.clientEmail.toUpperCase() })).toEqual([c, b, a]);
    expect(await ids({ clientEmail: 'nobody@example.test' })).toEqual([]);
    expect(await ids({ q: '2' })).toEqual([b]);
    expect(await ids({ q: setup.clientName.slice(0, 5) })).toEqual([c, b, a]);
    expect(await ids({ q: 'no such client' })).toEqual([]);

    const page = body<Page>(await setup.calls.list({ page: 2, limit: 2 })).orderPage;
    expect(page).toMatchObject({ total: 3, page: 2, pages: 2, limit: 2, sort: { createdAt: -1 } });
    expect(page.docs.map((doc) => doc._id)).toEqual([a]);
    expect(body<Page>(await setup.calls.list({})).orderPage.limit).toBe(10);
    expect(body<Page>(await setup.calls.list({ limit: 500 })).orderPage.limit).toBe(100);
  });

  it('refuses bad list queries with 400 and unknown keys', async () => {
    const setup = await orderSetup(context);
    for (const query of [
      { paymentMethod: 'cheque' },
      { paymentStatus: 'done' },
      { status: 'lost' },
      { type: 'gift' },
      { dateStart: '2026-13-01' },
      { dateEnd: 'yesterday' },
      { clientId: 'not-an-id' },
      { sort: 'orderNo' },
      { page: 0 },
      { limit: -1 },
      { colour: 'red' },
    ]) {
      const response = await setup.calls.list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(body<ErrorBody>(response).error.code).toBe('BAD_REQUEST');
    }
  });

  it('counts unread orders and marks one read with notes', async () => {
    const setup = await orderSetup(context);
    const a = await setup.order();
    await setup.order();
    expect(body<{ unreadOrders: number }>(await setup.calls.unread())).toEqual({ unreadOrders: 2 });
    const updated = await setup.calls.update(a, { read: true, notes: ' Collect on Friday ' });
    expect(updated.statusCode).toBe(200);
    expect(orderOf(updated)).toMatchObject({ _id: a, read: true });
    expect(body<{ unreadOrders: number }>(await setup.calls.unread())).toEqual({ unreadOrders: 1 });
    for (const payload of [
      { read: 'yes' },
      { notes: 5 },
      { notes: 'x'.repeat(2001) },
      { colour: 'red' },
    ]) {
      expect((await setup.calls.update(a, payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await setup.calls.update(a, {})).statusCode).toBe(200);
  });

  it('exports orders.csv with the list filters, dates in the business zone', async () => {
    const setup = await orderSetup(context);
    await setup.order({
      createdAt: new Date('2026-11-01T08:00:00Z'),
      payments: [{ method: 'cash', amount: 99.99 }],
    });
    await setup.order({
      createdAt: new Date('2026-11-02T08:00:00Z'),
      lines: [{ kind: 'service', name: '=Haircut', quantity: 1, unitPrice: 50 }],
    });
    const response = await setup.calls.exportCsv({ type: 'product' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const rows = response.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'Order ID,Order Date,Customer,Customer email,Items,Payment methods,Payment Status,Order Total,Paid Amount,Refunded amount,Currency,Delivery Status,Ordered by',
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('1,2026-11-01T11:00:00+03:00,');
    // Paid at the salon: collected, not a pending delivery.
    expect(rows[1]).toContain('3 x Argan Oil,cash,Paid,99.99,99.99,0.00,KES,Collected,');
    const all = (await setup.calls.exportCsv()).body.trim().split('\r\n');
    expect(all).toHaveLength(3);
    expect(all[1]).toContain('1 x =Haircut,,Unpaid,50.00,0.00,0.00,KES,Pending,');
    expect((await setup.calls.exportCsv({ page: 1 })).statusCode).toBe(400);
  });

  it("another business's order is a 404 to every call, and nothing is written", async () => {
    const mine = await orderSetup(context);
    const theirs = await orderSetup(context);
    const id = await theirs.order({ payments: [{ method: 'cash', amount: 99.99 }] });
    const before = await snapshot(context.database, theirs.businessId);
    const calls = mine.calls;
    for (const response of [
      await calls.get(id),
      await calls.update(id, { read: true }),
      await calls.fulfil(id),
      await calls.status(id, 'cancelled'),
      await calls.refund(id, { method: 'cash', amount: 10 }),
      await calls.remove(id),
      await calls.receipt(id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(body<ErrorBody>(response).error.code).toBe('NOT_FOUND');
    }
    expect(await snapshot(context.database, theirs.businessId)).toEqual(before);
    expect(body<Page>(await calls.list()).orderPage.total).toBe(0);
    for (const bad of ['not-an-id', '00000000-0000-0000-0000-000000000000'])
      expect((await calls.get(bad)).statusCode).toBe(404);
  });

  it('staff need products.Orders: read to read, update to change, delete to delete', async () => {
    const setup = await orderSetup(context);
    const id = await setup.order();
    const outsider = await addMember(context.app, context.database, setup.businessId, {});
    const reader = await addMember(context.app, context.database, setup.businessId, {
      'products.Orders': ['read'],
    });
    const none = orderCalls(context.app, outsider.cookie, setup.businessId);
    for (const response of [
      await none.list(),
      await none.get(id),
      await none.unread(),
      await none.exportCsv(),
      await none.update(id, { read: true }),
      await none.fulfil(id),
      await none.status(id, 'delivered'),
      await none.refund(id, { method: 'cash', amount: 1 }),
      await none.remove(id),
      await none.receipt(id),
      await none.ledger(),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    const read = orderCalls(context.app, reader.cookie, setup.businessId);
    expect((await read.get(id)).statusCode).toBe(200);
    expect((await read.list()).statusCode).toBe(200);
    expect((await read.update(id, { read: true })).statusCode).toBe(403);
    expect((await read.remove(id)).statusCode).toBe(403);
    expect((await read.ledger()).statusCode).toBe(403);
    expect((await setup.calls.remove(id, {})).statusCode).toBe(400);
  });

  it('e-mails the receipt to the client through the outbox; 422 without an e-mail', async () => {
    const setup = await orderSetup(context);
    await context.database.db
      .update(businesses)
      .set({ name: 'Salon Amani' })
      .where(eq(businesses.id, setup.businessId));
    const id = await setup.order({
      lines: [
        setup.productLine(2, 33.33, 1),
        { kind: 'service', name: 'Haircut', quantity: 1, unitPrice: 50 },
      ],
      discount: 5,
      payments: [{ method: 'cash', amount: 100 }],
    });
    const response = await setup.calls.receipt(id);
    expect(response.statusCode).toBe(200);
    expect(orderOf(response)._id).toBe(id);
    const { rows } = await context.database.query(
      'select recipient, subject, body, client_id from outbox_messages where business_id = $1',
      [setup.businessId],
    );
    expect(rows).toHaveLength(1);
    const [mail] = rows as {
      recipient: string;
      subject: string;
      body: string;
      client_id: string;
    }[];
    expect(mail).toMatchObject({
      recipient: setup.clientEmail,
      subject: 'Salon Amani: receipt for order 1',
      client_id: setup.clientId,
    });
    for (const part of [
      'Salon Amani',
      'Receipt for order 1',
      `Client: ${setup.clientName}`,
      '2 x Argan Oil at KES 33.33, less KES 1.00: KES 65.66',
      '1 x Haircut at KES 50.00: KES 50.00',
      'Subtotal: KES 115.66',
      'Discount: KES 5.00',
      'Total: KES 110.66',
      'Paid: KES 100.00',
      'Balance due: KES 10.66',
      'Cash: KES 100.00',
    ]) {
      expect(mail!.body).toContain(part);
    }
    // Delivered over SMTP as text and HTML, like every e-mail to a client.
    const smtp = await startSmtpServer();
    try {
      await deliverDue(context.database.db, {
        email: smtpTransport(smtp.url, 'Saluni <no-reply@saluni.test>'),
      });
      const raw = smtp.received
        .find((received) => received.raw.includes('receipt for order 1'))!
        .raw.replace(/=\r?\n/g, '');
      expect(raw).toContain('Content-Type: text/plain');
      expect(raw).toContain('Content-Type: text/html');
      expect(raw).toContain('<p>Salon Amani<br>');
    } finally {
      await smtp.close();
    }
    await context.database.db
      .update(clients)
      .set({ email: '' })
      .where(and(eq(clients.businessId, setup.businessId), eq(clients.id, setup.clientId)));
    const refused = await setup.calls.receipt(id);
    expect(refused.statusCode).toBe(422);
    expect(body<ErrorBody>(refused).error.fields).toEqual({
      email: 'This client has no e-mail address',
    });
  });
});
