import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from '../support/fakeServer';
import { order, renderOrders } from '../support/orders';

const SLOW = { timeout: 10_000 };
const CLIENT = {
  _id: 'c1',
  fullName: 'Wanjiru Kamau',
  phone: '+254712345678',
  email: 'wanjiru@example.com',
  categories: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};
// The categories first: GET /v1/client/:id would answer /v1/client/category too.
const clientRoutes = { 'client-category.list': () => page([]), 'client.get': () => CLIENT };

afterEach(() => vi.unstubAllGlobals());

describe('the client page’s purchase tabs', () => {
  test('Purchases lists the client’s orders with View Order links', async () => {
    const server = renderOrders('/client/c1/show?tab=purchases', {
      ...clientRoutes,
      orderList: () => page([order('o3', { orderNo: 3 })]),
    });
    const row = (await screen.findByRole('cell', { name: '3' }, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(
      '/order/o3',
    );
    expect(server.received('GET', '/v1/order')[0]!.query.get('clientId')).toBe('c1');
  });

  test('an empty Purchases tab says so', async () => {
    renderOrders('/client/c1/show?tab=purchases', { ...clientRoutes, orderList: () => page([]) });
    expect(await screen.findByText('No purchases yet', {}, SLOW)).toBeTruthy();
  });

  test('Memberships lists the client’s memberships with period, price and state', async () => {
    const server = renderOrders('/client/c1/show?tab=memberships', {
      ...clientRoutes,
      clientMembershipList: () =>
        page([
          {
            _id: 'cm1',
            clientId: 'c1',
            membershipId: 'm1',
            membershipName: 'Gold Club',
            frequency: 'monthly',
            price: 3000,
            periods: 3,
            startDate: '2026-11-01',
            endDate: '2027-01-31',
            status: 'active',
            createdAt: '2026-11-01T08:00:00.000Z',
          },
        ]),
    });
    const row = (await screen.findByText('Gold Club', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('monthly')).toBeTruthy();
    expect(within(row).getByText(/KES\s3,000\.00/)).toBeTruthy();
    expect(within(row).getByText('Active').closest('.MuiChip-root')!.className).toContain(
      'MuiChip-colorSuccess',
    );
    const query = server.received('GET', '/v1/membership/client')[0]!.query;
    expect([query.get('clientId'), query.get('limit'), query.get('businessId')]).toEqual([
      'c1',
      '0',
      'b1',
    ]);
  });

  test('Vouchers lists the client’s vouchers with code, balance, uses and expiry, a used-up one marked so', async () => {
    const voucher = (id: string, uses: number, spent = 0) => ({
      _id: id,
      voucherId: 'v1',
      voucherName: 'Spa Day',
      clientId: 'c1',
      code: `ABCD-EFGH-${id}`,
      value: 5000,
      spent,
      balance: 5000 - spent,
      maxUses: 2,
      uses,
      soldOn: '2026-11-01',
      expiresOn: null,
      status: 'active',
      createdAt: '2026-11-01T08:00:00.000Z',
    });
    const server = renderOrders('/client/c1/show?tab=vouchers', {
      ...clientRoutes,
      clientVoucherList: () => page([voucher('1', 1, 1200), voucher('2', 2)]),
    });
    const first = (await screen.findByText('ABCD-EFGH-1', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(first).getByText('1 of 2')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Balance' })).toBeTruthy();
    expect(within(first).getByText(/KES\s3,800\.00/)).toBeTruthy();
    expect(within(first).getByText('Open-ended')).toBeTruthy();
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(
      within(screen.getByText('ABCD-EFGH-2').closest('tr') as HTMLElement).getByText('Used up'),
    ).toBeTruthy();
    expect(server.received('GET', '/v1/voucher/client')[0]!.query.get('clientId')).toBe('c1');
  });

  test('an empty Vouchers tab says so', async () => {
    renderOrders('/client/c1/show?tab=vouchers', {
      ...clientRoutes,
      clientVoucherList: () => page([]),
    });
    expect(await screen.findByText('No vouchers yet', {}, SLOW)).toBeTruthy();
  });
});
