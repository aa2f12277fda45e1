import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ownerOf, page, staffOf } from '../support/fakeServer';
import { cartOf, fakeCart, renderCheckout, salon, setUpCheckoutTests } from '../support/checkout';

setUpCheckoutTests();

const emptyCatalogue = {
  productList: () => page([]),
  'service-category.list': () => page([]),
  'membership.list': () => page([]),
  'voucher.list': () => page([]),
  'service-package.list': () => page([]),
};

const catalogue = {
  productList: () =>
    page([
      {
        _id: 'p1',
        title: 'Argan oil',
        variants: [
          {
            _id: 'v1',
            sku: 'ARG',
            pricing: { retail_price: 1500, supply_price: 900, last_price: 900 },
          },
        ],
      },
    ]),
  'service-category.list': () =>
    page([
      { _id: 'hair', name: 'Hair' },
      { _id: 'nails', name: 'Nails' },
    ]),
  'service.list': () =>
    page([
      { _id: 'braids', name: 'Braids', categoryIds: ['hair'] },
      { _id: 'gel', name: 'Gel Manicure', categoryIds: ['nails'] },
    ]),
  'membership.list': () =>
    page([
      {
        _id: 'gold',
        name: 'Gold',
        price: { monthly: 5000, weekly: 1500 },
        duration: { value: 1, duration_type: 'month' },
      },
      { _id: 'silver', name: 'Silver', price: { yearly: 50000 }, duration: null },
    ]),
  'voucher.list': () => page([{ _id: 'spa', name: 'Spa Day', saleLimit: 3, value: 2000 }]),
  'service-package.list': () =>
    page([
      { _id: 'bridal', name: 'Bridal', services: ['braids'] },
      { _id: 'none', name: 'Nothing yet', services: [] },
    ]),
};

const openCheckout = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
  return screen.findByRole('dialog', { name: 'Checkout' });
};

/** Opens an autocomplete of the dialog with the keyboard and picks an option. */
const pick = async (dialog: HTMLElement, label: string, option: string | RegExp) => {
  fireEvent.keyDown(within(dialog).getByRole('combobox', { name: label }), { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const selectFrequency = async (dialog: HTMLElement, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Frequency' }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

describe('the Checkout dialog', () => {
  test('the dashboard button empties the cart first; empty lists show the spec texts; loads ask for every record', async () => {
    const cart = fakeCart(cartOf([], { client: null }));
    const server = renderCheckout(ownerOf(salon), {
      ...cart.replies,
      ...emptyCatalogue,
      'client.list': () => page([]),
    });
    const dialog = await openCheckout();
    expect(server.received('DELETE', '/v1/cart')).toHaveLength(1);
    for (const text of [
      'No Products Available',
      'No Service Categories Available',
      'No Memberships Available',
      'No Vouchers Available',
      'No service packages Available',
      'Please Select a Client',
    ])
      expect(await within(dialog).findByText(text)).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Client' }), {
      key: 'ArrowDown',
    });
    expect(await screen.findByText('No Clients Available')).toBeTruthy();
    for (const path of [
      '/v1/membership',
      '/v1/voucher',
      '/v1/service-category',
      '/v1/service-package',
      '/v1/product',
    ])
      expect(server.received('GET', path)[0]?.query.get('limit')).toBe('0');
    expect(
      within(dialog).getByRole('button', { name: 'Add To Cart' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  test('is not offered to staff who may not check out', async () => {
    renderCheckout(staffOf(salon, { 'appointments.Appointments': ['read', 'create'] }), {});
    await screen.findByRole('button', { name: 'Add Appointment' });
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  test('client chip, products, category -> services and its snackbar, the membership row, Add To Cart bodies, then /checkout', async () => {
    const cart = fakeCart(cartOf([], { client: null }));
    const server = renderCheckout(ownerOf(salon), { ...cart.replies, ...catalogue });
    const dialog = await openCheckout();

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Client' }), {
      target: { value: 'Zaw' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Zawadi Mutua' }));
    expect(await within(dialog).findByText('zawadi@example.com')).toBeTruthy();
    expect(server.received('PUT', '/v1/cart').map((request) => request.body)).toEqual([
      { businessId: 'b1', clientId: 'c1' },
    ]);

    expect(await within(dialog).findByText('Please purchase Products')).toBeTruthy();
    const argan = within(dialog).getByRole('button', { name: /Argan oil\s*KES 1,500.00/ });
    fireEvent.click(argan);
    expect(argan.getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).queryByText('Please purchase Products')).toBeNull();

    expect(within(dialog).queryByRole('combobox', { name: 'Services' })).toBeNull();
    await pick(dialog, 'Service Categories', 'Hair');
    await pick(dialog, 'Service Categories', 'Nails');
    await pick(dialog, 'Services', 'Braids');
    const servicesQuery = server.received('GET', '/v1/service').at(-1)!.query;
    expect([
      servicesQuery.getAll('categoryIds'),
      servicesQuery.get('page'),
      servicesQuery.get('limit'),
    ]).toEqual([['hair', 'nails'], '1', '0']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    const snackbar = await screen.findByText('Please select a service from Nails category');
    expect(server.received('POST', '/v1/cart/entry')).toEqual([]);
    fireEvent.click(
      within(snackbar.closest('.MuiSnackbarContent-root') as HTMLElement).getByRole('button', {
        name: 'Close',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText('Please select a service from Nails category')).toBeNull(),
    );
    await pick(dialog, 'Services', 'Gel Manicure');

    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(within(dialog).getByText('Please purchase memberships')).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(true);
    await pick(dialog, 'Membership', 'Gold');
    await selectFrequency(dialog, 'monthly · KES 5,000.00');
    const duration = within(dialog).getByRole('spinbutton', {
      name: 'Duration',
    }) as HTMLInputElement;
    expect(duration.value).toBe('1');
    fireEvent.change(duration, { target: { value: '' } });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(duration, { target: { value: '3' } });
    expect(add.hasAttribute('disabled')).toBe(false);
    // Another programme: its own frequencies, none chosen.
    await pick(dialog, 'Membership', 'Silver');
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Frequency' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['yearly · KES 50,000.00']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await pick(dialog, 'Membership', 'Gold');
    await selectFrequency(dialog, 'monthly · KES 5,000.00');
    fireEvent.click(add);
    expect(within(dialog).getByText('Gold, monthly × 3: KES 15,000.00')).toBeTruthy();
    expect(within(dialog).queryByText('Please purchase memberships')).toBeNull();
    expect(
      (within(dialog).getByRole('combobox', { name: 'Membership' }) as HTMLInputElement).value,
    ).toBe('');
    expect(
      (within(dialog).getByRole('spinbutton', { name: 'Duration' }) as HTMLInputElement).value,
    ).toBe('1');
    expect(add.hasAttribute('disabled')).toBe(true);

    await pick(dialog, 'Gift Vouchers', 'Spa Day (KES 2,000.00)');
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Service Packages' }), {
      key: 'ArrowDown',
    });
    expect(
      (await screen.findByRole('option', { name: 'Nothing yet' })).getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Bridal' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByRole('list', { name: 'Cart' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Checkout' })).toBeNull());
    const b1 = { businessId: 'b1' };
    expect(server.received('POST', '/v1/cart/entry').map((request) => request.body)).toEqual([
      { ...b1, kind: 'voucher', voucherId: 'spa', maxUsageCount: 3, quantity: 1 },
      {
        ...b1,
        kind: 'membership',
        membershipId: 'gold',
        type: 'monthly',
        duration: 3,
        period: '3 month',
        quantity: 1,
      },
      { ...b1, kind: 'product', productId: 'p1', variantId: 'v1', quantity: 1 },
      {
        ...b1,
        kind: 'service',
        serviceId: 'braids',
        appointmentDate: '',
        appointmentTime: '',
        quantity: 1,
      },
      {
        ...b1,
        kind: 'service',
        serviceId: 'gel',
        appointmentDate: '',
        appointmentTime: '',
        quantity: 1,
      },
      { ...b1, kind: 'servicePackage', servicePackageId: 'bridal', quantity: 1 },
    ]);
    expect(cart.current().entries.map((line) => line.name)).toEqual([
      'spa',
      'gold',
      'p1',
      'braids',
      'gel',
      'bridal',
    ]);
  });
});
