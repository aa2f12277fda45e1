import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { business, ownerOf } from '../support/fakeServer';
import {
  cartOf,
  entry,
  fakeCart,
  orderOf,
  renderCheckout,
  salon,
  setUpCheckoutTests,
} from '../support/checkout';
import type { Cart } from '../../../registry/orders';

setUpCheckoutTests();

const sydney = {
  ...business('b1', 'Salon Sydney'),
  country: 'AU',
  currency: 'AUD',
  timezone: 'Australia/Sydney',
} as const;

const colour = (price: number) =>
  entry('e1', {
    kind: 'service',
    serviceId: 'colour',
    name: 'Bridal colour',
    unitPrice: price,
    total: price,
    appointmentId: null,
  });

const openCheckout = (owner: Parameters<typeof renderCheckout>[0], start: Cart, replies = {}) => {
  const cart = fakeCart(start);
  const server = renderCheckout(
    owner,
    { orderCreate: () => orderOf(cart.current()), ...cart.replies, ...replies },
    '/checkout',
  );
  return server;
};

const payButton = () => screen.findByRole('button', { name: /^Pay / }, { timeout: 10_000 });
const toggle = () => screen.getByRole('button', { name: 'Invoice to a business or a person' });
const orderBodies = (server: ReturnType<typeof openCheckout>) =>
  server.received('POST', '/v1/order').map((request) => request.body);

describe("the checkout's buyer", () => {
  test('Kenya: the totals say prices include tax; the buyer is folded away, and once given goes as `buyer`', async () => {
    const server = openCheckout(ownerOf(salon), cartOf([colour(3000)]));
    await payButton();
    expect(screen.getByText('Prices include tax')).toBeTruthy();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'KRA PIN' })).toBeNull();
    fireEvent.click(toggle());
    fireEvent.change(screen.getByRole('textbox', { name: 'Name on the invoice' }), {
      target: { value: ' Baraka Events Ltd ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'KRA PIN' }), {
      target: { value: 'P051234567X' },
    });
    fireEvent.click(await payButton());
    await waitFor(() => expect(orderBodies(server)).toHaveLength(1));
    expect(orderBodies(server)[0]).toEqual({
      businessId: 'b1',
      payments: [{ method: 'cash', amount: 3000 }],
      buyer: { name: 'Baraka Events Ltd', taxId: 'P051234567X' },
    });
  });

  test('Australia under A$1,000: optional, and no `buyer` is sent when none is given', async () => {
    const server = openCheckout(ownerOf(sydney), cartOf([colour(999.99)], { currency: 'AUD' }));
    fireEvent.click(await payButton());
    await waitFor(() => expect(orderBodies(server)).toHaveLength(1));
    expect(orderBodies(server)[0]).toEqual({
      businessId: 'b1',
      payments: [{ method: 'cash', amount: 999.99 }],
    });
  });

  test('Australia from A$1,000: the fields show, say why, and a name or ABN is required before paying', async () => {
    const server = openCheckout(ownerOf(sydney), cartOf([colour(1200)], { currency: 'AUD' }));
    await payButton();
    expect(
      screen.getByText(
        'A tax invoice of A$1,000 or more names the buyer: enter the name or the ABN.',
      ),
    ).toBeTruthy();
    const abn = screen.getByRole('textbox', { name: 'ABN' });
    fireEvent.click(await payButton());
    expect(await screen.findAllByText('Enter the name or the ABN')).toHaveLength(2);
    expect(orderBodies(server)).toHaveLength(0);
    fireEvent.change(abn, { target: { value: '51 824 753 556' } });
    fireEvent.click(await payButton());
    await waitFor(() => expect(orderBodies(server)).toHaveLength(1));
    expect(orderBodies(server)[0]).toMatchObject({
      buyer: { name: null, taxId: '51 824 753 556' },
    });
  });

  test("the server's refusal of the buyer shows on its field", async () => {
    const server = openCheckout(ownerOf(sydney), cartOf([colour(1200)], { currency: 'AUD' }), {
      orderCreate: () =>
        Response.json(
          {
            error: {
              message: 'The buyer is not valid',
              code: 'VALIDATION',
              fields: { 'buyer.taxId': 'An ABN has 11 digits' },
            },
          },
          { status: 422 },
        ),
    });
    await payButton();
    fireEvent.change(screen.getByRole('textbox', { name: 'ABN' }), { target: { value: '123' } });
    fireEvent.click(await payButton());
    expect(await screen.findByText('An ABN has 11 digits')).toBeTruthy();
    expect(orderBodies(server)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'ABN' }).getAttribute('aria-invalid')).toBe('true');
  });
});
