import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { SalesLedgerEntry } from '../../../registry/orders';
import { maskPhone } from '../../../src/sales-ledger/maskPhone';
import { page } from '../support/fakeServer';
import { renderOrders } from '../support/orders';

const SLOW = { timeout: 10_000 };

const entry = (id: string, extra: Partial<SalesLedgerEntry> = {}): SalesLedgerEntry => ({
  _id: id,
  transactionType: 'SALE',
  quantity: 2,
  name: 'Argan Oil (100 ml)',
  value: 1500,
  itemCode: { _id: 'oil', title: 'Argan Oil' },
  variant: { _id: 'oil-1', sku: 'ARG-1' },
  warehouse: { _id: 'general', name: 'General' },
  reference: 'o7',
  order: {
    _id: 'o7',
    orderNo: 7,
    client: { fullName: 'Wanjiru Kamau' },
    user: { displayName: 'Amina Otieno' },
  },
  createdAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});

const EMPLOYEES = [
  { _id: 'e1', fullName: 'Baraka Mwangi', phone: '+254712345678', email: 'baraka@example.com' },
  {
    _id: 'e2',
    fullName: 'Neema Achieng',
    phone: '+254798765432',
    email: 'neema@example.com',
    user: { email: 'neema.login@example.com' },
  },
];

const lastQuery = (server: ReturnType<typeof renderOrders>) =>
  server.received('GET', '/v1/sales-ledger').at(-1)!.query;

afterEach(() => vi.unstubAllGlobals());

describe('phone masking', () => {
  test('hides the characters at positions 4 to 7', () => {
    expect(maskPhone('+254712345678')).toBe('+254****45678');
    expect(maskPhone('0712')).toBe('0712');
    expect(maskPhone('071234')).toBe('0712**');
    expect(maskPhone(null)).toBe('');
  });
});

describe('the Sales Ledger tab', () => {
  test('lists sales and returns newest first, 10 a page, green Sale and red Return, with the order linked, the item and its money', async () => {
    const server = renderOrders('/products?tab=sales-ledger', {
      salesLedgerList: () =>
        page([
          entry('s1'),
          entry('s2', {
            transactionType: 'SALES-RETURNS',
            quantity: 1,
            value: null,
            order: { ...entry('x').order, user: null },
          }),
        ]),
      'employee.list': () => page(EMPLOYEES),
    });
    const sale = (await screen.findByText('Sale', {}, SLOW)).closest('tr') as HTMLElement;
    for (const column of [
      'Customer',
      'Ordered By',
      'Transaction',
      'Order No.',
      'Item',
      'Amount',
      'Value',
      'Date',
    ])
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    expect(within(sale).getByText('Wanjiru Kamau')).toBeTruthy();
    expect(within(sale).getByText('Amina Otieno')).toBeTruthy();
    expect(within(sale).getByText('Argan Oil (100 ml)')).toBeTruthy();
    expect(within(sale).getByText('2')).toBeTruthy();
    expect(within(sale).getByText('KES 1,500.00')).toBeTruthy();
    expect(within(sale).getByText('Sale').closest('.MuiChip-root')!.className).toContain(
      'MuiChip-colorSuccess',
    );
    expect(within(sale).getByRole('link', { name: '7' }).getAttribute('href')).toBe('/order/o7');
    const ret = screen.getByText('Return').closest('tr') as HTMLElement;
    expect(within(ret).getByText('Return').closest('.MuiChip-root')!.className).toContain(
      'MuiChip-colorError',
    );
    // Readable references only: no order id, no movement type code.
    for (const code of ['o7', 'SALE', 'SALES-RETURNS']) expect(screen.queryByText(code)).toBeNull();
    const first = lastQuery(server);
    expect([
      first.get('page'),
      first.get('limit'),
      first.get('sort'),
      first.get('user'),
      first.get('businessId'),
    ]).toEqual(['1', '10', '-createdAt', null, 'b1']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50']);
  });

  test('the employee filter shows masked phones, loads every employee and sends the sign-in e-mail; All sends none', async () => {
    const server = renderOrders('/products?tab=sales-ledger', {
      salesLedgerList: () => page([entry('s1')]),
      'employee.list': () => page(EMPLOYEES),
    });
    await screen.findByText('Sale', {}, SLOW);
    expect(server.received('GET', '/v1/employee')[0]!.query.get('limit')).toBe('0');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Employee' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All employees',
      'Baraka Mwangi · +254****45678',
      'Neema Achieng · +254****65432',
    ]);
    fireEvent.click(options[2]!);
    await waitFor(() => expect(lastQuery(server).get('user')).toBe('neema.login@example.com'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Employee' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: 'Baraka Mwangi · +254****45678',
      }),
    );
    await waitFor(() => expect(lastQuery(server).get('user')).toBe('baraka@example.com'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Employee' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'All employees' }),
    );
    await waitFor(() => expect(lastQuery(server).get('user')).toBeNull());
  });

  test('explains an empty ledger', async () => {
    renderOrders('/products?tab=sales-ledger', {
      salesLedgerList: () => page([]),
      'employee.list': () => page([]),
    });
    expect(
      await screen.findByText(
        'No sales yet. Sales and returns of products appear here as orders are paid and refunded.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
  });
});
