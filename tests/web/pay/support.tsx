import { renderOverFakeServer } from '../support/screenOverFakeServer';
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import type { PayPeriod, PayStatement } from '../../../registry/pay';
import type { Role } from '../../../src/business/types';
import { business, ownerOf, type Replies } from '../support/fakeServer';

export const salon = business('b1', 'Salon One');
export const STATEMENT_ROUTE = '/pay/statement/:start/:employeeId';

/** The current period: it ends far ahead, so it is never over whatever the test machine's day. */
export const currentPeriod: PayPeriod = {
  start: '2026-11-23',
  end: '2099-12-31',
  status: 'open',
  closedAt: null,
  closedBy: null,
};
/** A period over and still open: the one to close. */
export const endedPeriod: PayPeriod = { ...currentPeriod, start: '2026-11-09', end: '2026-11-22' };

export const periodPage = (docs: PayPeriod[] = [currentPeriod, endedPeriod]) => ({
  docs,
  total: docs.length,
});

/** Achieng's statement: a service sold, a product sold and part of the service refunded. */
export const statement = (extra: Partial<PayStatement> = {}): PayStatement => ({
  employee: { _id: 'e1', fullName: 'Achieng Odhiambo' },
  period: endedPeriod,
  currency: 'KES',
  plan: { _id: 'p1', name: 'Stylists' },
  lines: [
    {
      orderId: 'o1',
      orderNo: 1042,
      lineId: 'l1',
      day: '2026-11-10',
      kind: 'service',
      name: 'Box braids',
      quantity: 1,
      share: 1,
      net: 5000,
      deduction: 500,
      commissionable: 4500,
      commission: 1350,
      refund: false,
    },
    {
      orderId: 'o2',
      orderNo: 1051,
      lineId: 'l2',
      day: '2026-11-14',
      kind: 'product',
      name: 'Argan oil',
      quantity: 2,
      share: 0.5,
      net: 1200,
      deduction: 0,
      commissionable: 1200,
      commission: 120,
      refund: false,
    },
    {
      orderId: 'o1',
      orderNo: 1042,
      lineId: 'l1',
      day: '2026-11-20',
      kind: 'service',
      name: 'Box braids',
      quantity: 1,
      share: 1,
      net: -1000,
      deduction: -100,
      commissionable: -900,
      commission: -270,
      refund: true,
    },
  ],
  sales: 5200,
  deductions: 400,
  commission: 1200,
  refundsReversed: -270,
  tips: 300,
  tipLines: [
    { orderId: 'o1', orderNo: 1042, day: '2026-11-10', amount: 200 },
    { orderId: 'o3', orderNo: 1063, day: '2026-11-21', amount: 100 },
  ],
  hours: { total: 46.5, weekday: 32, saturday: 8, sunday: 0, publicHoliday: 6.5 },
  total: 1500,
  ...extra,
});

/**
 * `screen` at `path` (its route `route`) over the fake API, as `role`: the app's real
 * dataProvider and HTTP client.
 */
export const renderPayScreen = (
  screenElement: ReactElement,
  replies: Replies,
  { path, route = path, role = ownerOf(salon) }: { path: string; route?: string; role?: Role },
) =>
  renderOverFakeServer({
    path,
    replies,
    role,
    routes: (
      <>
        <Route path={route} element={screenElement} />
        {route !== STATEMENT_ROUTE && (
          <Route path={STATEMENT_ROUTE} element={<p>The statement page</p>} />
        )}
      </>
    ),
  });
