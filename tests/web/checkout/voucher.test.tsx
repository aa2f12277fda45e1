import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { giftCard } from '../support/orders';
import { ownerOf } from '../support/fakeServer';
import {
  cartOf,
  fakeCart,
  orderOf,
  renderCheckout,
  salon,
  setUpCheckoutTests,
  twoArganOils,
} from '../support/checkout';

setUpCheckoutTests();

const openCheckout = (validate: () => unknown) => {
  const cart = fakeCart(cartOf([twoArganOils]));
  const server = renderCheckout(
    ownerOf(salon),
    {
      ...cart.replies,
      orderCreate: () => orderOf(cart.current()),
      clientVoucherValidate: validate,
    },
    '/checkout',
  );
  return server;
};

const payButton = () => screen.findByRole('button', { name: /^Pay / });

/** Turns the first row (cash) into a gift voucher row and types a code. */
const chooseVoucher = async (code: string) => {
  await payButton();
  fireEvent.mouseDown(
    within(screen.getByRole('group', { name: 'Cash' })).getByRole('combobox', { name: 'Method' }),
  );
  fireEvent.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: 'Gift voucher' }),
  );
  const row = screen.getByRole('group', { name: 'Gift voucher' });
  const field = within(row).getByRole('textbox', { name: 'Voucher code' });
  fireEvent.change(field, { target: { value: code } });
  return { row, field };
};

describe('paying with a gift voucher', () => {
  test('the code is checked on leaving the field: the balance shows, the row takes it, the rest goes on a card, the code is sent', async () => {
    const server = openCheckout(() => ({ valid: true, clientVoucher: giftCard(2500) }));
    const { row, field } = await chooseVoucher(' ABCD-EFGH-JKLM ');
    fireEvent.blur(field);
    expect(await within(row).findByText('Spa Gift Card · Balance KES 2,500.00')).toBeTruthy();
    // No client is named: a gift voucher pays for whoever holds its code.
    expect(
      server.received('POST', '/v1/voucher/client/validate').map((request) => request.body),
    ).toEqual([{ code: 'ABCD-EFGH-JKLM', businessId: 'b1' }]);
    expect((within(row).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(
      '2500',
    );
    expect(screen.getByText('Balance left: KES 500.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add payment' }));
    const card = screen.getByRole('group', { name: 'Card' });
    expect((within(card).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(
      '500',
    );
    fireEvent.click(await payButton());
    expect((await screen.findByTestId('where')).textContent).toBe('/order/o1');
    expect(server.received('POST', '/v1/order').map((request) => request.body)).toEqual([
      {
        businessId: 'b1',
        payments: [
          { method: 'voucher', amount: 2500, code: 'ABCD-EFGH-JKLM' },
          { method: 'card', amount: 500 },
        ],
      },
    ]);
  });

  test('Check with the keyboard: a voucher worth more than the total pays the total; more than its balance is refused', async () => {
    const server = openCheckout(() => ({ valid: true, clientVoucher: giftCard(4000) }));
    const { row, field } = await chooseVoucher('abcd-efgh-jklm');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await within(row).findByText('Spa Gift Card · Balance KES 4,000.00')).toBeTruthy();
    const amount = within(row).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    expect(amount.value).toBe('3000');
    fireEvent.change(amount, { target: { value: '4000.01' } });
    fireEvent.click(await payButton());
    expect(await within(row).findByText('At most the balance, KES 4,000.00')).toBeTruthy();
    expect(server.received('POST', '/v1/order')).toEqual([]);
  });

  test("a code that cannot pay shows the server's reason, and Pay sends nothing", async () => {
    const server = openCheckout(() => ({
      valid: false,
      reason: 'expired',
      message: 'This voucher has expired',
    }));
    const { row } = await chooseVoucher('ABCD-EFGH-JKLM');
    fireEvent.click(within(row).getByRole('button', { name: 'Check' }));
    expect(await within(row).findByText('This voucher has expired')).toBeTruthy();
    fireEvent.click(await payButton());
    await waitFor(() =>
      expect(server.received('POST', '/v1/voucher/client/validate')).toHaveLength(1),
    );
    expect(server.received('POST', '/v1/order')).toEqual([]);
  });

  test('Pay asks for a code, then for it to be checked', async () => {
    const server = openCheckout(() => ({ valid: true, clientVoucher: giftCard(2500) }));
    const { row, field } = await chooseVoucher('');
    fireEvent.click(await payButton());
    expect(await within(row).findByText('Enter the voucher code')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ABCD-EFGH-JKLM' } });
    expect(await within(row).findByText('Check the code before paying')).toBeTruthy();
    expect(server.received('POST', '/v1/order')).toEqual([]);
  });
});
