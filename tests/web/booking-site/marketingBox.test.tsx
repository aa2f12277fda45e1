import { screen } from '@testing-library/dom';
import { afterEach, describe, expect, test } from 'vitest';
import { press, removeSite, renderSite, type } from './renderSite';
import {
  installSiteServer,
  nairobiBooking,
  nairobiHold,
  nairobiSite,
  nairobiTimes,
} from './siteServer';

afterEach(removeSite);

const siteAnswers = {
  'GET /v1/book/demo-nairobi': { reply: { bookingSite: nairobiSite } },
  'GET /v1/book/demo-nairobi/times': { reply: { freeTimes: nairobiTimes } },
  'POST /v1/book/demo-nairobi/hold': { status: 201, reply: { hold: nairobiHold } },
  'POST /v1/book/hold/code': {
    reply: {
      codeSent: { channel: 'sms', sentTo: '07•• ••• 678', expiresAt: nairobiHold.expiresAt },
    },
  },
  'POST /v1/book/hold/verify': { reply: { verified: { depositMinor: 0, knownClient: true } } },
  'POST /v1/book/hold/confirm': { status: 201, reply: { booking: nairobiBooking() } },
};

/** From the salon's page to the booking's confirmation, ticking the offers box or not. */
const bookTicking = async (tick: boolean) => {
  const server = installSiteServer(siteAnswers);
  renderSite('/book/demo-nairobi');
  await press(await screen.findByLabelText(/Box braids/));
  await press(screen.getByRole('button', { name: 'Continue' }));
  await press(await screen.findByRole('button', { name: '09:00' }));
  await screen.findByRole('heading', { name: 'Your details' });
  const box = screen.getByLabelText('Send me offers and news from Demo Salon Nairobi');
  expect((box as HTMLInputElement).checked).toBe(false);
  if (tick) await press(box);
  await type(screen.getByLabelText('Your name'), 'Achieng');
  await type(screen.getByLabelText('Mobile number'), '0712345678');
  await press(screen.getByRole('button', { name: 'Send my code' }));
  await type(await screen.findByLabelText('Code'), '123456');
  await press(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByRole('heading', { name: 'The salon’s policy' });
  await press(screen.getByLabelText('I accept the policy'));
  await press(screen.getByRole('button', { name: 'Book' }));
  return server;
};

describe('the offers box on the details step', () => {
  test('starts unticked; left so, the confirmation carries no consent', async () => {
    const server = await bookTicking(false);
    expect(server.callsTo('POST /v1/book/hold/confirm')[0]!.body).toEqual({
      holdToken: 'hold-secret',
      acceptPolicy: true,
    });
    expect(server.callsTo('POST /v1/book/hold/code')[0]!.body).not.toHaveProperty('marketingOptIn');
  });

  test('ticked, the confirmation carries the consent', async () => {
    const server = await bookTicking(true);
    expect(server.callsTo('POST /v1/book/hold/confirm')[0]!.body).toEqual({
      holdToken: 'hold-secret',
      acceptPolicy: true,
      marketingOptIn: true,
    });
  });
});
