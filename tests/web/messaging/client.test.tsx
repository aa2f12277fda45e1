import { fireEvent, render, screen, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { ClientShow } from '../../../src/clients/ClientShow';
import { i18nProvider } from '../../../src/i18n';
import { allowAllAuthProvider, memoryDataProvider, TestApp } from '../support/testAdmin';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const SLOW = { timeout: 10_000 };

const zawadi = () => ({
  id: 'z1',
  _id: 'z1',
  fullName: 'Zawadi Mutua',
  phone: '+254712345678',
  email: 'zawadi@example.com',
  gender: 'Female',
  address: null,
  notes: null,
  image: null,
  emailOptOut: false,
  smsOptOut: true,
  createdAt: '2026-03-01T09:00:00.000Z',
  categories: [],
});

describe('the client page and form', () => {
  test('show the opt-outs, and Contact opens Contact Client with the client chosen', async () => {
    render(
      <TestMemoryRouter initialEntries={['/client/z1/show']}>
        <Admin
          lightTheme={lightTheme}
          darkTheme={darkTheme}
          dataProvider={memoryDataProvider({ client: [zawadi()], 'client-category': [] })}
          authProvider={allowAllAuthProvider}
          i18nProvider={i18nProvider}
          disableTelemetry
        >
          <CustomRoutes>
            <Route path="/client/:id/show" element={<ClientShow />} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>,
    );
    const smsOptOut = await screen.findByText('No SMS (opted out)', {}, SLOW);
    expect(smsOptOut.nextElementSibling?.textContent).toBe('Yes');
    expect(screen.getByText('No e-mail (opted out)').nextElementSibling?.textContent).toBe('No');

    fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send email to clients' }, SLOW);
    const panel = within(dialog).getAllByRole('tabpanel')[0]!;
    expect(await within(panel).findByRole('button', { name: 'Zawadi Mutua' }, SLOW)).toBeTruthy();
  });

  test('the client form has the two opt-out switches', async () => {
    render(
      <TestApp
        dataProvider={memoryDataProvider({ client: [zawadi()], 'client-category': [] })}
        path="/client/z1"
      />,
    );
    const sms = await screen.findByLabelText('No SMS (opted out)', {}, SLOW);
    expect((sms as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('No e-mail (opted out)') as HTMLInputElement).checked).toBe(
      false,
    );
  });
});
