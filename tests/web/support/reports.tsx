import { renderOverFakeServer } from './screenOverFakeServer';
import { sameReportAmounts } from '../../../registry/orderAmounts';
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import type { ReportClient, SalesReport } from '../../../registry/reports';
import type { Role } from '../../../src/business/types';
import { business, ownerOf, type Replies } from './fakeServer';

/** Replies and a page holding one report view, for tests/web/reports.*.test.tsx. */
export const salon = business('b1', 'Salon One');

/** Renders `view` at /report for a user holding `role`, over the fake server. */
export const renderReportView = (
  view: ReactElement,
  replies: Replies,
  role: Role = ownerOf(salon),
) =>
  renderOverFakeServer({
    path: '/report',
    replies,
    role,
    routes: <Route path="/report" element={view} />,
  });

/**
 * A month of a salon's sales: 12,000 of services, products and memberships less 500 of discounts
 * (1,500 of it unpaid); 11,500 received, 700 of it refunded.
 */
export const salesReport = (extra: Partial<SalesReport> = {}): SalesReport => ({
  currency: 'KES',
  totals: {
    services: 8000,
    products: 3000,
    memberships: 1000,
    vouchers: 0,
    packages: 0,
    ...sameReportAmounts(0),
    discounts: 500,
    sales: 11500,
    unpaid: 1500,
    orders: 6,
  },
  takings: { received: 11500, refunded: 700, takings: 10800 },
  deposits: { received: 0, applied: 0, held: 0, kept: 0, refunded: 0 },
  tips: 0,
  byDay: [
    { day: '2026-11-02', orders: 2, sales: 4500, unpaid: 0, takings: 4500 },
    { day: '2026-11-03', orders: 4, sales: 7000, unpaid: 1500, takings: 6300 },
  ],
  byMethod: [
    { method: 'cash', received: 5000, refunded: 700, takings: 4300 },
    { method: 'card', received: 0, refunded: 0, takings: 0 },
    { method: 'm-pesa', received: 6500, refunded: 0, takings: 6500 },
  ],
  byStaff: [
    { employeeId: 'e1', name: 'Achieng Odhiambo', amount: 8000, lines: 4 },
    { employeeId: null, name: null, amount: 4000, lines: 3 },
  ],
  byService: [{ _id: 's1', name: 'Gel Manicure, deluxe', quantity: 4, amount: 8000 }],
  byProduct: [{ _id: 'p1', name: '=Argan Oil', quantity: 2, amount: 3000 }],
  ...extra,
});

export const reportClient = (
  id: string,
  fullName: string,
  extra: Partial<ReportClient> = {},
): ReportClient => ({
  _id: id,
  fullName,
  email: `${id}@example.com`,
  phone: '+254712345678',
  firstOrderAt: '2026-11-02T21:30:00.000Z',
  orders: 2,
  spent: 4200,
  ...extra,
});
