import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Order } from '../../../registry/orders';
import { giftCard, order, payment, renderOrders } from '../support/orders';

const SLOW = { timeout: 10_000 };

const openOrder = (shown: () => Order, extra: Parameters<typeof renderOrders>[1] = {}) =>
  renderOrders(`/order/${shown()._id}`, { orderGet: () => shown(), ...extra });
const openDialog = async (action: string) => {
  await screen.findByRole('heading', { level: 1 }, SLOW);
  fireEvent.click(screen.getByRole('button', { name: action }));
  return screen.findByRole('dialog');
};
const methodOptions = async (dialog: HTMLElement, label: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  return options.map((option) => option.textContent);
};

const voucherPayment = payment('p2', {
  method: 'voucher',
  amount: 1500,
  tendered: null,
  change: null,
  reference: 'JKLM',
});
const paidByVoucher = () =>
  order('o1', {
    payments: [payment('p1', { amount: 500, tendered: null, change: null }), voucherPayment],
  });

// The app goes before the fake server, so no timer of its own reaches the real fetch.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an order and gift vouchers', () => {
  test('the payments list names a voucher payment with the end of its code', async () => {
    openOrder(paidByVoucher);
    expect(await screen.findByText('Gift voucher ···JKLM', {}, SLOW)).toBeTruthy();
  });

  test('Pay Balance takes a gift voucher: the code is checked, the balance due proposed, the code sent', async () => {
    const server = openOrder(
      () =>
        order('o1', {
          paymentStatus: 'unpaid',
          payment: { currency: 'KES', amount: 0 },
          balanceDue: 2000,
          payments: [],
        }),
      {
        clientVoucherValidate: () => ({ valid: true, clientVoucher: giftCard() }),
        orderRetryPayment: () => order('o1'),
      },
    );
    const dialog = await openDialog('Pay Balance');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Payment method' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Gift voucher' }),
    );
    const pay = within(dialog).getByRole('button', { name: 'Pay' }) as HTMLButtonElement;
    expect(within(dialog).getByText('Enter the voucher code')).toBeTruthy();
    expect(pay.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Voucher code' }), {
      target: { value: 'ABCD-EFGH-JKLM' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText('Spa Gift Card · Balance KES 5,000.00')).toBeTruthy();
    expect(
      (within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value,
    ).toBe('2000');
    fireEvent.click(pay);
    await waitFor(() =>
      expect(
        server.received('PUT', '/v1/order/o1/retry-payment').map((request) => request.body),
      ).toEqual([
        {
          payment: { method: 'voucher', amount: 2000, code: 'ABCD-EFGH-JKLM' },
          businessId: 'b1',
        },
      ]),
    );
    expect(server.received('POST', '/v1/voucher/client/validate')[0]!.body).toEqual({
      code: 'ABCD-EFGH-JKLM',
      businessId: 'b1',
    });
  });

  test('a refund of an order a voucher paid offers the voucher and goes back to it by default', async () => {
    const server = openOrder(paidByVoucher, { orderRefund: () => paidByVoucher() });
    const dialog = await openDialog('Refund');
    expect(within(dialog).getByRole('combobox', { name: 'Refund method' }).textContent).toBe(
      'Gift voucher',
    );
    expect(await methodOptions(dialog, 'Refund method')).toContain('Gift voucher');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.change(within(dialog).getByLabelText('Amount to refund'), {
      target: { value: '1000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(server.received('POST', '/v1/order/o1/refund')).toHaveLength(1));
    expect(server.received('POST', '/v1/order/o1/refund')[0]!.body).toEqual({
      amount: 1000,
      method: 'voucher',
      businessId: 'b1',
    });
  });

  test('a refund of an order no voucher paid does not offer the voucher', async () => {
    openOrder(() => order('o1'));
    const dialog = await openDialog('Refund');
    expect(within(dialog).getByRole('combobox', { name: 'Refund method' }).textContent).toBe(
      'Cash',
    );
    expect(await methodOptions(dialog, 'Refund method')).toEqual(['Cash', 'Card', 'M-Pesa']);
  });
});
