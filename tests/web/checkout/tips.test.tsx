import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { LineStaffShare, Order } from '../../../registry/orders';
import { ownerOf, page } from '../support/fakeServer';
import {
  cartOf,
  entry,
  fakeCart,
  orderOf,
  renderCheckout,
  salon,
  setUpCheckoutTests,
  stylists,
  toasts,
  twoArganOils,
} from '../support/checkout';

setUpCheckoutTests();

const [wanjiru, baraka] = stylists as [(typeof stylists)[0], (typeof stylists)[0]];
const share = (employeeId: string, fullName: string, part: number): LineStaffShare => ({
  employeeId,
  fullName,
  share: part,
});

/** Braids by Wanjiru and Baraka together, a treatment by Amina and a trim by Wanjiru again: three line staff. */
const braids = entry('e1', {
  kind: 'service',
  serviceId: 'braids',
  name: 'Braids',
  unitPrice: 4000,
  total: 4000,
  employee: wanjiru,
  staff: [share(wanjiru._id, wanjiru.fullName, 0.5), share(baraka._id, baraka.fullName, 0.5)],
});
const treatment = entry('e2', {
  kind: 'service',
  serviceId: 'treatment',
  name: 'Treatment',
  unitPrice: 1000,
  total: 1000,
  employee: { _id: 's3', fullName: 'Amina Hassan' },
  staff: [share('s3', 'Amina Hassan', 1)],
});
const trim = entry('e3', {
  kind: 'service',
  serviceId: 'trim',
  name: 'Trim',
  unitPrice: 500,
  total: 500,
  employee: wanjiru,
  staff: [share(wanjiru._id, wanjiru.fullName, 1)],
});

const openCheckout = (start = cartOf([{ ...twoArganOils, employee: wanjiru }]), replies = {}) => {
  const cart = fakeCart(start);
  const server = renderCheckout(
    ownerOf(salon),
    { ...cart.replies, 'employee.list': () => page(stylists), ...replies },
    '/checkout',
  );
  return { server, cart };
};

const tipSection = () => screen.getByRole('region', { name: 'Tip' });
const cartTips = (server: ReturnType<typeof openCheckout>['server']) =>
  server.received('PUT', '/v1/cart').map((request) => request.body);

const addTip = async (amount: string) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add tip' }));
  fireEvent.change(within(tipSection()).getByRole('textbox', { name: 'Tip amount' }), {
    target: { value: amount },
  });
};

describe('a tip at checkout', () => {
  test('goes to the line staff member by default, shows apart from the sale and is paid with it; removing it clears it', async () => {
    const { server } = openCheckout();
    await addTip('200');
    const to = within(tipSection()).getByRole('combobox', { name: 'To' });
    expect(to.textContent).toBe('Wanjiru Kamau');
    fireEvent.mouseDown(to);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // One staff member on the lines: nothing to share, and every member of the business to choose.
    expect(options.map((option) => option.textContent)).toEqual(['Wanjiru Kamau', 'Baraka Otieno']);
    fireEvent.click(options[0]!);
    fireEvent.click(within(tipSection()).getByRole('button', { name: 'Save tip' }));
    await waitFor(() =>
      expect(cartTips(server)).toEqual([
        { businessId: 'b1', tips: [{ employeeId: wanjiru._id, amount: 200 }] },
      ]),
    );

    const section = tipSection();
    expect(await within(section).findByText('Tip — Wanjiru Kamau')).toBeTruthy();
    const figure = (label: string) =>
      within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Tip — Wanjiru Kamau')).toBe('KES 200.00');
    expect(figure('Sale total')).toBe('KES 3,000.00');
    expect(figure('Tips')).toBe('KES 200.00');
    expect(figure('To pay (sale and tips)')).toBe('KES 3,200.00');
    // The cart's own total stays the sale.
    expect(screen.getAllByText('KES 3,000.00', { selector: 'dd' }).length).toBeGreaterThan(1);
    const cash = screen.getByRole('group', { name: 'Cash' });
    expect((within(cash).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(
      '3200',
    );
    expect(screen.getByRole('button', { name: 'Pay KES 3,200.00' })).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Remove tip' }));
    await waitFor(() => expect(cartTips(server).at(-1)).toEqual({ businessId: 'b1', tips: [] }));
    await waitFor(() => expect(within(section).queryByText('Tip — Wanjiru Kamau')).toBeNull());
    expect(screen.getByRole('button', { name: 'Pay KES 3,000.00' })).toBeTruthy();
  });

  test('shared among three line staff splits 100 exactly: 33.34, 33.33 and 33.33', async () => {
    const { server } = openCheckout(cartOf([braids, treatment, trim]));
    await addTip('100');
    const to = within(tipSection()).getByRole('combobox', { name: 'To' });
    expect(to.textContent).toBe("Shared among the line's staff");
    fireEvent.submit(within(tipSection()).getByRole('textbox', { name: 'Tip amount' }));
    await waitFor(() =>
      expect(cartTips(server)).toEqual([
        {
          businessId: 'b1',
          tips: [
            { employeeId: wanjiru._id, amount: 33.34 },
            { employeeId: baraka._id, amount: 33.33 },
            { employeeId: 's3', amount: 33.33 },
          ],
        },
      ]),
    );
    expect(await within(tipSection()).findByText('Tip — Amina Hassan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay KES 5,600.00' })).toBeTruthy();
  });

  test('an amount that is not one is refused before any call', async () => {
    const { server } = openCheckout();
    await addTip('0');
    fireEvent.click(within(tipSection()).getByRole('button', { name: 'Save tip' }));
    expect(
      await within(tipSection()).findByText('Enter an amount above 0 with at most two decimals'),
    ).toBeTruthy();
    expect(cartTips(server)).toEqual([]);
  });

  test("the server's refusal of the tip shows under the amount, not as a notice, until the amount changes", async () => {
    openCheckout(undefined, {
      cartUpdate: () =>
        Response.json(
          {
            error: {
              message: 'The tips are not valid',
              code: 'VALIDATION',
              fields: { 'tips.0.amount': 'The tips together are more than a sale may take' },
            },
          },
          { status: 422 },
        ),
    });
    await addTip('200');
    fireEvent.click(within(tipSection()).getByRole('button', { name: 'Save tip' }));
    const amount = within(tipSection()).getByRole('textbox', { name: 'Tip amount' });
    const message = await within(tipSection()).findByText(
      'The tips together are more than a sale may take',
    );
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toBe(message.id);
    expect(toasts).toEqual([]);

    fireEvent.change(amount, { target: { value: '150' } });
    expect(
      within(tipSection()).queryByText('The tips together are more than a sale may take'),
    ).toBeNull();
    expect(amount.getAttribute('aria-invalid')).toBe('false');
  });

  test('a refusal that names no field stays a notice', async () => {
    openCheckout(undefined, {
      cartUpdate: () =>
        Response.json({ error: { message: 'Not allowed', code: 'FORBIDDEN' } }, { status: 403 }),
    });
    await addTip('200');
    fireEvent.click(within(tipSection()).getByRole('button', { name: 'Save tip' }));
    await waitFor(() => expect(toasts).toContain('error: Not allowed'));
    const amount = within(tipSection()).getByRole('textbox', { name: 'Tip amount' });
    expect(amount.getAttribute('aria-invalid')).toBe('false');
  });

  test('M-Pesa pays the sale and the tip together', async () => {
    const withTip = cartOf([twoArganOils], {
      tips: [{ employeeId: wanjiru._id, fullName: wanjiru.fullName, amount: 200 }],
      tipTotal: 200,
    });
    const pending: Order['payments'] = [
      {
        _id: 'pay1',
        method: 'm-pesa',
        amount: 3200,
        status: 'pending',
        tendered: null,
        change: null,
        reference: null,
        failureReason: null,
        createdAt: '2026-05-01T08:00:00.000Z',
      },
    ];
    const { server } = openCheckout(withTip, {
      orderCreate: () => orderOf(withTip, pending),
      mpesaPay: () => ({
        _id: 'p1',
        transactionRef: 'o1',
        amount: 3200,
        status: 'pending',
        customerMessage: 'Success. Request accepted for processing',
      }),
      orderGet: () => orderOf(withTip, pending),
    });
    fireEvent.mouseDown(
      within(await screen.findByRole('group', { name: 'Cash' })).getByRole('combobox', {
        name: 'Method',
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'M-Pesa' }),
    );
    const row = screen.getByRole('group', { name: 'M-Pesa' });
    fireEvent.change(within(row).getByRole('textbox', { name: 'Mpesa' }), {
      target: { value: '0712345678' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay KES 3,200.00' }));
    await waitFor(() =>
      expect(server.received('POST', '/mpesa/pay').map((request) => request.body)).toEqual([
        { phone_number: '0712345678', amount: 3200, transactionRef: 'o1' },
      ]),
    );
    expect(server.received('POST', '/v1/order').map((request) => request.body)).toEqual([
      { businessId: 'b1', payments: [{ method: 'm-pesa', amount: 3200, phone: '0712345678' }] },
    ]);
  });
});
