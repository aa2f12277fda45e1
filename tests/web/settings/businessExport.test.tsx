import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  dataProvider as appDataProvider,
  createSaluniDataProvider,
} from '../../../src/dataProvider';
import type { BusinessExport } from '../../../src/dataProvider/businessExport';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { i18nProvider } from '../../../src/i18n';
import { darkTheme, lightTheme } from '../../../src/layout/theme';
import { BusinessExportCard } from '../../../src/settings/BusinessExportCard';
import { business, fakeServer, ownerOf, userWith, type Replies } from '../support/fakeServer';
import { memoryDataProvider } from '../support/testAdmin';

const salon = business('b1', 'Salon One');
const QUEUED: BusinessExport = {
  _id: 'x1',
  status: 'building',
  progress: 40,
  createdAt: '2026-11-29T10:00:00.000Z',
  finishedAt: null,
  size: null,
};
const READY: BusinessExport = {
  ...QUEUED,
  status: 'ready',
  progress: 100,
  finishedAt: '2026-11-29T10:00:05.000Z',
  size: 2 * 1024 * 1024,
};

const EXPORT_METHODS = [
  'getBusinessExports',
  'startBusinessExport',
  'downloadBusinessExport',
] as const;

/** The card over a fake API: the app's real dataProvider calls and HTTP client. */
const renderCard = (replies: Replies) => {
  const server = fakeServer({ currentUser: () => userWith([ownerOf(salon)]), ...replies });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={['/settings']}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(createSaluniDataProvider(server.http))}
        dataProvider={{
          ...memoryDataProvider({}),
          ...Object.fromEntries(EXPORT_METHODS.map((name) => [name, appDataProvider[name]])),
        }}
        i18nProvider={i18nProvider}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/settings" element={<BusinessExportCard />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return server;
};

beforeEach(() => localStorage.setItem('saluni.currentBusinessId', 'b1'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the export card', () => {
  test('starts an export, shows its progress, then offers the archive to download', async () => {
    let listed: BusinessExport[] = [];
    const server = renderCard({
      businessExportList: () => {
        const reply = listed;
        // The export is ready at the next poll.
        if (listed[0]?.status === 'building') listed = [READY];
        return reply;
      },
      businessExportCreate: () => {
        listed = [QUEUED];
        return QUEUED;
      },
      businessExportDownload: () =>
        new Response('archive', { headers: { 'content-type': 'application/gzip' } }),
    });
    expect(await screen.findByText('No exports yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export all data' }));
    expect(await screen.findByText('Preparing the export… 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(
      (screen.getByRole('button', { name: 'Export all data' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(server.received('POST', '/v1/business-export').map((request) => request.body)).toEqual([
      { businessId: 'b1' },
    ]);

    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const download = await screen.findByRole(
      'button',
      { name: 'Download (2.0 MB)' },
      { timeout: 4000 },
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(download);
    await waitFor(() =>
      expect(server.received('GET', '/v1/business-export/x1/download')).toHaveLength(1),
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  test('shows the server’s refusal', async () => {
    const message = 'An export of this business is already being built';
    renderCard({
      businessExportList: () => [],
      businessExportCreate: () =>
        Response.json({ error: { message, code: 'INVALID_STATE' } }, { status: 409 }),
    });
    // The button waits for the list.
    expect(await screen.findByText('No exports yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export all data' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
