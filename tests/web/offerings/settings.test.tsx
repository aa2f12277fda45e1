import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import type { Role } from '../../../src/business/types';
import {
  dataProvider as appDataProvider,
  createSaluniDataProvider,
} from '../../../src/dataProvider';
import { ONLINE_BOOKING_DEFAULTS } from '../../../registry/onlineBooking';
import { BusinessSettings } from '../../../src/settings/BusinessSettings';
import { i18nProvider } from '../../../src/i18n';
import { Toast } from '../../../src/layout/Toast';
import {
  business,
  fakeServer,
  ownerOf,
  staffOf,
  userWith,
  type Replies,
} from '../support/fakeServer';
import { memoryDataProvider } from '../support/testAdmin';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const salon = { ...business('b1', 'Salon One'), appointmentGapInMinutes: 10 };

/** The settings screen for a user holding `role`: the real authProvider and HTTP client over a fake API. */
const renderSettingsAs = (role: Role, replies: Replies = {}) => {
  const server = fakeServer({
    currentUser: () => userWith([role]),
    businessUpdate: (request) => ({ ...salon, ...(request.body as object) }),
    onlineBookingGet: () => ({ ...ONLINE_BOOKING_DEFAULTS, slug: 'salon-one', saved: false }),
    webhookEndpointList: () => [],
    businessExportList: () => [],
    ...replies,
  });
  // The screen saves through the app's dataProvider, whose client reads the global fetch per call.
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={['/settings']}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(createSaluniDataProvider(server.http))}
        dataProvider={{
          ...memoryDataProvider({}),
          updateBusiness: appDataProvider.updateBusiness,
          getOnlineBooking: appDataProvider.getOnlineBooking,
          getWebhookEndpoints: appDataProvider.getWebhookEndpoints,
          getBusinessExports: appDataProvider.getBusinessExports,
        }}
        i18nProvider={i18nProvider}
        notification={Toast}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/settings" element={<BusinessSettings />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return server;
};

const chooseOption = async (comboboxName: string, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: comboboxName }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

beforeEach(() => localStorage.setItem('saluni.currentBusinessId', 'b1'));
afterEach(() => vi.unstubAllGlobals());

describe('business settings screen', () => {
  test('shows the current settings, the gap slider labelled Duration in minutes', async () => {
    renderSettingsAs(ownerOf(salon));
    await waitFor(() =>
      expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe('Salon One'),
    );
    expect(screen.getByRole('combobox', { name: 'Country' }).textContent).toBe('Kenya');
    expect((screen.getByLabelText('Time zone') as HTMLInputElement).value).toBe('Africa/Nairobi');
    expect(screen.getByRole('combobox', { name: 'Currency' }).textContent).toBe(
      'Kenyan shilling (KES)',
    );
    const slider = screen.getByRole('slider', { name: 'Duration in minutes' });
    expect(slider.getAttribute('aria-valuenow')).toBe('10');
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe('60');
  });

  test('switching to Australia proposes AUD and Australia/Sydney; Save sends every setting and says Business updated', async () => {
    const server = renderSettingsAs(ownerOf(salon));
    await waitFor(() =>
      expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe('Salon One'),
    );
    fireEvent.change(screen.getByLabelText('Business name'), { target: { value: 'Salon Sydney' } });
    fireEvent.change(screen.getByLabelText('Address'), {
      target: { value: '12 George St, Sydney' },
    });
    await chooseOption('Country', 'Australia');
    expect(screen.getByRole('combobox', { name: 'Currency' }).textContent).toBe(
      'Australian dollar (AUD)',
    );
    expect((screen.getByLabelText('Time zone') as HTMLInputElement).value).toBe('Australia/Sydney');
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Duration in minutes' }), {
      key: 'ArrowRight',
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Open on public holidays' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business updated')).toBeTruthy();
    expect(server.received('PUT', '/v1/business/b1').map((request) => request.body)).toEqual([
      {
        name: 'Salon Sydney',
        country: 'AU',
        timezone: 'Australia/Sydney',
        currency: 'AUD',
        appointmentGapInMinutes: 15,
        opensOnHolidays: true,
        calendarEnabled: true,
        logo: null,
        address: '12 George St, Sydney',
      },
    ]);
  });

  test('the address shows the server’s field message under it', async () => {
    const message = 'At most 300 characters';
    renderSettingsAs(ownerOf({ ...salon, address: 'Moi Avenue, Nairobi' }), {
      businessUpdate: () =>
        Response.json(
          { error: { message, code: 'VALIDATION_FAILED', fields: { address: message } } },
          { status: 422 },
        ),
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe(
        'Moi Avenue, Nairobi',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
  });

  test('an empty name is refused before any call', async () => {
    const server = renderSettingsAs(ownerOf(salon));
    await waitFor(() =>
      expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe('Salon One'),
    );
    fireEvent.change(screen.getByLabelText('Business name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business name is required')).toBeTruthy();
    expect(server.received('PUT', '/v1/business/b1')).toHaveLength(0);
  });

  test('staff who may only read the settings see them without a Save button', async () => {
    renderSettingsAs(staffOf(salon, { 'settings.Business': ['read'] }));
    await waitFor(() =>
      expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe('Salon One'),
    );
    expect((screen.getByLabelText('Business name') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
