import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../../src/shared/queryClient';
import { Admin, CustomRoutes, TestMemoryRouter, type DataProvider } from 'react-admin';
import { vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { setCurrentBusinessId } from '../../../src/business/currentBusiness';
import type { Role } from '../../../src/business/types';
import {
  createSaluniDataProvider,
  dataProvider as appDataProvider,
} from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { Toast } from '../../../src/layout/Toast';
import { darkTheme, lightTheme } from '../../../src/layout/theme';
import { fakeServer, userWith, type Replies } from './fakeServer';

/**
 * The app's own screens on custom `routes`, opened at `path` in business b1 as `role`, over the
 * fake API: the app's real dataProvider and HTTP client, theme, texts and toasts. `besideAdmin`
 * renders inside the router next to the admin (a probe of the location). Returns the server.
 */
export const renderOverFakeServer = ({
  path,
  routes,
  replies,
  role,
  dataProvider = appDataProvider,
  besideAdmin,
}: {
  path: string;
  routes: ReactNode;
  replies: Replies;
  role: Role;
  dataProvider?: DataProvider;
  besideAdmin?: ReactNode;
}) => {
  setCurrentBusinessId('b1');
  const server = fakeServer({ currentUser: () => userWith([role]), ...replies });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(createSaluniDataProvider(server.http))}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        notification={Toast}
        queryClient={createQueryClient()}
        disableTelemetry
      >
        <CustomRoutes>{routes}</CustomRoutes>
      </Admin>
      {besideAdmin}
    </TestMemoryRouter>,
  );
  return server;
};
