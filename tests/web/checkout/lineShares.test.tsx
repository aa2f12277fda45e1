import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ownerOf, page } from '../support/fakeServer';
import {
  cartOf,
  entry,
  fakeCart,
  renderCheckout,
  salon,
  setUpCheckoutTests,
} from '../support/checkout';

setUpCheckoutTests();

// In Nairobi three braiders work one head at once.
const braiders = [
  { _id: 's1', fullName: 'Achieng Odhiambo' },
  { _id: 's2', fullName: 'Wanjiku Njoroge' },
  { _id: 's3', fullName: 'Njeri Kariuki' },
];
const braids = entry('e1', {
  kind: 'service',
  serviceId: 'braids',
  name: 'Box braids',
  unitPrice: 6000,
  total: 6000,
  appointmentId: null,
  employee: braiders[0]!,
  staff: [{ employeeId: 's1', share: 1, fullName: 'Achieng Odhiambo' }],
});

const openCheckout = () => {
  const cart = fakeCart(cartOf([braids]), braiders);
  const server = renderCheckout(
    ownerOf(salon),
    { ...cart.replies, 'employee.list': () => page(braiders) },
    '/checkout',
  );
  return { server, cart };
};

const sharesGroup = () => screen.findByRole('group', { name: 'Staff shares of Box braids' });

const choose = async (group: HTMLElement, row: number, name: string) => {
  fireEvent.mouseDown(within(group).getByRole('combobox', { name: `Staff ${row}` }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

const percents = (group: HTMLElement) =>
  within(group)
    .getAllByRole('textbox', { name: /^Share \d \(%\)$/ })
    .map((field) => (field as HTMLInputElement).value);

/** Shares a one-braider line with Wanjiku and Njeri, equally. */
const shareWithThree = async () => {
  const line = await screen.findByRole('listitem', { name: 'Box braids' });
  expect(within(line).getByRole('combobox', { name: 'Staff' }).textContent).toBe(
    'Achieng Odhiambo',
  );
  fireEvent.click(within(line).getByRole('button', { name: 'Share this line with more staff' }));
  const group = await sharesGroup();
  expect(percents(group)).toEqual(['50', '50']);
  await choose(group, 2, 'Wanjiku Njoroge');
  fireEvent.click(within(group).getByRole('button', { name: 'Add staff' }));
  await choose(group, 3, 'Njeri Kariuki');
  return group;
};

const sent = (server: ReturnType<typeof openCheckout>['server']) =>
  server.received('PUT', '/v1/cart/entry/e1').map((request) => request.body);

describe("a cart line's staff shares", () => {
  test('three braiders share a line equally: 33.34%, 33.33% and 33.33%, sent as shares of 1', async () => {
    const { server, cart } = openCheckout();
    const group = await shareWithThree();
    expect(percents(group)).toEqual(['33.34', '33.33', '33.33']);
    expect(within(group).getByRole('status').textContent).toBe('The shares add up to 100%');
    fireEvent.click(within(group).getByRole('button', { name: 'Save shares' }));
    await waitFor(() =>
      expect(sent(server)).toEqual([
        {
          businessId: 'b1',
          staff: [
            { employeeId: 's1', share: 0.3334 },
            { employeeId: 's2', share: 0.3333 },
            { employeeId: 's3', share: 0.3333 },
          ],
        },
      ]),
    );
    expect(cart.current().entries[0]!.staff.map((member) => member.fullName)).toEqual([
      'Achieng Odhiambo',
      'Wanjiku Njoroge',
      'Njeri Kariuki',
    ]);
    // The shared line stays shown with its staff and shares, ready to edit.
    await waitFor(async () =>
      expect(
        within(await sharesGroup()).getByRole('button', { name: 'Save shares' }),
      ).toHaveProperty('disabled', true),
    );
    expect(percents(await sharesGroup())).toEqual(['33.34', '33.33', '33.33']);
  });

  test('sends edited shares only once they add up to 100%, and splits equally again on request', async () => {
    const { server } = openCheckout();
    const group = await shareWithThree();
    const save = () => within(group).getByRole('button', { name: 'Save shares' });
    fireEvent.change(within(group).getByRole('textbox', { name: 'Share 1 (%)' }), {
      target: { value: '50' },
    });
    expect(within(group).getByRole('status').textContent).toBe('16.66% too much');
    expect(save()).toHaveProperty('disabled', true);
    fireEvent.change(within(group).getByRole('textbox', { name: 'Share 2 (%)' }), {
      target: { value: '20' },
    });
    expect(within(group).getByRole('status').textContent).toBe('3.33% too much');
    fireEvent.change(within(group).getByRole('textbox', { name: 'Share 3 (%)' }), {
      target: { value: '29' },
    });
    expect(within(group).getByRole('status').textContent).toBe('1% left to give');
    expect(save()).toHaveProperty('disabled', true);
    fireEvent.change(within(group).getByRole('textbox', { name: 'Share 3 (%)' }), {
      target: { value: '30.001' },
    });
    expect(within(group).getByText('0.01 to 100, at most 2 decimals')).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    fireEvent.click(save());
    expect(sent(server)).toEqual([]);

    fireEvent.change(within(group).getByRole('textbox', { name: 'Share 3 (%)' }), {
      target: { value: '30' },
    });
    expect(within(group).getByRole('status').textContent).toBe('The shares add up to 100%');
    fireEvent.click(save());
    await waitFor(() =>
      expect(sent(server).at(-1)).toEqual({
        businessId: 'b1',
        staff: [
          { employeeId: 's1', share: 0.5 },
          { employeeId: 's2', share: 0.2 },
          { employeeId: 's3', share: 0.3 },
        ],
      }),
    );

    const saved = await sharesGroup();
    await waitFor(() => expect(percents(saved)).toEqual(['50', '20', '30']));
    fireEvent.click(within(saved).getByRole('button', { name: 'Split equally' }));
    expect(percents(saved)).toEqual(['33.34', '33.33', '33.33']);
    fireEvent.click(within(saved).getByRole('button', { name: 'Remove staff 3' }));
    expect(percents(saved)).toEqual(['50', '50']);
  });
});
