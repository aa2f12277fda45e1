import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Order } from '../../../registry/orders';
import { ownerOf, page, staffOf } from '../support/fakeServer';
import {
  cartOf,
  entry,
  fakeCart,
  orderOf,
  renderCheckout,
  salon,
  setUpCheckoutTests,
  twoArganOils,
  toasts,
} from '../support/checkout';

setUpCheckoutTests();

const braids = entry('e2', {
  kind: 'service',
  serviceId: 'braids',
  name: 'Braids',
  unitPrice: 2000,
  total: 2000,
  appointmentId: null,
});
const linked = entry('e3', {
  kind: 'service',
  serviceId: 'gel',
  name: 'Gel Manicure',
  unitPrice: 1800,
  total: 1800,
  appointmentId: 'a1',
  appointmentDate: '2026-12-14',
  appointmentTime: '10:00',
});

const upcoming = {
  _id: 'a7',
  clientId: 'c1',
  employeeId: 'e1',
  serviceIds: ['braids'],
  location: null,
  consultationFormId: null,
  notes: null,
  startDate: '2026-12-15T07:00:00.000Z',
  endDate: '2026-12-15T08:00:00.000Z',
  durationInMinutes: 60,
  status: 'booked',
  cancelledBy: null,
  seriesId: null,
};

const openCheckoutPage = (role = ownerOf(salon), start = cartOf([twoArganOils]), replies = {}) => {
  const cart = fakeCart(start);
  const server = renderCheckout(
    role,
    {
      ...cart.replies,
      appointmentList: () => ({ ...page([upcoming]), uniqueClientsCount: 1 }),
      ...replies,
    },
    '/checkout',
  );
  return { server, cart };
};

const payButton = () => screen.findByRole('button', { name: /^Pay / });
const where = () => screen.findByTestId('where');

describe('/checkout', () => {
  test('shows the lines, changes a quantity, links an appointment and shows a linked one', async () => {
    const { server } = openCheckoutPage(ownerOf(salon), cartOf([twoArganOils, braids, linked]));
    const line = await screen.findByRole('listitem', { name: 'Argan oil' });
    expect(within(line).getByText('Unit price: KES 1,500.00')).toBeTruthy();
    expect(within(line).getByText('KES 3,000.00')).toBeTruthy();
    // Subtotal and total, no discount.
    expect(screen.getAllByText('KES 6,800.00', { selector: 'dd' })).toHaveLength(2);
    expect(screen.getByText('zawadi@example.com')).toBeTruthy();
    const quantity = within(line).getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.blur(quantity);
    await waitFor(() =>
      expect(server.received('PUT', '/v1/cart/entry/e1').map((request) => request.body)).toEqual([
        { businessId: 'b1', quantity: 3 },
      ]),
    );
    expect(await within(line).findByText('KES 4,500.00')).toBeTruthy();

    expect(
      within(screen.getByRole('listitem', { name: 'Gel Manicure' })).getByText(
        'Appointment: 14/12/2026 at 10:00',
      ),
    ).toBeTruthy();
    const service = screen.getByRole('listitem', { name: 'Braids' });
    expect(within(service).getByRole('button', { name: 'Book appointment' })).toBeTruthy();
    fireEvent.mouseDown(
      await within(service).findByRole('combobox', { name: 'Link an appointment' }),
    );
    fireEvent.click(within(await screen.findByRole('listbox')).getAllByRole('option')[0]!);
    await waitFor(() =>
      expect(server.received('PUT', '/v1/cart/entry/e2').map((request) => request.body)).toEqual([
        { businessId: 'b1', appointmentId: 'a7' },
      ]),
    );
    expect(server.received('GET', '/v1/appointment')[0]?.query.get('clientId')).toBe('c1');
    expect(await within(service).findByRole('button', { name: 'Unlink' })).toBeTruthy();

    fireEvent.click(within(line).getByRole('button', { name: 'Remove Argan oil' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Argan oil' })).toBeNull());
  });

  test('discounts show to users who may give them, and go to the server', async () => {
    const { server } = openCheckoutPage();
    const line = await screen.findByRole('listitem', { name: 'Argan oil' });
    const discount = within(line).getByRole('spinbutton', { name: 'Discount' });
    fireEvent.change(discount, { target: { value: '500' } });
    fireEvent.keyDown(discount, { key: 'Enter' });
    await waitFor(() =>
      expect(server.received('PUT', '/v1/cart/entry/e1').map((request) => request.body)).toEqual([
        { businessId: 'b1', discount: 500 },
      ]),
    );
    const onTotal = screen.getByRole('spinbutton', { name: 'Discount on the total' });
    fireEvent.change(onTotal, { target: { value: '100' } });
    fireEvent.blur(onTotal);
    await waitFor(() =>
      expect(server.received('PUT', '/v1/cart').map((request) => request.body)).toEqual([
        { businessId: 'b1', discount: 100 },
      ]),
    );
    expect(await screen.findByText('KES 2,400.00', { selector: 'dd' })).toBeTruthy();
  });

  test('hides the discounts from staff without the Discounts permission', async () => {
    openCheckoutPage(
      staffOf(salon, { 'sales.Checkout': ['read', 'create', 'update', 'delete'] }),
      cartOf([twoArganOils], { discount: 0 }),
    );
    await screen.findByRole('listitem', { name: 'Argan oil' });
    expect(screen.queryByRole('spinbutton', { name: 'Discount' })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Discount on the total' })).toBeNull();
    expect(screen.getByText('KES 0.00', { selector: 'dd' })).toBeTruthy();
  });

  test('an empty cart explains itself and offers the Checkout dialog without emptying anything', async () => {
    const { server } = openCheckoutPage(ownerOf(salon), cartOf([], { client: null }), {
      productList: () => page([]),
      'service-category.list': () => page([]),
      'membership.list': () => page([]),
      'voucher.list': () => page([]),
      'service-package.list': () => page([]),
    });
    expect(
      await screen.findByText(
        'The cart is empty. Open Checkout to choose the client and what they are buying.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('dialog', { name: 'Checkout' })).toBeTruthy();
    expect(server.received('DELETE', '/v1/cart')).toEqual([]);
  });
});

describe('paying', () => {
  test('cash: the change due shows, Pay creates the order with Order Created! and opens its page', async () => {
    const { server, cart } = openCheckoutPage(ownerOf(salon), cartOf([twoArganOils]), {
      orderCreate: () => orderOf(cart.current()),
    });
    await payButton();
    const cash = screen.getByRole('group', { name: 'Cash' });
    expect((within(cash).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(
      '3000',
    );
    fireEvent.change(within(cash).getByRole('textbox', { name: 'Amount tendered' }), {
      target: { value: '5000' },
    });
    expect(within(cash).getByText('Change due: KES 2,000.00')).toBeTruthy();
    expect(screen.getByText('Balance left: KES 0.00')).toBeTruthy();
    fireEvent.click(await payButton());
    expect((await where()).textContent).toBe('/order/o1');
    expect(server.received('POST', '/v1/order').map((request) => request.body)).toEqual([
      { businessId: 'b1', payments: [{ method: 'cash', amount: 3000, tendered: 5000 }] },
    ]);
    expect(toasts).toContain('success: Order Created!');
  });

  test('split: a second row takes the balance left; more than the total is refused before any call', async () => {
    const { server, cart } = openCheckoutPage(ownerOf(salon), cartOf([twoArganOils]), {
      orderCreate: () => orderOf(cart.current()),
    });
    await payButton();
    const amount = within(screen.getByRole('group', { name: 'Cash' })).getByRole('textbox', {
      name: 'Amount',
    });
    fireEvent.change(amount, { target: { value: '4000' } });
    expect(screen.getByText('Balance left: -KES 1,000.00')).toBeTruthy();
    fireEvent.click(await payButton());
    expect(await screen.findByText('The payments add up to more than the total.')).toBeTruthy();
    expect(server.received('POST', '/v1/order')).toEqual([]);

    fireEvent.change(amount, { target: { value: '1000.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add payment' }));
    const card = screen.getByRole('group', { name: 'Card' });
    expect((within(card).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(
      '1999.5',
    );
    fireEvent.change(within(card).getByRole('textbox', { name: 'Reference (optional)' }), {
      target: { value: 'SLIP-9' },
    });
    expect(screen.getByText('Balance left: KES 0.00')).toBeTruthy();
    fireEvent.click(await payButton());
    expect((await where()).textContent).toBe('/order/o1');
    expect(server.received('POST', '/v1/order').map((request) => request.body)).toEqual([
      {
        businessId: 'b1',
        payments: [
          { method: 'cash', amount: 1000.5 },
          { method: 'card', amount: 1999.5, reference: 'SLIP-9' },
        ],
      },
    ]);
  });

  test('M-Pesa: phone required, then the order, the push to the phone, polling until paid, then the order page', async () => {
    const mpesa = (status: Order['payments'][number]['status']): Order['payments'] => [
      {
        _id: 'pay1',
        method: 'm-pesa',
        amount: 3000,
        status,
        tendered: null,
        change: null,
        reference: null,
        failureReason: null,
        createdAt: '2026-05-01T08:00:00.000Z',
      },
    ];
    const replies: Order['payments'][number]['status'][] = ['pending', 'paid'];
    const { server, cart } = openCheckoutPage(ownerOf(salon), cartOf([twoArganOils]), {
      orderCreate: () => orderOf(cart.current(), mpesa('pending')),
      mpesaPay: () => ({
        _id: 'p1',
        transactionRef: 'o1',
        amount: 3000,
        status: 'pending',
        customerMessage: 'Success. Request accepted for processing',
      }),
      orderGet: () => orderOf(cartOf([twoArganOils]), mpesa(replies.shift() ?? 'paid')),
    });
    await payButton();
    fireEvent.mouseDown(
      within(screen.getByRole('group', { name: 'Cash' })).getByRole('combobox', { name: 'Method' }),
    );
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'M-Pesa' }),
    );
    const row = screen.getByRole('group', { name: 'M-Pesa' });
    const phone = within(row).getByRole('textbox', { name: 'Mpesa' });
    expect(phone.getAttribute('placeholder')).toBe('Enter phone number');
    fireEvent.click(await payButton());
    expect(await within(row).findByText('Phone field is required')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '12345' } });
    expect(await within(row).findByText('Phone number must be valid')).toBeTruthy();
    expect(server.received('POST', '/v1/order')).toEqual([]);
    fireEvent.change(phone, { target: { value: '0712345678' } });
    fireEvent.click(await payButton());

    expect(
      await screen.findByText(
        'Waiting for the client to confirm the M-Pesa payment on their phone',
        { selector: 'p' },
      ),
    ).toBeTruthy();
    expect(server.received('POST', '/v1/order').map((request) => request.body)).toEqual([
      { businessId: 'b1', payments: [{ method: 'm-pesa', amount: 3000, phone: '0712345678' }] },
    ]);
    expect(server.received('POST', '/mpesa/pay').map((request) => request.body)).toEqual([
      { phone_number: '0712345678', amount: 3000, transactionRef: 'o1' },
    ]);
    expect(toasts.slice(0, 3)).toEqual([
      'success: Order Created!',
      'success: Processing Payment',
      "success: Payment request sent to the client's phone 0712345678",
    ]);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/order/o1'), {
      timeout: 8000,
    });
    expect(server.received('GET', '/v1/order/o1')).toHaveLength(2);
  });
});
