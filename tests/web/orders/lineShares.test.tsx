import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { line, order, renderOrders } from '../support/orders';

afterEach(() => vi.unstubAllGlobals());

// Three braiders on one head, the third since removed from the staff.
const braids = line('l1', {
  kind: 'service',
  productId: undefined,
  serviceId: 's1',
  name: 'Box braids',
  quantity: 1,
  unitPrice: 6000,
  total: 6000,
  warehouseId: null,
  employee: { _id: 'e1', fullName: 'Achieng' },
  staff: [
    { employeeId: 'e1', share: 0.3334, fullName: 'Achieng' },
    { employeeId: 'e2', share: 0.3333, fullName: 'Wanjiku' },
    { employeeId: 'e3', share: 0.3333, fullName: null },
  ],
});
const oil = line('l2', {
  employee: { _id: 'e2', fullName: 'Wanjiku' },
  staff: [{ employeeId: 'e2', share: 1, fullName: 'Wanjiku' }],
});

describe("the order page's shared lines", () => {
  test('names each staff member of a shared line with their share, and a line of one as before', async () => {
    const shown = order('o7', { lines: [braids, oil] });
    renderOrders('/order/o7', { orderGet: () => shown });
    const row = (await screen.findByText('Box braids', {}, { timeout: 10_000 })).closest('tr')!;
    expect(
      within(row).getByText('Achieng 33.34%, Wanjiku 33.33%, Former staff 33.33%'),
    ).toBeTruthy();
    const oilRow = screen.getByText('Argan Oil').closest('tr')!;
    expect(within(oilRow).getByText('Wanjiku')).toBeTruthy();
  });
});
