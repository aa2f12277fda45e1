import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { vi } from 'vitest';
import type { Business, Role } from '../../../src/business/types';
import { createAuthProvider } from '../../../src/auth/authProvider';
import {
  dataProvider as appDataProvider,
  createSaluniDataProvider,
} from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { Toast } from '../../../src/layout/Toast';
import { darkTheme, lightTheme } from '../../../src/layout/theme';
import { business, fakeServer, ownerOf, userWith, type Replies } from '../support/fakeServer';
import { memoryDataProvider } from '../support/testAdmin';

export const nairobiSalon = business('b1', 'Salon One');
export const sydneySalon: Business = {
  ...business('b1', 'Bondi Hair'),
  country: 'AU',
  timezone: 'Australia/Sydney',
  currency: 'AUD',
};

/** A screen at `path` over a fake API: the app's real dataProvider calls and HTTP client, as `role`. */
export const renderWithServer = (
  screenElement: ReactElement,
  replies: Replies,
  role: Role = ownerOf(nairobiSalon),
  path = '/screen',
) => {
  localStorage.setItem('saluni.currentBusinessId', 'b1');
  const server = fakeServer({ currentUser: () => userWith([role]), ...replies });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(createSaluniDataProvider(server.http))}
        dataProvider={{ ...memoryDataProvider({}), ...appDataProvider }}
        i18nProvider={i18nProvider}
        notification={Toast}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/screen" element={screenElement} />
          <Route path="/order/:id" element={<p>The order page</p>} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return server;
};
