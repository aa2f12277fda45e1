import { screen, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, test } from 'vitest';
import { press, removeSite, renderSite, type } from './renderSite';
import { installSiteServer, nairobiBooking, nairobiSite } from './siteServer';

afterEach(removeSite);

const MANAGE = '/v1/book/manage/manage-secret';

describe('the manage page', () => {
  test('a late cancellation says first that the deposit is kept, then cancels', async () => {
    const server = installSiteServer({
      'GET /v1/book/demo-nairobi': { reply: { bookingSite: nairobiSite } },
      [`GET ${MANAGE}`]: { reply: { booking: nairobiBooking({ refundsDeposit: false }) } },
      [`POST ${MANAGE}/cancel`]: {
        reply: {
          booking: nairobiBooking({
            status: 'cancelled',
            depositStatus: 'kept',
            canCancel: false,
            canMove: false,
          }),
        },
      },
    });
    renderSite('/book/demo-nairobi/manage#manage-secret');
    expect(await screen.findByRole('heading', { name: 'Your booking' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Your booking'));
    expect(screen.getByText('Status: Booked')).toBeTruthy();
    expect(screen.getByText('Deposit KES 500.00: paid')).toBeTruthy();
    await press(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(
      screen.getByText(
        'Cancelling now keeps your deposit: free cancellation ended Monday 30 November at 09:00.',
      ),
    ).toBeTruthy();
    expect(server.callsTo(`POST ${MANAGE}/cancel`)).toEqual([]);
    await press(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Your booking is cancelled.')).toBeTruthy();
    expect(screen.getByText('Status: Cancelled')).toBeTruthy();
    expect(screen.getByText('Deposit KES 500.00: kept by the salon')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  test('an early cancellation says the deposit comes back; keeping the booking changes nothing', async () => {
    installSiteServer({
      'GET /v1/book/demo-nairobi': { reply: { bookingSite: nairobiSite } },
      [`GET ${MANAGE}`]: { reply: { booking: nairobiBooking() } },
    });
    renderSite('/book/demo-nairobi/manage#manage-secret');
    await press(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByText('Cancelling now refunds your deposit.')).toBeTruthy();
    await press(screen.getByRole('button', { name: 'Keep my booking' }));
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  test('moving: the free times of another day, then the move', async () => {
    const server = installSiteServer({
      'GET /v1/book/demo-nairobi': { reply: { bookingSite: nairobiSite } },
      [`GET ${MANAGE}`]: { reply: { booking: nairobiBooking() } },
      [`GET ${MANAGE}/times`]: (call) => ({
        reply: {
          freeTimes: {
            date: call.query.get('date'),
            times: [{ start: '2026-12-02T11:00:00.000Z', time: '14:00' }],
          },
        },
      }),
      [`POST ${MANAGE}/move`]: {
        reply: { booking: nairobiBooking({ start: '2026-12-02T11:00:00.000Z' }) },
      },
    });
    renderSite('/book/demo-nairobi/manage#manage-secret');
    await press(await screen.findByRole('button', { name: 'Move to another time' }));
    const day = screen.getByLabelText('New day') as HTMLInputElement;
    // The booking's own day on the salon's clock.
    expect(day.value).toBe('2026-12-01');
    day.value = '2026-12-02';
    day.dispatchEvent(new Event('change', { bubbles: true }));
    const times = await waitFor(() => {
      const list = screen.getByRole('list', { name: 'Free times' });
      expect(list.getAttribute('data-free-times')).toBe('2026-12-02');
      return list;
    });
    await press(within(times).getByRole('button', { name: '14:00' }));
    expect(await screen.findByText('Your booking is moved.')).toBeTruthy();
    expect(server.callsTo(`POST ${MANAGE}/move`)[0]!.body).toEqual({
      start: '2026-12-02T11:00:00.000Z',
    });
    expect(screen.getByText('Wednesday 2 December at 14:00')).toBeTruthy();
  });

  test('a deposit still owed is paid by M-Pesa from the manage page', async () => {
    const owed = nairobiBooking({
      depositStatus: 'pending',
      payment: null,
      depositDueBy: '2026-11-29T15:00:00.000Z',
    });
    const server = installSiteServer({
      'GET /v1/book/demo-nairobi': { reply: { bookingSite: nairobiSite } },
      [`GET ${MANAGE}`]: [{ reply: { booking: owed } }, { reply: { booking: nairobiBooking() } }],
      [`POST ${MANAGE}/pay`]: {
        reply: {
          booking: { ...owed, payment: { method: 'm-pesa', status: 'pending', checkoutUrl: null } },
        },
      },
    });
    renderSite('/book/demo-nairobi/manage#manage-secret');
    expect(await screen.findByText('Pay by Sunday 29 November at 18:00')).toBeTruthy();
    await type(await screen.findByLabelText('M-Pesa number that pays'), '0722 000 111');
    await press(screen.getByRole('button', { name: 'Pay the deposit' }));
    expect(server.callsTo(`POST ${MANAGE}/pay`)[0]!.body).toEqual({
      payWith: 'm-pesa',
      mpesaPhone: '0722 000 111',
    });
    expect(await screen.findByText('Deposit KES 500.00: paid')).toBeTruthy();
  });

  test('a link without its secret says so', async () => {
    installSiteServer({ 'GET /v1/book/demo-nairobi': { reply: { bookingSite: nairobiSite } } });
    renderSite('/book/demo-nairobi/manage');
    expect(
      await screen.findByText(
        'This link is not complete. Open the link from your confirmation again.',
      ),
    ).toBeTruthy();
  });
});
