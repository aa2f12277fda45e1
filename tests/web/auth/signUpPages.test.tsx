import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SignUpPage } from '../../../src/auth/SignUpPage';
import { VerifyEmailPage } from '../../../src/auth/VerifyEmailPage';
import { ResendConfirmationPage } from '../../../src/auth/ResendConfirmationPage';
import { dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { fakeServer, type Replies } from '../support/fakeServer';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const TOKEN = 'b'.repeat(43);

const renderAt = (path: string, replies: Replies) => {
  const server = fakeServer(replies);
  vi.stubGlobal('fetch', server.fetch);
  const onSignedIn = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
      >
        <Routes>
          <Route path="/sign-up" element={<SignUpPage />} />
          <Route
            path="/verify-email/:token"
            element={<VerifyEmailPage onSignedIn={onSignedIn} />}
          />
          <Route path="/resend-confirmation" element={<ResendConfirmationPage />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return { server, onSignedIn };
};

afterEach(() => vi.unstubAllGlobals());

describe('sign-up', () => {
  test('asks only name and e-mail, sends them and then says where the link went, without signing in', async () => {
    const { server } = renderAt('/sign-up', { signUp: () => ({ email: 'wanjiru@example.com' }) });
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: ' Wanjiru Kamau ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'wanjiru@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('Check your e-mail')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'We sent a link to wanjiru@example.com. Open it to confirm your address, choose your password and sign in. The link works once, for 24 hours.',
    );
    expect(server.received('POST', '/v1/auth/signup')[0]!.body).toEqual({
      fullName: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
    });
    expect(server.received('GET', '/v1/user')).toHaveLength(0);
  });
});

describe('the confirmation sent again', () => {
  test('asks the e-mail, sends it, then says where the new link went', async () => {
    const { server } = renderAt('/resend-confirmation', {
      resendConfirmation: () => ({ email: 'wanjiru@example.com' }),
    });
    expect(
      screen.getByText(
        'Enter the e-mail address you signed up with, and we will send a new confirmation link.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), {
      target: { value: ' wanjiru@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Check your e-mail')).toBeTruthy();
    expect(server.received('POST', '/v1/auth/resend-confirmation')[0]!.body).toEqual({
      email: 'wanjiru@example.com',
    });
  });
});

const choosePassword = (password: string, repeated: string) => {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: repeated } });
};

describe('the e-mailed link', () => {
  test('confirms the address only when asked, with the password chosen there, then enters the app', async () => {
    const { server, onSignedIn } = renderAt(`/verify-email/${TOKEN}`, { verifyEmail: () => ({}) });
    expect(
      await screen.findByText(
        'Choose your password to confirm this address and finish creating your Saluni account.',
      ),
    ).toBeTruthy();
    expect(server.received('POST', '/v1/auth/verify-email')).toHaveLength(0);
    choosePassword('chosen on confirming', 'chosen on confirming');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(server.received('POST', '/v1/auth/verify-email')[0]!.body).toEqual({
      token: TOKEN,
      password: 'chosen on confirming',
    });
  });

  test('a repeat that differs is refused in the browser with a message under it, and nothing is sent', async () => {
    const { server, onSignedIn } = renderAt(`/verify-email/${TOKEN}`, { verifyEmail: () => ({}) });
    choosePassword('chosen on confirming', 'chosen on confirmimg');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(screen.getByLabelText('Repeat password').getAttribute('aria-invalid')).toBe('true');
    expect(server.received('POST', '/v1/auth/verify-email')).toHaveLength(0);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  test('Enter in the form confirms, and the server’s password message shows under the password', async () => {
    const refusal = {
      error: {
        message: 'Password must be at least 8 characters',
        code: 'VALIDATION',
        fields: { password: 'Password must be at least 8 characters' },
      },
    };
    const { server, onSignedIn } = renderAt(`/verify-email/${TOKEN}`, {
      verifyEmail: () => Response.json(refusal, { status: 422 }),
    });
    choosePassword('short', 'short');
    fireEvent.submit(screen.getByLabelText('Repeat password').closest('form')!);
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(server.received('POST', '/v1/auth/verify-email')[0]!.body).toEqual({
      token: TOKEN,
      password: 'short',
    });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  test('a spent link shows the server’s message', async () => {
    const spent = {
      error: {
        message: 'This link is invalid or has expired. Sign up again to get a new one.',
        code: 'NOT_FOUND',
      },
    };
    renderAt(`/verify-email/${TOKEN}`, {
      verifyEmail: () => Response.json(spent, { status: 404 }),
    });
    choosePassword('chosen on confirming', 'chosen on confirming');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is invalid or has expired. Sign up again to get a new one.',
    );
  });
});
