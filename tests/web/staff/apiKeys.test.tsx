import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiKeyDocument } from '../../../registry/apiKeys';
import { dataProvider as appDataProvider } from '../../../src/dataProvider';
import { ApiKeysPage } from '../../../src/staff/ApiKeysPage';
import { business, ownerOf, staffOf, type ReceivedRequest } from '../support/fakeServer';
import { renderOverFakeServer } from '../support/screenOverFakeServer';
import { memoryDataProvider } from '../support/testAdmin';

const salon = business('b1', 'Salon One');
const KEY = `slk_live_${'a'.repeat(43)}`;

const stored: ApiKeyDocument = {
  _id: 'k1',
  businessId: 'b1',
  name: 'Website bookings',
  prefix: 'slk_live_Ab12Cd',
  scopes: [{ module: 'appointments.Appointments', actions: ['read', 'create'] }],
  createdBy: 'u1',
  createdAt: '2026-11-01T08:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

const renderPage = (role = ownerOf(salon)) =>
  renderOverFakeServer({
    path: '/settings/api-keys',
    role,
    dataProvider: { ...memoryDataProvider({}), ...appDataProvider },
    routes: <Route path="/settings/api-keys" element={<ApiKeysPage />} />,
    replies: {
      apiKeyList: () => [stored],
      apiKeyCreate: (request: ReceivedRequest) => ({
        ...stored,
        _id: 'k2',
        ...(request.body as object),
        prefix: KEY.slice(0, 15),
        key: KEY,
      }),
      apiKeyRevoke: () => ({ ...stored, revokedAt: '2026-11-02T08:00:00.000Z' }),
    },
  });

afterEach(() => vi.unstubAllGlobals());

describe('API keys page', () => {
  test('lists the keys with their prefix and scopes, never a whole key', async () => {
    renderPage();
    expect(await screen.findByText('Website bookings')).toBeTruthy();
    expect(screen.getByText('slk_live_Ab12Cd…')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.getByText(/Appointments: Read, Create/)).toBeTruthy();
  });

  test('creates a key with its scopes and shows it once with a warning', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const server = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Give the key a name')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Kiosk' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Clients - Profile Read' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(/It will not be shown again/)).toBeTruthy();
    expect(server.received('POST', '/v1/api-key')[0]!.body).toEqual({
      businessId: 'b1',
      name: 'Kiosk',
      scopes: [{ module: 'clients.Profile', actions: ['read'] }],
    });
    expect((screen.getByRole('textbox', { name: 'API key' }) as HTMLInputElement).value).toBe(KEY);
    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(KEY));
    fireEvent.click(screen.getByRole('button', { name: 'I have copied the key' }));
    await waitFor(() => expect(screen.queryByText(KEY)).toBeNull());
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
  });

  test('revokes a key after asking', async () => {
    const server = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const question = await screen.findByRole('alertdialog');
    expect(server.received('DELETE', '/v1/api-key/k1')).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(server.received('DELETE', '/v1/api-key/k1')).toHaveLength(1));
    expect(await screen.findByText('Key revoked')).toBeTruthy();
  });

  test('staff are told only owners and admins manage keys, and nothing is asked', async () => {
    const server = renderPage(staffOf(salon, {}));
    expect(await screen.findByText('Only owners and admins can manage API keys.')).toBeTruthy();
    expect(server.received('GET', '/v1/api-key')).toHaveLength(0);
  });
});
