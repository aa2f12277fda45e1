import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Order } from '../../../registry/orders';
import { order, payment, renderOrders } from '../support/orders';

const SLOW = { timeout: 10_000 };

const mpesa = (
  status: Order['payments'][number]['status'],
  failureReason: Order['payments'][number]['failureReason'] = null,
) => payment('p9', { method: 'm-pesa', status, failureReason, tendered: null, change: null });

const owing = (payments: Order['payments']) =>
  order('o1', {
    paymentStatus: 'unpaid',
    payment: { currency: 'KES', amount: 0 },
    balanceDue: 2000,
    payments,
  });

afterEach(() => vi.unstubAllGlobals());

describe('a failed M-Pesa payment', () => {
  test('says why on its row, and Try again opens the payment on M-Pesa with the client’s phone', async () => {
    renderOrders('/order/o1', { orderGet: () => owing([mpesa('failed', 'insufficientFunds')]) });
    const payments =
      (await screen.findByRole('heading', { name: 'Payments' }, SLOW)).closest('section') ??
      document.body;
    expect(
      await within(payments as HTMLElement).findByText("The client's M-Pesa balance is too low"),
    ).toBeTruthy();
    fireEvent.click(within(payments as HTMLElement).getByRole('link', { name: 'Try again' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Payment method' }).textContent).toBe(
      'M-Pesa',
    );
    expect((within(dialog).getByLabelText('M-Pesa phone number') as HTMLInputElement).value).toBe(
      '+254712345678',
    );
  });

  test('that the page was following ends in a toast with its reason and Try again', async () => {
    let shown = owing([mpesa('pending')]);
    setTimeout(() => {
      shown = owing([mpesa('failed', 'wrongPin')]);
    }, 500);
    renderOrders('/order/o1', { orderGet: () => shown });
    // The row's Try again is a link; the toast's is a button inside the alert that says why.
    const tryAgain = await screen.findByRole('button', { name: 'Try again' }, SLOW);
    expect(tryAgain.closest('[role="alert"]')?.textContent).toContain(
      'The client entered a wrong M-Pesa PIN',
    );
    fireEvent.click(tryAgain);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  test('a paid M-Pesa row names no reason and offers nothing', async () => {
    renderOrders('/order/o1', { orderGet: () => order('o1', { payments: [mpesa('paid')] }) });
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
  });
});
