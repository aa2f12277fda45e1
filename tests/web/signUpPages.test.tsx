import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SignUpPage } from '../../src/auth/SignUpPage';
import { VerifyEmailPage } from '../../src/auth/VerifyEmailPage';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { fakeServer, type Replies } from './support/fakeServer';

const TOKEN = 'b'.repeat(43);

const renderAt = (path: string, replies: Replies) => {
  const server = fakeServer(replies);
  vi.stubGlobal('fetch', server.fetch);
  const onSignedIn = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/sign-up" element={<SignUpPage />} />
          <Route path="/verify-email/:token" element={<VerifyEmailPage onSignedIn={onSignedIn} />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return { server, onSignedIn };
};

afterEach(() => vi.unstubAllGlobals());

describe('sign-up', () => {
  test('sends the form and then says where the link went, without signing in', async () => {
    const { server } = renderAt('/sign-up', { signUp: () => ({ email: 'wanjiru@example.com' }) });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: ' Wanjiru Kamau ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'wanjiru@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a good password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('Check your e-mail')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'We sent a link to wanjiru@example.com. Open it to confirm your address and sign in. The link works once, for 24 hours.',
    );
    expect(server.received('POST', '/v1/auth/signup')[0]!.body).toEqual({
      fullName: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      password: 'a good password',
    });
    expect(server.received('GET', '/v1/user')).toHaveLength(0);
  });
});

describe('the e-mailed link', () => {
  test('confirms the address only when asked, then enters the app', async () => {
    const { server, onSignedIn } = renderAt(`/verify-email/${TOKEN}`, { verifyEmail: () => ({}) });
    expect(await screen.findByText('Confirm this address to finish creating your Saluni account.')).toBeTruthy();
    expect(server.received('POST', '/v1/auth/verify-email')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(server.received('POST', '/v1/auth/verify-email')[0]!.body).toEqual({ token: TOKEN });
  });
});
