import { renderOverFakeServer } from './screenOverFakeServer';
import type { ClientVoucher } from '../../../registry/offerings/holdings';
import { sameAmounts } from '../../../registry/orderAmounts';
import { Route, useLocation } from 'react-router-dom';
import type { Order, OrderLine, OrderPayment } from '../../../registry/orders';
import type { Role } from '../../../src/business/types';
import { ClientShow } from '../../../src/clients/ClientShow';
import { OrderPage } from '../../../src/orders/OrderPage';
import { InventoryHub } from '../../../src/inventory/InventoryHub';
import { business, ownerOf, type Replies } from './fakeServer';

/** Documents and the app's order screens over the fake server, for tests/web/orders*.test.tsx and salesLedger*.test.tsx. */
export const salon = business('b1', 'Salon One');

/** An order with no tax and no invoice: a business that is not registered. */
export const NO_TAX = {
  tax: 0,
  taxBands: [],
  buyerName: null,
  buyerTaxId: null,
  invoices: [],
} satisfies Partial<Order>;

export const line = (id: string, extra: Partial<OrderLine> = {}): OrderLine => ({
  _id: id,
  kind: 'product',
  productId: 'oil',
  name: 'Argan Oil',
  quantity: 2,
  unitPrice: 900,
  discount: 0,
  total: 1800,
  refundedQuantity: 0,
  warehouseId: 'general',
  employee: null,
  staff: [],
  taxBand: null,
  taxRate: 0,
  taxable: 0,
  tax: 0,
  ...extra,
});

export const payment = (id: string, extra: Partial<OrderPayment> = {}): OrderPayment => ({
  _id: id,
  method: 'cash',
  amount: 2000,
  status: 'paid',
  tendered: 2500,
  change: 500,
  reference: null,
  failureReason: null,
  createdAt: '2026-11-20T08:05:00.000Z',
  ...extra,
});

/** A client's gift voucher of 5,000 with `balance` left (the code ends JKLM). */
export const giftCard = (balance = 5000): ClientVoucher => ({
  _id: 'cv1',
  voucherId: 'v1',
  voucherName: 'Spa Gift Card',
  clientId: 'c9',
  code: 'ABCD-EFGH-JKLM',
  value: 5000,
  spent: 5000 - balance,
  balance,
  maxUses: 5,
  uses: 0,
  soldOn: '2026-11-01',
  expiresOn: null,
  status: 'active',
  createdAt: '2026-11-01T08:00:00.000Z',
});

export const order = (id: string, extra: Partial<Order> = {}): Order => ({
  _id: id,
  businessId: 'b1',
  orderNo: Number(id.replace(/\D/g, '')) || 1,
  client: {
    _id: 'c1',
    fullName: 'Wanjiru Kamau',
    email: 'wanjiru@example.com',
    phone: '+254712345678',
  },
  user: { _id: 'u1', displayName: 'Amina Otieno' },
  lines: [
    line('l1'),
    line('l2', {
      kind: 'service',
      productId: undefined,
      serviceId: 's1',
      name: 'Haircut',
      quantity: 1,
      unitPrice: 300,
      discount: 100,
      total: 200,
      appointmentId: 'visit-1',
      appointmentDate: '2026-11-20',
      appointmentTime: '10:30',
      warehouseId: null,
    }),
  ],
  subtotal: 2000,
  ...sameAmounts(0),
  cost: 2000,
  currency: 'KES',
  status: 'pending',
  paymentStatus: 'paid',
  payment: { currency: 'KES', amount: 2000 },
  refundedAmount: 0,
  tips: [],
  tipTotal: 0,
  balanceDue: 0,
  payments: [payment('p1')],
  refunds: [],
  stockEntries: [
    {
      _id: 'se1',
      transactionType: 'OUT',
      referenceType: 'Sale',
      quantity: 2,
      itemCode: { _id: 'oil', title: 'Argan Oil' },
      variant: { _id: 'oil-1', sku: 'ARG-1' },
      warehouse: { _id: 'general', name: 'General' },
      createdAt: '2026-11-20T08:05:00.000Z',
    },
  ],
  appointmentIds: ['visit-1'],
  notes: null,
  ...NO_TAX,
  read: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:05:00.000Z',
  ...extra,
});

/** Where the app is, so a test sees a navigation. */
const Location = () => {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
};

/** The app's inventory hub, order page and client page at `path` for a user holding `role`, over the fake server. */
export const renderOrders = (path: string, replies: Replies, role: Role = ownerOf(salon)) =>
  renderOverFakeServer({
    path,
    replies,
    role,
    routes: (
      <>
        <Route path="/products" element={<InventoryHub />} />
        <Route path="/order/:id" element={<OrderPage />} />
        <Route path="/client/:id/show" element={<ClientShow />} />
      </>
    ),
    besideAdmin: <Location />,
  });
