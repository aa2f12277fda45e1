import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Order } from '../../../registry/orders';
import { line, order, payment, renderOrders } from '../support/orders';

const SLOW = { timeout: 10_000 };

const openOrder = (shown: () => Order, extra: Parameters<typeof renderOrders>[1] = {}) =>
  renderOrders(`/order/${shown()._id}`, { orderGet: () => shown(), ...extra });
const openDialog = async (action: string) => {
  await screen.findByRole('heading', { level: 1 }, SLOW);
  fireEvent.click(screen.getByRole('button', { name: action }));
  return screen.findByRole('dialog');
};
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const choose = async (dialog: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

const unpaid = (extra: Partial<Order> = {}) =>
  order('o1', {
    paymentStatus: 'unpaid',
    payment: { currency: 'KES', amount: 0 },
    balanceDue: 2000,
    payments: [],
    ...extra,
  });

afterEach(() => vi.unstubAllGlobals());

describe('the refund dialog', () => {
  // 2000 paid, 900 refunded with one of the two oils: 1100 and one oil are left.
  const partlyRefunded = () =>
    order('o1', {
      lines: [line('l1', { refundedQuantity: 1 })],
      paymentStatus: 'partially_refunded',
      refundedAmount: 900,
    });

  test('shows what can still be refunded and refuses more', async () => {
    openOrder(partlyRefunded);
    const dialog = await openDialog('Refund');
    expect(within(dialog).getByText('Returnable: 1')).toBeTruthy();
    expect(within(dialog).getByText(/Up to KES\s1,100\.00 can still be refunded/)).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Refund' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type(dialog, 'Argan Oil', '2');
    expect(within(dialog).getByText('At most 1')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    type(dialog, 'Argan Oil', '1');
    type(dialog, 'Amount to refund', '1100.01');
    expect(within(dialog).getByText(/At most KES\s1,100\.00/)).toBeTruthy();
    expect(submit.disabled).toBe(true);
  });

  test('sends the chosen lines, amount, method and reason and toasts', async () => {
    const server = openOrder(partlyRefunded, { orderRefund: () => partlyRefunded() });
    const dialog = await openDialog('Refund');
    type(dialog, 'Argan Oil', '1');
    type(dialog, 'Amount to refund', '900');
    await choose(dialog, 'Refund method', 'Card');
    type(dialog, 'Reason', 'Faulty bottle');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Order Payment Refund Initialized')).toBeTruthy();
    expect(server.received('POST', '/v1/order/o1/refund').map((request) => request.body)).toEqual([
      {
        lines: [{ lineId: 'l1', quantity: 1 }],
        amount: 900,
        method: 'card',
        reason: 'Faulty bottle',
        businessId: 'b1',
      },
    ]);
  });

  test('a refund of money only sends no lines', async () => {
    const server = openOrder(partlyRefunded, { orderRefund: () => partlyRefunded() });
    const dialog = await openDialog('Refund');
    type(dialog, 'Amount to refund', '100.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(server.received('POST', '/v1/order/o1/refund')).toHaveLength(1));
    expect(server.received('POST', '/v1/order/o1/refund')[0]!.body).toEqual({
      amount: 100.5,
      method: 'cash',
      businessId: 'b1',
    });
  });
});

describe('paying the balance', () => {
  test('cash: the change to give, a tender below the amount refused, then the payment sent with Processing Payment', async () => {
    const server = openOrder(() => unpaid(), { orderRetryPayment: () => order('o1') });
    const dialog = await openDialog('Pay Balance');
    expect(within(dialog).getByText(/Balance due: KES\s2,000\.00/)).toBeTruthy();
    type(dialog, 'Cash tendered', '1500');
    expect(within(dialog).getByText('The cash tendered is less than the amount')).toBeTruthy();
    type(dialog, 'Amount', '2000.01');
    expect(within(dialog).getByText(/Enter an amount up to KES\s2,000\.00/)).toBeTruthy();
    type(dialog, 'Amount', '2000');
    type(dialog, 'Cash tendered', '2500');
    expect(within(dialog).getByText(/Change: KES\s500\.00/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Processing Payment')).toBeTruthy();
    await waitFor(() =>
      expect(
        server.received('PUT', '/v1/order/o1/retry-payment').map((request) => request.body),
      ).toEqual([{ payment: { method: 'cash', amount: 2000, tendered: 2500 }, businessId: 'b1' }]),
    );
  });

  test('M-Pesa: records the payment, pushes to the phone with the order as reference, and follows the order until paid', async () => {
    let shown = unpaid();
    const server = openOrder(() => shown, {
      orderRetryPayment: () => {
        shown = unpaid({
          payments: [
            payment('p9', { method: 'm-pesa', status: 'pending', tendered: null, change: null }),
          ],
        });
        return shown;
      },
      mpesaPay: () => {
        // The callback arrives while the page waits.
        setTimeout(() => {
          shown = order('o1', {
            payments: [
              payment('p9', {
                method: 'm-pesa',
                status: 'paid',
                tendered: null,
                change: null,
                reference: 'QKA1B2',
              }),
            ],
          });
        }, 500);
        return { status: 'pending' };
      },
    });
    const dialog = await openDialog('Pay Balance');
    await choose(dialog, 'Payment method', 'M-Pesa');
    expect((within(dialog).getByLabelText('M-Pesa phone number') as HTMLInputElement).value).toBe(
      '+254712345678',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(
      await within(dialog).findByText('Waiting for the client to confirm the M-Pesa payment…'),
    ).toBeTruthy();
    expect(server.received('PUT', '/v1/order/o1/retry-payment')[0]!.body).toEqual({
      payment: { method: 'm-pesa', amount: 2000, phone: '+254712345678' },
      businessId: 'b1',
    });
    expect(server.received('POST', '/mpesa/pay')[0]!.body).toEqual({
      phone_number: '+254712345678',
      amount: 2000,
      transactionRef: 'o1',
    });
    expect(await within(dialog).findByText('Paid', {}, SLOW)).toBeTruthy();
  });

  test('M-Pesa needs a phone number', async () => {
    openOrder(() =>
      unpaid({ client: { _id: 'c1', fullName: 'Wanjiru Kamau', email: null, phone: null } }),
    );
    const dialog = await openDialog('Pay Balance');
    await choose(dialog, 'Payment method', 'M-Pesa');
    expect(within(dialog).getByText('Phone number is required')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  test('M-Pesa refuses a phone number that is not of the business country’s form, and cents', async () => {
    const server = openOrder(() => unpaid());
    const dialog = await openDialog('Pay Balance');
    await choose(dialog, 'Payment method', 'M-Pesa');
    type(dialog, 'M-Pesa phone number', '0712');
    expect(within(dialog).getByText('Phone number must be valid')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Pay' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type(dialog, 'M-Pesa phone number', '0712 345 678');
    type(dialog, 'Amount', '1999.50');
    expect(within(dialog).getByText('M-Pesa takes whole shillings')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    type(dialog, 'Amount', '1999');
    expect(within(dialog).queryByText('Phone number must be valid')).toBeNull();
    expect(submit.disabled).toBe(false);
    expect(server.received('PUT', '/v1/order/o1/retry-payment')).toHaveLength(0);
  });
});
