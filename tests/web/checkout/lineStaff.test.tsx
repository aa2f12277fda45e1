import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Role } from '../../../src/business/types';
import { ownerOf, page, staffOf } from '../support/fakeServer';
import {
  cartOf,
  entry,
  fakeCart,
  renderCheckout,
  salon,
  setUpCheckoutTests,
  stylists,
} from '../support/checkout';

setUpCheckoutTests();

const [wanjiru, baraka] = stylists as [(typeof stylists)[0], (typeof stylists)[0]];
const argan = entry('e1', {
  kind: 'product',
  productId: 'p1',
  name: 'Argan oil',
  unitPrice: 1500,
  total: 1500,
  employee: wanjiru,
});
const braids = entry('e2', {
  kind: 'service',
  serviceId: 'braids',
  name: 'Braids',
  unitPrice: 2000,
  total: 2000,
  appointmentId: null,
});

const openCheckout = (role: Role = ownerOf(salon)) => {
  const cart = fakeCart(cartOf([argan, braids]));
  return renderCheckout(
    role,
    { ...cart.replies, 'employee.list': () => page(stylists) },
    '/checkout',
  );
};

describe("a cart line's staff", () => {
  test("shows the server's default, changes it and clears it", async () => {
    const server = openCheckout();
    const line = await screen.findByRole('listitem', { name: 'Argan oil' });
    const picker = within(line).getByRole('combobox', { name: 'Staff' });
    expect(picker.textContent).toBe('Wanjiru Kamau');
    expect(
      within(screen.getByRole('listitem', { name: 'Braids' })).getByRole('combobox', {
        name: 'Staff',
      }).textContent,
    ).toBe('No one');

    fireEvent.mouseDown(picker);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'No one',
      'Wanjiru Kamau',
      'Baraka Otieno',
    ]);
    fireEvent.click(options[2]!);
    await waitFor(() =>
      expect(server.received('PUT', '/v1/cart/entry/e1').map((request) => request.body)).toEqual([
        { businessId: 'b1', employeeId: baraka._id },
      ]),
    );
    await waitFor(() =>
      expect(within(line).getByRole('combobox', { name: 'Staff' }).textContent).toBe(
        'Baraka Otieno',
      ),
    );

    fireEvent.mouseDown(within(line).getByRole('combobox', { name: 'Staff' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getAllByRole('option')[0]!);
    await waitFor(() =>
      expect(server.received('PUT', '/v1/cart/entry/e1').at(-1)?.body).toEqual({
        businessId: 'b1',
        employeeId: null,
      }),
    );
    await waitFor(() =>
      expect(within(line).getByRole('combobox', { name: 'Staff' }).textContent).toBe('No one'),
    );
  });

  test("shows the line's staff member, and asks for no staff list, to someone who may not read it", async () => {
    const server = openCheckout(
      staffOf(salon, { 'sales.Checkout': ['read', 'create', 'update', 'delete'] }),
    );
    const line = await screen.findByRole('listitem', { name: 'Argan oil' });
    const picker = within(line).getByRole('combobox', { name: 'Staff' });
    expect(picker.textContent).toBe('Wanjiru Kamau');
    fireEvent.mouseDown(picker);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['No one', 'Wanjiru Kamau']);
    expect(server.received('GET', '/v1/employee')).toEqual([]);
  });
});
