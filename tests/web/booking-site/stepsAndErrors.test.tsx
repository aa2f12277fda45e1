import { screen, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, test } from 'vitest';
import { browserLanguage } from '../../../site/i18n';
import { press, removeSite, renderSite, type } from './renderSite';
import {
  installSiteServer,
  nairobiHold,
  nairobiSite,
  nairobiTimes,
  refusal,
  sydneySite,
} from './siteServer';

afterEach(removeSite);

/** From the salon's page to the details step of a held 09:00. */
const reachDetails = async (address = '/book/demo-nairobi') => {
  renderSite(address);
  await press(await screen.findByLabelText(/Box braids/));
  await press(screen.getByRole('button', { name: 'Continue' }));
  await press(await screen.findByRole('button', { name: '09:00' }));
  await screen.findByRole('heading', { name: 'Your details' });
};

const siteAnswers = {
  'GET /v1/book/demo-nairobi': { reply: { bookingSite: nairobiSite } },
  'GET /v1/book/demo-nairobi/times': { reply: { freeTimes: nairobiTimes } },
  'POST /v1/book/demo-nairobi/hold': { status: 201, reply: { hold: nairobiHold } },
};

describe('the booking site’s checks and failures', () => {
  test('a Kenyan mobile is 07xx or 01xx; the name is needed; the e-mail may stay empty', async () => {
    const server = installSiteServer(siteAnswers);
    await reachDetails();
    await type(screen.getByLabelText('Mobile number'), '0412 345 678');
    await press(screen.getByRole('button', { name: 'Send my code' }));
    expect(screen.getByText('Enter your name')).toBeTruthy();
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(mobile.getAttribute('aria-describedby')).toBe('mobile-hint mobile-error');
    expect(screen.getByText('Enter a Kenyan mobile such as 0712 345 678')).toBeTruthy();
    expect(screen.getByLabelText('E-mail (optional)')).toBeTruthy();
    // Without an e-mail the code can only go by SMS.
    expect((screen.getByRole('radio', { name: 'E-mail' }) as HTMLInputElement).disabled).toBe(true);
    expect(server.callsTo('POST /v1/book/hold/code')).toEqual([]);
  });

  test('an Australian client must give an e-mail and an 04xx mobile', async () => {
    installSiteServer({
      'GET /v1/book/demo-sydney': { reply: { bookingSite: sydneySite } },
      'GET /v1/book/demo-sydney/times': { reply: { freeTimes: nairobiTimes } },
      'POST /v1/book/demo-sydney/hold': { status: 201, reply: { hold: nairobiHold } },
    });
    await reachDetails('/book/demo-sydney');
    await type(screen.getByLabelText('Your name'), 'Jess');
    await type(screen.getByLabelText('Mobile number'), '0712 345 678');
    await press(screen.getByRole('button', { name: 'Send my code' }));
    expect(screen.getByText('Enter an Australian mobile such as 0412 345 678')).toBeTruthy();
    expect(screen.getByText('Enter your e-mail')).toBeTruthy();
  });

  test('the server’s field message is shown beside its field', async () => {
    installSiteServer({
      ...siteAnswers,
      'POST /v1/book/hold/code': refusal(422, 'This number cannot receive SMS', {
        phone: 'This number cannot receive SMS',
      }),
    });
    await reachDetails();
    await type(screen.getByLabelText('Your name'), 'Achieng');
    await type(screen.getByLabelText('Mobile number'), '0712345678');
    await press(screen.getByRole('button', { name: 'Send my code' }));
    const message = await screen.findByText('This number cannot receive SMS');
    expect(message.id).toBe('mobile-error');
    expect(screen.getAllByText('This number cannot receive SMS')).toHaveLength(1);
  });

  test('a code is 6 digits, and the policy must be accepted', async () => {
    const server = installSiteServer({
      ...siteAnswers,
      'POST /v1/book/hold/code': {
        reply: {
          codeSent: { channel: 'sms', sentTo: '07•• ••• 678', expiresAt: nairobiHold.expiresAt },
        },
      },
      'POST /v1/book/hold/verify': [
        refusal(422, 'The code is wrong: 4 tries left', {
          code: 'The code is wrong: 4 tries left',
        }),
        { reply: { verified: { depositMinor: 0, knownClient: true } } },
      ],
    });
    await reachDetails();
    await type(screen.getByLabelText('Your name'), 'Achieng');
    await type(screen.getByLabelText('Mobile number'), '0712345678');
    await press(screen.getByRole('button', { name: 'Send my code' }));
    await type(await screen.findByLabelText('Code'), '123');
    await press(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6 digits of your code')).toBeTruthy();
    expect(server.callsTo('POST /v1/book/hold/verify')).toEqual([]);
    await type(screen.getByLabelText('Code'), '111111');
    await press(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong: 4 tries left')).toBeTruthy();
    await type(screen.getByLabelText('Code'), '123456');
    await press(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'The salon’s policy' });
    // A known client owes no deposit.
    expect(screen.getByText('No deposit is needed.')).toBeTruthy();
    await press(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByText('Accept the policy to book')).toBeTruthy();
  });

  test('a failed network says so and offers to try again', async () => {
    let times = 0;
    installSiteServer({
      'GET /v1/book/demo-nairobi': [{ networkDown: true }, { reply: { bookingSite: nairobiSite } }],
      'GET /v1/book/demo-nairobi/times': () =>
        times++ === 0 ? { networkDown: true } : { reply: { freeTimes: nairobiTimes } },
    });
    renderSite('/book/demo-nairobi');
    expect(
      await screen.findByText('No connection. Check your network and try again.'),
    ).toBeTruthy();
    await press(screen.getByRole('button', { name: 'Try again' }));
    await press(await screen.findByLabelText(/Box braids/));
    await press(screen.getByRole('button', { name: 'Continue' }));
    await press(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: '09:00' })).toBeTruthy();
  });

  test('a held time runs out after its countdown and the client chooses again', async () => {
    installSiteServer({
      ...siteAnswers,
      'POST /v1/book/demo-nairobi/hold': {
        status: 201,
        reply: { hold: { ...nairobiHold, expiresAt: new Date(Date.now() - 1000).toISOString() } },
      },
    });
    await reachDetails();
    expect(
      screen.getByText('Your time ran out and was released. Choose a time again.'),
    ).toBeTruthy();
    await press(screen.getByRole('button', { name: 'Choose another time' }));
    expect(await screen.findByRole('heading', { name: 'Who and when' })).toBeTruthy();
  });
});

describe('the booking site’s languages', () => {
  test('the browser’s language chooses Swahili or English', () => {
    expect(browserLanguage(['sw-KE', 'en'])).toBe('sw');
    expect(browserLanguage(['fr-FR', 'en-GB'])).toBe('en');
    expect(browserLanguage(['fr-FR'])).toBe('en');
  });

  test('the switch turns the site into Swahili and the server is asked in it', async () => {
    const server = installSiteServer(siteAnswers);
    renderSite('/book/demo-nairobi');
    await screen.findByRole('heading', { name: 'Choose your services' });
    await press(screen.getByRole('button', { name: 'Kiswahili' }));
    expect(await screen.findByRole('heading', { name: 'Chagua huduma zako' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('sw');
    expect(screen.getByRole('button', { name: 'Kiswahili' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('Amana KES 500.00 unapohifadhi nafasi')).toBeTruthy();
    await press(screen.getByLabelText(/Box braids/));
    await press(screen.getByRole('button', { name: 'Endelea' }));
    await screen.findByRole('button', { name: '09:00' });
    expect(screen.getByRole('button', { name: /Jumanne/ })).toBeTruthy();
    await waitFor(() =>
      expect(server.callsTo('GET /v1/book/demo-nairobi/times').at(-1)!.language).toBe('sw'),
    );
  });
});
