import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ownerOf, page } from '../support/fakeServer';
import { cartOf, fakeCart, renderCheckout, salon, setUpCheckoutTests } from '../support/checkout';
import { chooseStaffClientAndService } from '../support/dashboardApp';

setUpCheckoutTests();

const booked = {
  _id: 'a9',
  clientId: 'c1',
  employeeId: 'e1',
  serviceIds: ['s1'],
  location: null,
  consultationFormId: null,
  notes: null,
  startDate: '2026-12-14T07:00:00.000Z',
  endDate: '2026-12-14T08:00:00.000Z',
  durationInMinutes: 60,
  status: 'booked',
  cancelledBy: null,
  seriesId: null,
};

describe('Checkout after booking', () => {
  test('offers Checkout, which puts the client and the appointment’s services in a new cart and opens /checkout', async () => {
    const cart = fakeCart(cartOf([], { client: null }));
    const server = renderCheckout(ownerOf(salon), {
      ...cart.replies,
      'employee.list': () => page([{ _id: 'e1', fullName: 'Achieng Odhiambo' }]),
      'service.list': () =>
        page([
          {
            _id: 's1',
            name: 'Gel Manicure',
            advancedPricing: [{ price: 1800, durationInMinutes: 60 }],
          },
        ]),
      'service-room.list': () => page([]),
      staffAvailability: () => [{ _id: 'e1', fullName: 'Achieng Odhiambo', available: true }],
      appointmentCreate: () => booked,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book New Appointment' });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '14/12/2026' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '10:00' } });
    await chooseStaffClientAndService(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));

    const offer = await screen.findByRole('dialog', { name: 'Appointment booked' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('listitem', { name: 's1' })).toBeTruthy();
    expect(server.received('DELETE', '/v1/cart')).toHaveLength(1);
    expect(server.received('PUT', '/v1/cart').map((request) => request.body)).toEqual([
      { businessId: 'b1', clientId: 'c1' },
    ]);
    expect(server.received('POST', '/v1/cart/entry').map((request) => request.body)).toEqual([
      { businessId: 'b1', kind: 'service', serviceId: 's1', appointmentId: 'a9', quantity: 1 },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
