import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Order } from '../../../registry/orders';
import { RECEIPT_LABELS, type Receipt, type ReceiptLabels } from '../../../registry/receipts';
import { order, renderOrders } from '../support/orders';

const SLOW = { timeout: 10_000 };

/** A sale of 2,000 paid, with 300 of tips to two stylists still owing. */
const tipped: Order = order('o1', {
  paymentStatus: 'partially_paid',
  tips: [
    { employeeId: 's1', fullName: 'Wanjiru Kamau', amount: 200 },
    { employeeId: 's2', fullName: null, amount: 100 },
  ],
  tipTotal: 300,
  balanceDue: 300,
});

/** The server's receipt of that sale: its words and figures, its tips apart from the sale. */
const receipt: Receipt = {
  orderId: 'o1',
  orderNo: 1,
  language: 'en',
  country: 'KE',
  currency: 'KES',
  title: 'Tax invoice',
  seller: { name: 'Salon One', legalName: null, address: null, phone: null, taxId: null },
  invoiceNo: 7,
  issuedAt: '2026-11-28 12:30',
  clientName: 'Wanjiru Kamau',
  buyer: null,
  lines: [],
  subtotal: 2000,
  amounts: [],
  total: 2000,
  bands: [],
  tax: 0,
  taxLine: null,
  tips: {
    heading: 'Tips for the staff, not part of the sale:',
    lines: [
      { name: 'Baraka Otieno', amount: 200 },
      { name: 'a former staff member', amount: 100 },
    ],
    totalWithTipsLabel: 'Total with tips',
    totalWithTips: 2300,
  },
  payments: [],
  change: 0,
  depositPaid: 0,
  balanceDue: 300,
  refunds: [],
  creditNotes: [],
  etims: null,
  notices: [],
  labels: Object.fromEntries(RECEIPT_LABELS.map((label) => [label, label])) as ReceiptLabels,
};

afterEach(() => vi.unstubAllGlobals());

const openOrder = async () => {
  renderOrders('/order/o1', { orderGet: () => tipped, orderReceipt: () => receipt });
  await screen.findByRole('heading', { level: 1 }, SLOW);
};

describe("an order's tips", () => {
  test('show apart from the sale lines, out of the total and in the balance due', async () => {
    await openOrder();
    const tips = screen.getByRole('region', { name: 'Tips' });
    const row = (name: string) => within(tips).getByText(name).closest('tr')!.textContent;
    expect(row('Tip — Wanjiru Kamau')).toBe('Tip — Wanjiru KamauKES 200.00');
    expect(row('Tip — Former staff member')).toBe('Tip — Former staff memberKES 100.00');
    expect(
      within(tips).getByText(
        'Tips are not part of the sale and carry no tax; each is paid out in full to the staff member.',
      ),
    ).toBeTruthy();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).queryByText(/^Tip —/)).toBeNull();
    const total = (name: string) => items.querySelector(`[data-total="${name}"]`)?.textContent;
    expect(total('total')).toBe('TotalKES 2,000.00');
    expect(total('tipTotal')).toBe('TipsKES 300.00');
    expect(total('balanceDue')).toBe('Balance DueKES 300.00');

    fireEvent.click(screen.getByRole('button', { name: 'Pay Balance' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Balance due: KES\s300\.00/)).toBeTruthy();
    expect(
      (within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value,
    ).toBe('300');
  });

  test('the receipt lists the tips the server wrote after the sale, with the total with tips', async () => {
    await openOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Print Receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt' });
    await within(dialog).findByText('Tax invoice');
    const row = (name: string) => within(dialog).getByText(name).parentElement!.textContent;
    await within(dialog).findByText('Tips for the staff, not part of the sale:');
    expect(row('Baraka Otieno')).toBe('Baraka OtienoKES 200.00');
    expect(row('a former staff member')).toBe('a former staff memberKES 100.00');
    expect(row('Total with tips')).toBe('Total with tipsKES 2300.00');
  });
});
