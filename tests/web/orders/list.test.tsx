import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HUB_TABS } from '../../../src/inventory/hubTabs';
import { page } from '../support/fakeServer';
import { order, renderOrders } from '../support/orders';

const SLOW = { timeout: 10_000 };
const ORDERS = [
  order('o1', {
    read: false,
    paymentStatus: 'partially_paid',
    payment: { currency: 'KES', amount: 1500 },
    balanceDue: 500,
  }),
  order('o2'),
];

const lastListQuery = (server: ReturnType<typeof renderOrders>) =>
  server.received('GET', '/v1/order').at(-1)!.query;
const rowOf = async (orderNo: string) =>
  (await screen.findByRole('cell', { name: orderNo }, SLOW)).closest('tr') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Orders tab', () => {
  test('sits after Options and before Sales Ledger in the hub', () => {
    expect(HUB_TABS.map((tab) => tab.id)).toEqual([
      'products',
      'categories',
      'options',
      'orders',
      'sales-ledger',
    ]);
  });

  test('lists orders with their columns, money in the business currency and the unread one highlighted', async () => {
    renderOrders('/products?tab=orders', {
      orderList: () => page(ORDERS),
      'client.list': () => page([]),
    });
    const unread = await rowOf('1');
    for (const column of [
      'Order ID',
      'Customer',
      'Order Date',
      'Payment Status',
      'Paid Amount',
      'Order Total',
      'Delivery Status',
      'Actions',
    ])
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    expect(within(unread).getByText('Wanjiru Kamau')).toBeTruthy();
    expect(within(unread).getByText('Partially Paid')).toBeTruthy();
    expect(within(unread).getByText(/KES\s1,500\.00/)).toBeTruthy();
    expect(within(unread).getByText(/KES\s2,000\.00/)).toBeTruthy();
    expect(within(unread).getByText('Pending').closest('.MuiChip-root')!.className).toContain(
      'MuiChip-colorWarning',
    );
    expect(unread.getAttribute('data-unread')).toBe('true');
    const paid = await rowOf('2');
    expect(paid.getAttribute('data-unread')).toBeNull();
    // Paid at the salon: collected at the till, no web shop's pending delivery.
    expect(within(paid).getByText('Collected').closest('.MuiChip-root')!.className).toContain(
      'MuiChip-colorSuccess',
    );
    expect(within(paid).queryByText('Pending')).toBeNull();
    expect(within(unread).getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(
      '/order/o1',
    );
  });

  test('sends 5 a page, the report filter from the URL, status, order number and customer e-mail to the server', async () => {
    const server = renderOrders(
      '/products?tab=orders&type=product&startDate=2026-11-01&endDate=2026-11-30&method=m-pesa&staff=x',
      {
        orderList: () => page(ORDERS),
        'client.list': (request) =>
          page(
            request.query.get('q') === 'wan'
              ? [{ _id: 'c1', fullName: 'Wanjiru Kamau', email: 'wanjiru@example.com' }]
              : [],
          ),
      },
    );
    await rowOf('1');
    const first = lastListQuery(server);
    expect(
      ['page', 'limit', 'type', 'dateStart', 'dateEnd', 'paymentMethod', 'sort'].map((key) =>
        first.get(key),
      ),
    ).toEqual(['1', '5', 'product', '2026-11-01', '2026-11-30', 'm-pesa', '-createdAt']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Order Status' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Delivered' }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Order number' }), {
      target: { value: '12' },
    });
    const customer = screen.getByRole('combobox', { name: 'Customer e-mail' });
    customer.focus();
    fireEvent.change(customer, { target: { value: 'wan' } });
    fireEvent.click(await screen.findByRole('option', { name: /wanjiru@example\.com/ }, SLOW));
    await waitFor(() => {
      const last = lastListQuery(server);
      expect(['status', 'q', 'clientEmail', 'type'].map((key) => last.get(key))).toEqual([
        'delivered',
        '12',
        'wanjiru@example.com',
        'product',
      ]);
    });
    expect(
      server
        .received('GET', '/v1/client')
        .some(
          (request) => request.query.get('q') === 'wan' && request.query.get('businessId') === 'b1',
        ),
    ).toBe(true);
  });

  test('Order Date sorts oldest first on a click', async () => {
    const server = renderOrders('/products?tab=orders', {
      orderList: () => page(ORDERS),
      'client.list': () => page([]),
    });
    await rowOf('1');
    fireEvent.click(screen.getByRole('button', { name: 'Order Date' }));
    await waitFor(() => expect(lastListQuery(server).get('sort')).toBe('createdAt'));
  });

  test('pages with the server’s total and offers 5, 10 and 15 a page', async () => {
    const server = renderOrders('/products?tab=orders', {
      orderList: (request) => ({
        ...page(ORDERS),
        total: 12,
        page: Number(request.query.get('page')),
      }),
      'client.list': () => page([]),
    });
    await rowOf('1');
    expect(screen.getByText('1-5 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastListQuery(server).get('page')).toBe('2'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '15']);
  });

  test('Export downloads orders.csv with the current filters', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const server = renderOrders('/products?tab=orders&type=service', {
      orderList: () => page(ORDERS),
      orderExport: () => new Response('orderNo\n1\n', { headers: { 'content-type': 'text/csv' } }),
      'client.list': () => page([]),
    });
    await rowOf('1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Order Status' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Cancelled' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(server.received('GET', '/v1/order/export')).toHaveLength(1));
    const query = server.received('GET', '/v1/order/export')[0]!.query;
    expect([query.get('status'), query.get('type'), query.get('page')]).toEqual([
      'cancelled',
      'service',
      null,
    ]);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  test('explains an empty list, and says when the filters hide every order', async () => {
    renderOrders('/products?tab=orders', {
      orderList: () => page([]),
      'client.list': () => page([]),
    });
    expect(
      await screen.findByText(
        'No orders yet. An order appears here once a client pays at checkout.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Order number' }), {
      target: { value: '99' },
    });
    expect(
      await screen.findByText('No orders match these filters. Clear a filter to see more.'),
    ).toBeTruthy();
  });

  test('a failed load is the Request failed! toast with the server’s message', async () => {
    renderOrders('/products?tab=orders', {
      orderList: () => Response.json({ error: { message: 'Not allowed' } }, { status: 403 }),
      'client.list': () => page([]),
    });
    expect(await screen.findByText('Not allowed', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Request failed!')).toBeTruthy();
  });
});
