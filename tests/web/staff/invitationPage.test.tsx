import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { InvitationPage } from '../../../src/staff/InvitationPage';
import { fakeServer } from '../support/fakeServer';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const TOKEN = 'a'.repeat(43);

const renderPage = (hasAccount: boolean) => {
  const server = fakeServer({
    invitationGet: () => ({
      email: 'amani@example.com',
      fullName: 'Amani',
      businessName: 'Nairobi Glow',
      hasAccount,
    }),
    invitationAccept: () => ({ user: {} }),
    invitationJoin: () => ({ user: {} }),
  });
  vi.stubGlobal('fetch', server.fetch);
  const onSignedIn = vi.fn();
  render(
    <MemoryRouter initialEntries={[`/invitation/${TOKEN}`]}>
      <AdminContext
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
      >
        <Routes>
          <Route path="/invitation/:token" element={<InvitationPage onSignedIn={onSignedIn} />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return { server, onSignedIn };
};

afterEach(() => vi.unstubAllGlobals());

describe('invitation page', () => {
  test('an address that already has an account joins signed in, without choosing a password', async () => {
    const { server, onSignedIn } = renderPage(true);
    await screen.findByText(
      'You already have a Saluni account as amani@example.com. Sign in with it, then open this link again to join.',
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join Nairobi Glow' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(server.received('POST', '/v1/staff/invitation/accept')[0]!.body).toEqual({
      token: TOKEN,
    });
    expect(server.received('POST', '/v1/auth/invitation/accept')).toHaveLength(0);
  });

  test('a new address chooses its password', async () => {
    const { server, onSignedIn } = renderPage(false);
    fireEvent.change(await screen.findByLabelText('Password'), {
      target: { value: 'amani password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(server.received('POST', '/v1/auth/invitation/accept')[0]!.body).toEqual({
      token: TOKEN,
      password: 'amani password',
    });
  });
});
