import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { SmsBundleOrder } from '../../../registry/messaging';
import { ownerOf } from '../support/fakeServer';
import {
  bundle,
  chooseCategory,
  openContact,
  order,
  renderDashboard,
  sms,
  toasts,
  setUpMessagingTests,
  withBalance,
} from '../support/messaging';

setUpMessagingTests();

/** Contact Client, SMS tab, a category and a message, then Send. */
const sendSms = async () => {
  const dialog = await openContact('SMS');
  await chooseCategory(dialog);
  const panel = within(dialog).getByRole('tabpanel');
  fireEvent.change(within(panel).getByLabelText('Message'), { target: { value: 'Karibu tena!' } });
  fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
  return panel;
};

const noErrorToast = () => expect(toasts.filter((toast) => toast.startsWith('error'))).toEqual([]);

describe('a low SMS balance', () => {
  test('of 10 or less opens Buy An SMS Bundle with the balance toast, sends nothing and shows no error', async () => {
    const server = renderDashboard(() => ownerOf(withBalance(5)), {
      smsBundleList: () => ({ docs: [bundle], limit: 10, page: 1, pages: 1, total: 1 }),
    });
    await sendSms();
    expect(await screen.findByRole('dialog', { name: 'Buy An SMS Bundle' })).toBeTruthy();
    expect(await screen.findByText('You have 5 SMS left.')).toBeTruthy();
    expect(server.received('POST', '/v1/client-sms')).toEqual([]);
    expect(server.received('GET', '/v1/sms-bundle')[0]?.query.get('status')).toBe('active');
    noErrorToast();
  });

  test('answered by the server (402 insufficient SMS left) opens Buy An SMS Bundle instead of an error toast', async () => {
    renderDashboard(() => ownerOf(withBalance(50)), {
      clientSmsSend: () =>
        Response.json(
          { error: { message: 'insufficient SMS left', code: 'INSUFFICIENT_SMS' } },
          { status: 402 },
        ),
      smsBundleList: () => ({ docs: [bundle], limit: 10, page: 1, pages: 1, total: 1 }),
    });
    await sendSms();
    expect(await screen.findByRole('dialog', { name: 'Buy An SMS Bundle' })).toBeTruthy();
    expect(await screen.findByText('You have 50 SMS left.')).toBeTruthy();
    noErrorToast();
  });
});

describe('buying a bundle', () => {
  test('bundle, order, payment dialog, push, polling until paid; the balance shows the credit and the SMS goes', async () => {
    let balance = 5;
    const orderReplies: SmsBundleOrder['status'][] = ['pending', 'paid'];
    const server = renderDashboard(() => ownerOf(withBalance(balance)), {
      smsBundleList: () => ({ docs: [bundle], limit: 10, page: 1, pages: 1, total: 1 }),
      smsBundleOrderCreate: () => order('pending'),
      mpesaPay: () => ({
        _id: 'p1',
        transactionRef: 'order-1',
        amount: 500,
        status: 'pending',
        customerMessage: 'Success. Request accepted for processing',
      }),
      smsBundleOrderGet: () => {
        const status = orderReplies.shift() ?? 'paid';
        if (status === 'paid') balance = 1005;
        return order(status);
      },
      clientSmsSend: () => [sms()],
    });
    const panel = await sendSms();
    const buy = await screen.findByRole('dialog', { name: 'Buy An SMS Bundle' });
    const starter = await within(buy).findByRole('radio', { name: /^Starter: 1000 SMS for KES/ });
    fireEvent.click(within(buy).getByRole('button', { name: 'Continue' }));
    expect(await within(buy).findByText('Bundle field is required')).toBeTruthy();
    fireEvent.click(starter);
    fireEvent.click(within(buy).getByRole('button', { name: 'Continue' }));

    const payment = await screen.findByRole('dialog', { name: 'Select payment method' });
    expect(server.received('POST', '/v1/sms-bundle-order').map((request) => request.body)).toEqual([
      { businessId: 'b1', smsBundleId: 'sb1', paymentMethod: 'm-pesa' },
    ]);
    expect(within(payment).getByText('Paying for Starter at KES 500')).toBeTruthy();
    const phone = within(payment).getByRole('textbox', { name: 'Mpesa' });
    expect(phone.getAttribute('placeholder')).toBe('Enter phone number');
    expect((phone as HTMLInputElement).value).toBe('');
    expect(within(payment).getByRole('separator').textContent).toBe('Or');
    expect(within(payment).getByRole('button', { name: 'Card' })).toBeTruthy();
    fireEvent.click(within(payment).getByRole('button', { name: 'Send push STK' }));
    expect(await within(payment).findByText('Phone field is required')).toBeTruthy();
    expect(server.received('POST', '/mpesa/pay')).toEqual([]);

    fireEvent.change(phone, { target: { value: '0712345678' } });
    fireEvent.click(within(payment).getByRole('button', { name: 'Send push STK' }));
    expect(
      await within(payment).findByText(
        'Confirm the payment on your phone: enter your M-Pesa PIN when asked.',
      ),
    ).toBeTruthy();
    const [push] = server.received('POST', '/mpesa/pay');
    expect(push?.body).toEqual({
      phone_number: '0712345678',
      amount: 500,
      transactionRef: 'order-1',
    });
    expect([...(push?.query.keys() ?? [])]).toEqual([]);
    expect(toasts).toEqual([
      'warning: You have 5 SMS left.',
      'success: Processing Payment',
      'success: Payment request sent to your phone',
    ]);

    // The second look at the order (2 s later) finds it paid, and the business is fetched again.
    expect(
      await within(payment).findByText(
        'Paid. 1000 SMS were added to your balance.',
        {},
        { timeout: 6000 },
      ),
    ).toBeTruthy();
    expect(await within(panel).findByText('SMS left: 1005')).toBeTruthy();
    fireEvent.click(within(payment).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('SMS(s) will be sent shortly.')).toBeTruthy();
    expect(server.received('POST', '/v1/client-sms')).toHaveLength(1);
    noErrorToast();
  });

  test('a payment that fails says why and tries again with a new order', async () => {
    let orders = 0;
    const server = renderDashboard(() => ownerOf(withBalance(3)), {
      smsBundleList: () => ({ docs: [bundle], limit: 10, page: 1, pages: 1, total: 1 }),
      smsBundleOrderCreate: () => ({ ...order('pending'), _id: `order-${++orders}` }),
      mpesaPay: () => ({
        _id: 'p1',
        transactionRef: 'order-1',
        amount: 500,
        status: 'pending',
        customerMessage: 'Accepted',
      }),
      smsBundleOrderGet: () => order('cancelled', 'Request cancelled by user'),
    });
    await sendSms();
    const buy = await screen.findByRole('dialog', { name: 'Buy An SMS Bundle' });
    fireEvent.click(await within(buy).findByRole('radio', { name: /^Starter/ }));
    fireEvent.click(within(buy).getByRole('button', { name: 'Continue' }));
    const payment = await screen.findByRole('dialog', { name: 'Select payment method' });
    fireEvent.change(within(payment).getByRole('textbox', { name: 'Mpesa' }), {
      target: { value: '0712345678' },
    });
    fireEvent.click(within(payment).getByRole('button', { name: 'Send push STK' }));
    expect(
      await within(payment).findByText('The payment did not go through: Request cancelled by user'),
    ).toBeTruthy();
    fireEvent.click(within(payment).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.received('POST', '/v1/sms-bundle-order')).toHaveLength(2));
    const again = await screen.findByRole('textbox', { name: 'Mpesa' });
    expect((again as HTMLInputElement).value).toBe('');
  });
});
