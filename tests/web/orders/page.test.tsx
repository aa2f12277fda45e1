import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Order } from '../../../registry/orders';
import { staffOf } from '../support/fakeServer';
import { order, payment, renderOrders, salon } from '../support/orders';

const SLOW = { timeout: 10_000 };

/** The order page of `shown` (its reply may change as the test goes), with the routes of `extra`. */
const openOrder = (
  shown: () => Order,
  extra: Parameters<typeof renderOrders>[1] = {},
  role?: Parameters<typeof renderOrders>[2],
) => renderOrders(`/order/${shown()._id}`, { orderGet: () => shown(), ...extra }, role);

const heading = () => screen.findByRole('heading', { level: 1 }, SLOW);
const button = (name: string) => screen.getByRole('button', { name });
const actionNames = () =>
  within(screen.getByRole('group', { name: 'Order actions' }))
    .getAllByRole('button')
    .map((action) => action.textContent);

afterEach(() => vi.unstubAllGlobals());

/** An order still owing money: not paid at the salon yet, so its delivery is still pending. */
const PARTLY_PAID = {
  paymentStatus: 'partially_paid',
  payment: { currency: 'KES', amount: 500 },
  balanceDue: 1500,
} as const;

describe('the order page', () => {
  test('shows the order number, client link, who took it, status chips, lines, totals, payments, refunds and stock', async () => {
    const shown = order('o7', {
      orderNo: 7,
      refunds: [
        {
          _id: 'r1',
          amount: 900,
          method: 'cash',
          lines: [{ lineId: 'l1', quantity: 1 }],
          reason: 'Damaged',
          createdAt: '2026-11-21T08:00:00.000Z',
          createdBy: { _id: 'u1', displayName: 'Amina Otieno' },
        },
      ],
    });
    openOrder(() => shown);
    expect((await heading()).textContent).toBe('Order #7');
    expect(screen.getByRole('link', { name: 'Wanjiru Kamau' }).getAttribute('href')).toBe(
      '/client/c1/show',
    );
    expect(screen.getAllByText('Amina Otieno').length).toBeGreaterThan(0);
    // Paid at the salon: collected there, not a web shop's pending delivery.
    expect(screen.getAllByText('Collected')[0]!.closest('.MuiChip-root')!.className).toContain(
      'MuiChip-colorSuccess',
    );
    expect(screen.queryByText('Pending')).toBeNull();
    expect(screen.getAllByText('Paid')[0]!.closest('.MuiChip-root')!.className).toContain(
      'MuiChip-colorSuccess',
    );
    const items = screen
      .getByRole('heading', { name: 'Items' })
      .closest('.MuiCard-root') as HTMLElement;
    for (const column of ['Item', 'Qty', 'Returned', 'Unit Price', 'Discount', 'Total'])
      expect(within(items).getByRole('columnheader', { name: column })).toBeTruthy();
    // The appointment's day as every date of the business: DD/MM/YYYY.
    expect(within(items).getByText('Appointment 20/11/2026 10:30')).toBeTruthy();
    expect(within(items).getByText('Balance Due')).toBeTruthy();
    const payments = screen
      .getByRole('heading', { name: 'Payments' })
      .closest('.MuiCard-root') as HTMLElement;
    expect(within(payments).getByText('Cash')).toBeTruthy();
    expect(within(payments).getByText(/KES\s2,500\.00/)).toBeTruthy();
    expect(within(payments).getByText(/KES\s500\.00/)).toBeTruthy();
    const refunds = screen
      .getByRole('heading', { name: 'Refunds' })
      .closest('.MuiCard-root') as HTMLElement;
    expect(within(refunds).getByText('Argan Oil × 1')).toBeTruthy();
    expect(within(refunds).getByText('Damaged')).toBeTruthy();
    const stock = screen
      .getByRole('heading', { name: 'Stock Movements' })
      .closest('.MuiCard-root') as HTMLElement;
    expect(within(stock).getByText('Argan Oil (ARG-1)')).toBeTruthy();
    expect(within(stock).getByText('General')).toBeTruthy();
    expect(within(stock).getByText('OUT')).toBeTruthy();
    expect(within(stock).getByText('Sale')).toBeTruthy();
  });

  test('opening an unread order marks it read, once', async () => {
    const server = openOrder(() => order('o1', { read: false }), {
      orderUpdate: () => order('o1'),
    });
    await heading();
    await waitFor(() => expect(server.received('PUT', '/v1/order/o1')).toHaveLength(1));
    expect(server.received('PUT', '/v1/order/o1')[0]!.body).toEqual({
      read: true,
      businessId: 'b1',
    });
    // Marked once, however often the page reads the order.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.received('PUT', '/v1/order/o1')).toHaveLength(1);
  });

  test('a read order sends no update', async () => {
    const server = openOrder(() => order('o2'));
    await heading();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.received('PUT', '/v1/order/o2')).toHaveLength(0);
  });

  test('actions follow the state: an order paid at the salon offers Cancel, Refund, Print and E-mail, not Fulfil, Pay or Delete', async () => {
    openOrder(() => order('o1'));
    await heading();
    expect(actionNames()).toEqual(['Cancel Order', 'Refund', 'Print Receipt', 'E-mail Receipt']);
  });

  test('a partly paid pending order still shows Pending and offers Fulfil', async () => {
    openOrder(() => order('o1', PARTLY_PAID));
    await heading();
    expect(screen.getAllByText('Pending')[0]!.closest('.MuiChip-root')!.className).toContain(
      'MuiChip-colorWarning',
    );
    expect(actionNames()).toEqual([
      'Fulfil',
      'Cancel Order',
      'Refund',
      'Pay Balance',
      'Print Receipt',
      'E-mail Receipt',
    ]);
  });

  test('an unpaid order offers Pay Balance and Delete; a pending M-Pesa payment offers Check payment status', async () => {
    openOrder(() =>
      order('o1', {
        paymentStatus: 'unpaid',
        payment: { currency: 'KES', amount: 0 },
        balanceDue: 2000,
        payments: [],
      }),
    );
    await heading();
    expect(actionNames()).toEqual([
      'Fulfil',
      'Cancel Order',
      'Pay Balance',
      'Delete',
      'Print Receipt',
      'E-mail Receipt',
    ]);
  });

  test('without products.Orders update or delete only printing is left', async () => {
    openOrder(
      () => order('o1', { paymentStatus: 'unpaid', balanceDue: 2000 }),
      {},
      staffOf(salon, { 'products.Orders': ['read'] }),
    );
    await heading();
    expect(actionNames()).toEqual(['Print Receipt']);
  });

  test('Fulfil sends the call and toasts Order Status Updated', async () => {
    let shown = order('o1', PARTLY_PAID);
    const server = openOrder(() => shown, {
      orderFulfil: () => {
        shown = order('o1', { status: 'delivered' });
        return shown;
      },
    });
    await heading();
    fireEvent.click(button('Fulfil'));
    expect(await screen.findByText('Order Status Updated')).toBeTruthy();
    expect(server.received('POST', '/v1/order/fulfil/o1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Fulfil' })).toBeNull());
  });

  test('Cancel asks first and sends nothing when kept', async () => {
    const server = openOrder(() => order('o1'), {
      orderStatus: () => order('o1', { status: 'cancelled' }),
    });
    await heading();
    fireEvent.click(button('Cancel Order'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel order #1?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.received('PUT', '/v1/order/status/o1')).toHaveLength(0);
  });

  test('confirming Cancel sets the status cancelled and toasts Order Status Updated', async () => {
    let shown = order('o1');
    const server = openOrder(() => shown, {
      orderStatus: () => {
        shown = order('o1', { status: 'cancelled' });
        return shown;
      },
    });
    await heading();
    fireEvent.click(button('Cancel Order'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Order' }),
    );
    expect(await screen.findByText('Order Status Updated')).toBeTruthy();
    expect(server.received('PUT', '/v1/order/status/o1').map((request) => request.body)).toEqual([
      { status: 'cancelled', businessId: 'b1' },
    ]);
  });

  test('a refused call is the Request failed! toast with the server’s message', async () => {
    openOrder(() => order('o1', PARTLY_PAID), {
      orderFulfil: () =>
        Response.json(
          { error: { code: 'INVALID_STATE', message: 'The order is not pending' } },
          { status: 409 },
        ),
    });
    await heading();
    fireEvent.click(button('Fulfil'));
    expect(await screen.findByText('The order is not pending')).toBeTruthy();
    expect(screen.getByText('Request failed!')).toBeTruthy();
  });

  test('Delete (unpaid only) asks, deletes, toasts Order Deleted! and goes back to the Orders tab', async () => {
    const unpaid = order('o1', {
      paymentStatus: 'unpaid',
      payment: { currency: 'KES', amount: 0 },
      balanceDue: 2000,
      payments: [],
    });
    const server = openOrder(() => unpaid, {
      orderDelete: () => unpaid,
      orderList: () => ({ docs: [], total: 0, page: 1, pages: 0, limit: 5 }),
      'client.list': () => ({ docs: [], total: 0 }),
    });
    await heading();
    fireEvent.click(button('Delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete order #1?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Order Deleted!')).toBeTruthy();
    expect(server.received('DELETE', '/v1/order/o1')[0]!.query.get('businessId')).toBe('b1');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/products?tab=orders'),
    );
  });

  test('notes are saved with PUT /v1/order/{id}, toasting Order Updated!', async () => {
    const shown = order('o1', { notes: null });
    const server = openOrder(() => shown, {
      orderUpdate: () => ({
        ...shown,
        notes: 'Collects on Friday',
        updatedAt: '2026-11-21T08:00:00.000Z',
      }),
    });
    await heading();
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(
      (within(notes).getByRole('button', { name: 'Save notes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.change(within(notes).getByRole('textbox', { name: 'Notes' }), {
      target: { value: '  Collects on Friday ' },
    });
    fireEvent.click(within(notes).getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Order Updated!')).toBeTruthy();
    expect(server.received('PUT', '/v1/order/o1')[0]!.body).toMatchObject({
      notes: 'Collects on Friday',
      businessId: 'b1',
    });
  });

  test('without products.Orders update the notes are shown, not edited', async () => {
    openOrder(
      () => order('o1', { notes: 'Gift wrap' }),
      {},
      staffOf(salon, { 'products.Orders': ['read'] }),
    );
    await heading();
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('Gift wrap')).toBeTruthy();
    expect(within(notes).queryByRole('textbox')).toBeNull();
  });

  test('E-mail Receipt sends the receipt and toasts', async () => {
    const server = openOrder(() => order('o1'), { orderReceiptEmail: () => order('o1') });
    await heading();
    fireEvent.click(button('E-mail Receipt'));
    expect(await screen.findByText('Receipt sent to the client')).toBeTruthy();
    expect(server.received('POST', '/v1/order/o1/receipt-email')).toHaveLength(1);
  });

  test('Check payment status asks the provider about the pending M-Pesa payment', async () => {
    const waiting = order('o1', {
      paymentStatus: 'unpaid',
      payment: { currency: 'KES', amount: 0 },
      balanceDue: 2000,
      payments: [
        payment('p1', { method: 'm-pesa', status: 'pending', tendered: null, change: null }),
      ],
    });
    const server = openOrder(() => waiting, { orderPaymentStatus: () => waiting });
    await heading();
    expect(actionNames()).toContain('Check payment status');
    expect(actionNames()).not.toContain('Pay Balance');
    fireEvent.click(button('Check payment status'));
    await waitFor(() =>
      expect(server.received('POST', '/v1/order/o1/payment-status')).toHaveLength(1),
    );
    expect(await screen.findByText('Processing Payment')).toBeTruthy();
  });
});
