import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { SmsBundle, SmsBundleOrder } from '../../../registry/messaging';
import { createAuthProvider } from '../../../src/auth/authProvider';
import type { Role } from '../../../src/business/types';
import { dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { darkTheme, lightTheme } from '../../../src/layout/theme';
import { MessagesPage } from '../../../src/messaging/MessagesPage';
import { business, fakeServer, ownerOf, page, userWith, type Replies } from '../support/fakeServer';
import {
  bundle,
  order,
  RecordingToast,
  setUpMessagingTests,
  withBalance,
} from '../support/messaging';

setUpMessagingTests();

/** An Australian salon: AUD, Sydney. */
const sydney = {
  ...business('b1', 'Sydney Salon'),
  country: 'AU',
  currency: 'AUD',
  timezone: 'Australia/Sydney',
};
const audBundle: SmsBundle = {
  _id: 'sb-au',
  title: '100 SMS',
  currency: 'AUD',
  cost: 8,
  status: 'active',
  smsCount: 100,
};
const audOrder = (status: SmsBundleOrder['status']): SmsBundleOrder => ({
  ...order(status),
  _id: 'order-au',
  smsBundleId: 'sb-au',
  bundle: { title: '100 SMS', currency: 'AUD', cost: 8, smsCount: 100 },
  paymentMethod: 'card',
  receipt: status === 'paid' ? 'pi_sim_1' : null,
});
const CHECKOUT = 'http://localhost/card/simulator/cs_sim_1';

const renderBundles = (role: Role, path: string, replies: Replies) => {
  const server = fakeServer({ currentUser: () => userWith([role]), ...replies });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(dataProvider)}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        notification={RecordingToast}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/messages" element={<MessagesPage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return server;
};

/** The browser leaving for the card page: recorded, not followed. */
const leavingFor = () => vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
afterEach(() => vi.restoreAllMocks());

const openPayment = async (chosen: RegExp) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Buy An SMS Bundle' }));
  const buy = await screen.findByRole('dialog', { name: 'Buy An SMS Bundle' });
  fireEvent.click(await within(buy).findByRole('radio', { name: chosen }));
  fireEvent.click(within(buy).getByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'Select payment method' });
};

describe('the Card button of the payment dialog', () => {
  test('an Australian salon: A$ bundles, a card order, Card alone, and the browser goes to the checkout', async () => {
    const assign = leavingFor();
    const server = renderBundles(
      ownerOf({ ...sydney, smsBundle: { availableAmount: 0 } }),
      '/messages?tab=bundles',
      {
        smsBundleList: () => page([audBundle]),
        smsBundleOrderList: () => page([]),
        smsBundleOrderCreate: () => audOrder('pending'),
        cardPay: () => ({ _id: 'cp1', status: 'pending', checkoutUrl: CHECKOUT }),
      },
    );
    const payment = await openPayment(/^100 SMS: 100 SMS for A\$8\.00$/);
    expect(server.received('POST', '/v1/sms-bundle-order').map((request) => request.body)).toEqual([
      { businessId: 'b1', smsBundleId: 'sb-au', paymentMethod: 'card' },
    ]);
    expect(within(payment).getByText('Paying for 100 SMS at AUD 8')).toBeTruthy();
    expect(within(payment).queryByRole('textbox', { name: 'Mpesa' })).toBeNull();
    expect(within(payment).queryByRole('button', { name: 'Send push STK' })).toBeNull();
    fireEvent.click(within(payment).getByRole('button', { name: 'Card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(server.received('POST', '/card/pay').map((request) => request.body)).toEqual([
      { transactionRef: 'order-au', returnPath: '/#/messages?tab=bundles&cardOrder=order-au' },
    ]);
    expect(within(payment).getByRole('button', { name: 'Card' })).toHaveProperty('disabled', true);
  });

  test('a Kenyan salon keeps M-Pesa and may pay the same order by card', async () => {
    const assign = leavingFor();
    const server = renderBundles(ownerOf(withBalance(0)), '/messages?tab=bundles', {
      smsBundleList: () => page([bundle]),
      smsBundleOrderList: () => page([]),
      smsBundleOrderCreate: () => order('pending'),
      cardPay: () => ({ _id: 'cp1', status: 'pending', checkoutUrl: CHECKOUT }),
    });
    const payment = await openPayment(/^Starter/);
    expect(within(payment).getByRole('textbox', { name: 'Mpesa' })).toBeTruthy();
    expect(server.received('POST', '/v1/sms-bundle-order')[0]?.body).toMatchObject({
      paymentMethod: 'm-pesa',
    });
    fireEvent.click(within(payment).getByRole('button', { name: 'Card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(server.received('POST', '/mpesa/pay')).toEqual([]);
  });

  test('back from the card page, the tab shows the order paid and the card payment on its line', async () => {
    renderBundles(
      ownerOf({ ...sydney, smsBundle: { availableAmount: 100 } }),
      '/messages?tab=bundles&cardOrder=order-au',
      {
        smsBundleOrderGet: () => audOrder('paid'),
        smsBundleOrderList: () => page([audOrder('paid')]),
      },
    );
    expect(await screen.findByText('Paid. 100 SMS were added to your balance.')).toBeTruthy();
    const orders = await screen.findByRole('list', { name: 'Bundle orders' });
    expect(within(orders).getByRole('listitem').textContent).toMatch(
      /100 SMS · 100 SMS · A\$8\.00.*Card payment pi_sim_1.*Paid/,
    );
  });
});
