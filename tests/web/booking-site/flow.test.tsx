import { screen, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, test } from 'vitest';
import { press, removeSite, renderSite, type } from './renderSite';
import {
  installSiteServer,
  nairobiBooking,
  nairobiHold,
  nairobiSite,
  nairobiTimes,
  sydneySite,
} from './siteServer';

afterEach(removeSite);

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

const headingFocused = async (name: string | RegExp) =>
  waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name })),
  );

describe('booking on the site', () => {
  test('a Kenyan client books two services, verifies, accepts the policy and pays the deposit by M-Pesa', async () => {
    let enterPin = () => undefined as void;
    const pinEntered = new Promise<void>((resolve) => (enterPin = resolve));
    // The browser's clock is far from Nairobi's: the salon's 09:00 stays 09:00.
    process.env.TZ = 'America/Los_Angeles';
    const server = installSiteServer({
      'GET /v1/book/demo-nairobi': { reply: { bookingSite: nairobiSite } },
      'GET /v1/book/demo-nairobi/times': { reply: { freeTimes: nairobiTimes } },
      'POST /v1/book/demo-nairobi/hold': { status: 201, reply: { hold: nairobiHold } },
      'POST /v1/book/hold/code': {
        reply: {
          codeSent: { channel: 'sms', sentTo: '07•• ••• 678', expiresAt: nairobiHold.expiresAt },
        },
      },
      'POST /v1/book/hold/verify': {
        reply: { verified: { depositMinor: 50000, knownClient: false } },
      },
      'POST /v1/book/hold/confirm': {
        status: 201,
        reply: {
          booking: nairobiBooking({
            manageToken: 'manage-secret',
            depositStatus: 'pending',
            payment: { method: 'm-pesa', status: 'pending', checkoutUrl: null },
          }),
        },
      },
      'GET /v1/book/manage/manage-secret': async () => {
        await pinEntered;
        return { reply: { booking: nairobiBooking() } };
      },
    });
    renderSite('/book/demo-nairobi');

    // The salon, its services by category with prices, durations and deposits.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demo Salon Nairobi' }),
    ).toBeTruthy();
    expect(screen.getByText('Kimathi Street, Nairobi')).toBeTruthy();
    expect(screen.getByText('Deposit KES 500.00 when booking')).toBeTruthy();
    expect(screen.getByText('Deposit KES 200.00 for new clients')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Hair' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Other services' })).toBeTruthy();
    await headingFocused('Choose your services');
    await press(screen.getByLabelText(/Box braids/));
    await press(screen.getByLabelText(/Wash and blow-dry/));
    expect(await screen.findByText('2 chosen: KES 4,300.00, 225 min')).toBeTruthy();
    await press(await screen.findByRole('button', { name: 'Continue' }));

    // Anyone on the first day, then the day's free times on the salon's clock.
    await headingFocused('Who and when');
    const times = await screen.findByRole('list', { name: 'Free times' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['09:00', '09:30']);
    const [timesCall] = server.callsTo('GET /v1/book/demo-nairobi/times');
    expect(timesCall!.query.getAll('serviceIds')).toEqual(['braids', 'wash']);
    expect(timesCall!.query.get('employeeId')).toBe('any');
    expect(timesCall!.query.get('date')).toBe('2026-12-01');
    await press(within(times).getByRole('button', { name: '09:00' }));

    // The hold: the hidden field empty, the time since the form showed.
    await headingFocused('Your details');
    const [holdCall] = server.callsTo('POST /v1/book/demo-nairobi/hold');
    expect(holdCall!.body).toMatchObject({
      serviceIds: ['braids', 'wash'],
      employeeId: null,
      start: '2026-12-01T06:00:00.000Z',
      website: '',
    });
    expect(holdCall!.body!.elapsedMs).toEqual(expect.any(Number));
    expect(screen.getByRole('timer').textContent).toMatch(
      /We keep this time for you for (10:00|9:\d\d)/,
    );
    await type(screen.getByLabelText('Your name'), 'Achieng Odhiambo');
    await type(screen.getByLabelText('Mobile number'), '0712 345 678');
    await press(screen.getByRole('button', { name: 'Send my code' }));

    await headingFocused('Enter your code');
    expect(server.callsTo('POST /v1/book/hold/code')[0]!.body).toEqual({
      holdToken: 'hold-secret',
      fullName: 'Achieng Odhiambo',
      phone: '0712 345 678',
      email: null,
      channel: 'sms',
    });
    expect(screen.getByText('We sent a 6-digit code to 07•• ••• 678.')).toBeTruthy();
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await type(code, '123456');
    await press(screen.getByRole('button', { name: 'Verify' }));

    await headingFocused('The salon’s policy');
    expect(screen.getByText('Cancel 24 hours ahead or the deposit is kept.')).toBeTruthy();
    expect(screen.getByText('Deposit to pay now: KES 500.00')).toBeTruthy();
    expect((screen.getByLabelText('M-Pesa number that pays') as HTMLInputElement).value).toBe(
      '0712 345 678',
    );
    await press(screen.getByLabelText('I accept the policy'));
    await press(screen.getByRole('button', { name: 'Book and pay the deposit' }));

    await headingFocused('Check your phone');
    expect(server.callsTo('POST /v1/book/hold/confirm')[0]!.body).toEqual({
      holdToken: 'hold-secret',
      acceptPolicy: true,
      payWith: 'm-pesa',
      mpesaPhone: '0712 345 678',
    });
    expect(
      screen.getByText(
        'Enter your M-Pesa PIN on your phone to pay KES 500.00. This page updates itself.',
      ),
    ).toBeTruthy();
    enterPin();

    // Paid: the confirmation, on the salon's clock.
    await headingFocused('You are booked');
    expect(screen.getByText('Tuesday 1 December at 09:00')).toBeTruthy();
    expect(screen.getByText('Deposit KES 500.00: paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      '/v1/book/manage/manage-secret/calendar.ics',
    );
    expect(
      screen.getByRole('link', { name: 'Change or cancel your booking' }).getAttribute('href'),
    ).toBe('/book/demo-nairobi/manage#manage-secret');
    expect(server.calls.every((call) => call.language === 'en')).toBe(true);
  });

  test('an Australian client pays the deposit by card on the card page', async () => {
    installSiteServer({
      'GET /v1/book/demo-sydney': { reply: { bookingSite: sydneySite } },
      'GET /v1/book/demo-sydney/times': {
        reply: {
          freeTimes: {
            date: '2026-12-01',
            times: [{ start: '2026-11-30T22:00:00.000Z', time: '09:00' }],
          },
        },
      },
      'POST /v1/book/demo-sydney/hold': { status: 201, reply: { hold: nairobiHold } },
      'POST /v1/book/hold/code': {
        reply: {
          codeSent: {
            channel: 'email',
            sentTo: 'j•••@example.com',
            expiresAt: nairobiHold.expiresAt,
          },
        },
      },
      'POST /v1/book/hold/verify': {
        reply: { verified: { depositMinor: 3000, knownClient: true } },
      },
      'POST /v1/book/hold/confirm': {
        status: 201,
        reply: {
          booking: nairobiBooking({
            manageToken: 'card-secret',
            depositStatus: 'pending',
            payment: { method: 'card', status: 'pending', checkoutUrl: '/card/simulator/ref-1' },
          }),
        },
      },
    });
    const { openPage } = renderSite('/book/demo-sydney');
    await press(await screen.findByLabelText(/Manicure/));
    await press(await screen.findByRole('button', { name: 'Continue' }));
    await press(await screen.findByRole('button', { name: '09:00' }));
    await headingFocused('Your details');
    expect(screen.getByText('An Australian mobile: 04xx xxx xxx')).toBeTruthy();
    await type(screen.getByLabelText('Your name'), 'Jess Nguyen');
    await type(screen.getByLabelText('Mobile number'), '0412 345 678');
    await type(screen.getByRole('textbox', { name: 'E-mail' }), 'jess@example.com');
    await press(screen.getByRole('radio', { name: 'E-mail' }));
    await press(screen.getByRole('button', { name: 'Send my code' }));
    await type(await screen.findByLabelText('Code'), '654321');
    await press(screen.getByRole('button', { name: 'Verify' }));
    await headingFocused('The salon’s policy');
    expect(screen.getByText('Deposit to pay now: A$30.00')).toBeTruthy();
    expect(screen.queryByLabelText('M-Pesa number that pays')).toBeNull();
    await press(screen.getByLabelText('I accept the policy'));
    await press(screen.getByRole('button', { name: 'Book and pay the deposit' }));
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('/card/simulator/ref-1'));
  });
});
