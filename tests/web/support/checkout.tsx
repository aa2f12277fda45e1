import {
  mapAmounts,
  orderTotals,
  sameAmounts,
  type OrderAmounts,
} from '../../../registry/orderAmounts';
import { cleanup, render } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter, useLocation } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { equalShares } from '../../../registry/lineShares';
import type {
  Cart,
  CartEntry,
  Order,
  OrderTip,
  SoldItem,
  StaffShareInput,
  TipInput,
} from '../../../registry/orders';
import { createAuthProvider } from '../../../src/auth/authProvider';
import type { Role } from '../../../src/business/types';
import { CheckoutPage } from '../../../src/checkout/CheckoutPage';
import { NO_TAX } from './orders';
import { dataProvider } from '../../../src/dataProvider';
import { Dashboard } from '../../../src/dashboard/Dashboard';
import { i18nProvider } from '../../../src/i18n';
import {
  business,
  fakeServer,
  page,
  userWith,
  type ReceivedRequest,
  type Replies,
} from './fakeServer';
import { RecordingToast, toasts } from './messaging';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

/** Documents, a cart kept by the fake server, and the app with the dashboard and /checkout, for tests/web/checkout*.test.tsx. */
export const salon = business('b1', 'Salon One');

export const zawadi = {
  _id: 'c1',
  fullName: 'Zawadi Mutua',
  email: 'zawadi@example.com',
  phone: null,
};

export const entry = (id: string, fields: Partial<CartEntry> & SoldItem): CartEntry => ({
  _id: id,
  name: id,
  quantity: 1,
  unitPrice: 0,
  discount: 0,
  total: 0,
  employee: null,
  staff: [],
  ...fields,
});

/** The business's staff: a cart change naming an `employeeId` shows that member on the line. */
/** Two bottles of argan oil at 1,500: the cart line most checkout tests pay for. */
export const twoArganOils = entry('e1', {
  kind: 'product',
  productId: 'p1',
  name: 'Argan oil',
  quantity: 2,
  unitPrice: 1500,
  total: 3000,
});

export const stylists = [
  { _id: 's1', fullName: 'Wanjiru Kamau' },
  { _id: 's2', fullName: 'Baraka Otieno' },
];

export const cartOf = (entries: CartEntry[], fields: Partial<Cart> = {}): Cart => {
  const subtotal = entries.reduce((sum, item) => sum + item.total, 0);
  const amounts: OrderAmounts = { ...sameAmounts(0), ...fields };
  return {
    _id: 'cart1',
    businessId: 'b1',
    client: zawadi,
    payOnlyDeposit: false,
    tips: [],
    tipTotal: 0,
    currency: 'KES',
    updatedAt: '2026-05-01T08:00:00.000Z',
    ...fields,
    entries,
    subtotal,
    ...mapAmounts(amounts, (amount) => amount),
    total: orderTotals([subtotal], amounts).total,
  };
};

export const orderOf = (cart: Cart, payments: Order['payments'] = []): Order => ({
  _id: 'o1',
  businessId: 'b1',
  orderNo: 1,
  client: cart.client!,
  user: null,
  lines: cart.entries.map((line) => ({
    ...line,
    refundedQuantity: 0,
    taxBand: null,
    taxRate: 0,
    taxable: 0,
    tax: 0,
  })),
  subtotal: cart.subtotal,
  ...mapAmounts(cart, (amount) => amount),
  cost: cart.total,
  currency: 'KES',
  status: 'pending',
  paymentStatus: 'unpaid',
  payment: { currency: 'KES', amount: 0 },
  refundedAmount: 0,
  tips: cart.tips,
  tipTotal: cart.tipTotal,
  balanceDue: cart.total + cart.tipTotal,
  payments,
  refunds: [],
  appointmentIds: [],
  notes: null,
  ...NO_TAX,
  read: false,
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
});

/** The tips a cart keeps, named as the server names them: after the line staff, else the stylists. */
const tipsOf = (tips: TipInput[], entries: CartEntry[]): Pick<Cart, 'tips' | 'tipTotal'> => {
  const staff = [
    ...entries.flatMap((line) => line.staff),
    ...stylists.map(({ _id, fullName }) => ({ employeeId: _id, fullName })),
  ];
  const named: OrderTip[] = tips.map((tip) => ({
    ...tip,
    fullName: staff.find((member) => member.employeeId === tip.employeeId)?.fullName ?? null,
  }));
  const tipMinor = named.reduce((sum, tip) => sum + Math.round(tip.amount * 100), 0);
  return { tips: named, tipTotal: tipMinor / 100 };
};

/**
 * A cart the fake server keeps: the client and entry calls change it and reply with all of it,
 * as the server does (an added entry is named after the id it sells; `tips` replace the cart's).
 */
export const fakeCart = (
  start: Cart,
  staffList: { _id: string; fullName: string }[] = stylists,
): { replies: Replies; current: () => Cart } => {
  let cart = start;
  let added = 0;
  const body = (request: ReceivedRequest) => request.body as Record<string, unknown>;
  const entryId = (request: ReceivedRequest) => request.path.split('/').at(-1)!;
  const current = () => cart;
  const replies: Replies = {
    cartGet: () => cart,
    cartEmpty: () => (cart = cartOf([], { client: null })),
    cartUpdate: (request) => {
      const { clientId, discount, tips } = body(request);
      cart = cartOf(cart.entries, {
        client: clientId === undefined ? cart.client : clientId === 'c1' ? zawadi : null,
        discount: typeof discount === 'number' ? discount : cart.discount,
        ...(Array.isArray(tips)
          ? tipsOf(tips as TipInput[], cart.entries)
          : { tips: cart.tips, tipTotal: cart.tipTotal }),
      });
      return cart;
    },
    cartEntryAdd: (request) => {
      const item = body(request) as unknown as SoldItem;
      const name = String(
        item.voucherId ??
          item.membershipId ??
          item.productId ??
          item.serviceId ??
          item.servicePackageId,
      );
      cart = cartOf([...cart.entries, entry(`e${++added}`, { ...item, name })], cart);
      return cart;
    },
    cartEntryUpdate: (request) => {
      const { employeeId, staff, ...change } = body(request) as Partial<CartEntry> & {
        employeeId?: string | null;
        staff?: StaffShareInput[];
      };
      const named = (id: string) => staffList.find((member) => member._id === id) ?? null;
      // `staff` as the server keeps it: each named, the lead also the line's `employee`.
      const shared = (given: StaffShareInput[]) => {
        const shares = equalShares(given.length);
        const lineStaff = given.map((member, index) => ({
          employeeId: member.employeeId,
          share: member.share ?? shares[index]!,
          fullName: named(member.employeeId)?.fullName ?? null,
        }));
        return { staff: lineStaff, employee: given[0] ? named(given[0].employeeId) : null };
      };
      cart = cartOf(
        cart.entries.map((line) => {
          if (line._id !== entryId(request)) return line;
          const lineStaff =
            staff !== undefined
              ? shared(staff)
              : employeeId === undefined
                ? {}
                : shared(employeeId === null ? [] : [{ employeeId, share: 1 }]);
          const next = { ...line, ...change, ...lineStaff };
          return { ...next, total: next.quantity * next.unitPrice - next.discount };
        }),
        cart,
      );
      return cart;
    },
    cartEntryRemove: (request) =>
      (cart = cartOf(
        cart.entries.filter((line) => line._id !== entryId(request)),
        cart,
      )),
  };
  return { replies, current };
};

/** Where the app is: the order page is another area's, so the test only sees its path. */
const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

/** The app (dashboard, /checkout, a stand-in order page) over the fake server, at `path`. */
export const renderCheckout = (role: Role, replies: Replies, path = '/') => {
  const server = fakeServer({
    currentUser: () => userWith([role]),
    appointmentList: () => ({ ...page([]), uniqueClientsCount: 0 }),
    'employee.list': () => page([]),
    'client.list': () => page([zawadi]),
    ...replies,
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(dataProvider)}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        dashboard={Dashboard}
        notification={RecordingToast}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/order/:id" element={<Where />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return server;
};

/** Signed in to business b1, toasts recorded, fetch restored after each test. */
export const setUpCheckoutTests = () => {
  beforeEach(() => {
    localStorage.setItem('saluni.currentBusinessId', 'b1');
    toasts.length = 0;
  });
  // The app goes before the fake server: a timer of its own (a settled choice's count) must not
  // reach the real fetch in the gap between this hook and the shared cleanup.
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
};

export { toasts };
