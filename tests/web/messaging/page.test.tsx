import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import type { ClientEmail } from '../../../registry/messaging';
import { createAuthProvider } from '../../../src/auth/authProvider';
import type { Role } from '../../../src/business/types';
import { dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { MessagesPage } from '../../../src/messaging/MessagesPage';
import { fakeServer, ownerOf, page, staffOf, userWith, type Replies } from '../support/fakeServer';
import {
  message,
  order,
  RecordingToast,
  salon,
  sms,
  summary,
  toasts,
  setUpMessagingTests,
  withBalance,
} from '../support/messaging';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

setUpMessagingTests();

const email: ClientEmail = {
  ...message,
  subject: 'Holiday hours',
  intro: 'We open at 10.',
  sentBy: { _id: 'u1', fullName: 'Amina Otieno' },
  summary: summary({ total: 2, queued: 0, sent: 1, skipped: 1, optedOut: 1 }),
  recipients: [
    {
      clientId: 'c1',
      fullName: 'Zawadi Mutua',
      address: 'zawadi@example.com',
      status: 'sent',
      skipReason: null,
      error: null,
      updatedAt: message.createdAt,
    },
    {
      clientId: 'c2',
      fullName: 'Baraka Kip',
      address: null,
      status: 'skipped',
      skipReason: 'optedOut',
      error: null,
      updatedAt: message.createdAt,
    },
  ],
};

const renderPage = (role: Role, path: string, replies: Replies) => {
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

describe('the messages page', () => {
  test('lists client e-mails with each recipient’s status, and deletes one after asking: Client Email deleted', async () => {
    let emails = [email];
    const server = renderPage(ownerOf(salon), '/messages', {
      clientEmailList: () => page(emails),
      clientEmailDelete: (request) => {
        emails = emails.filter((item) => item._id !== request.query.get('id'));
        return {};
      },
    });
    const summaryButton = await screen.findByRole('button', { name: /Holiday hours/ });
    expect(summaryButton.textContent).toContain('Sent by Amina Otieno');
    expect(summaryButton.textContent).toContain('Recipients: 2');
    expect(summaryButton.textContent).toContain('Sent: 1');
    expect(summaryButton.textContent).toContain('Skipped: 1');
    expect(server.received('GET', '/v1/client-email')[0]?.query.get('page')).toBe('1');
    fireEvent.click(summaryButton);
    expect(await screen.findByText('zawadi@example.com')).toBeTruthy();
    expect(screen.getByText('opted out')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete message' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No e-mails sent to clients yet')).toBeTruthy();
    const [removal] = server.received('DELETE', '/v1/client-email');
    expect(removal?.query.get('id')).toBe('m1');
    expect(toasts).toContain('success: Client Email deleted');
    expect(screen.getByRole('button', { name: 'New message' })).toBeTruthy();
  });

  test('the SMS tab: the message, its parts and units; Client SMS deleted', async () => {
    let messages = [sms({ total: 2, queued: 1, delivered: 1 })];
    renderPage(ownerOf(salon), '/messages?tab=sms', {
      clientSmsList: () => page(messages),
      clientSmsDelete: () => {
        messages = [];
        return {};
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Hello/ }));
    expect(await screen.findByText('1 SMS per client, 2 used')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete message' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No SMS sent to clients yet')).toBeTruthy();
    expect(toasts).toContain('success: Client SMS deleted');
  });

  test('the SMS bundles tab: the balance, Buy An SMS Bundle, and the orders with their status', async () => {
    renderPage(ownerOf(withBalance(42)), '/messages?tab=bundles', {
      smsBundleOrderList: () =>
        page([order('paid'), { ...order('failed', 'Insufficient funds'), _id: 'order-2' }]),
    });
    expect(await screen.findByText('42 SMS left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy An SMS Bundle' })).toBeTruthy();
    const orders = await screen.findByRole('list', { name: 'Bundle orders' });
    const lines = within(orders)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines[0]).toMatch(/Starter · 1000 SMS · KES.*M-Pesa receipt QKA1B2C3D4.*Paid/);
    expect(lines[1]).toMatch(/Insufficient funds.*Failed/);
  });

  test('staff who may only read see no New message, no delete and no Buy', async () => {
    renderPage(
      staffOf(salon, { 'marketing.Client Messages': ['read'], 'settings.SMS Bundles': ['read'] }),
      '/messages',
      {
        clientEmailList: () => page([email]),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Holiday hours/ }));
    await screen.findByText('zawadi@example.com');
    expect(screen.queryByRole('button', { name: 'Delete message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New message' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'SMS bundles' }));
    await waitFor(() =>
      expect(screen.getByText('Ask the business owner to buy an SMS bundle.')).toBeTruthy(),
    );
  });
});
