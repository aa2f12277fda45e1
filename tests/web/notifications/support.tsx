import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { vi } from 'vitest';
import {
  DEFAULT_AUTOMATIONS,
  DEFAULT_REMINDERS,
  type MessageSettingsDocument,
} from '../../../registry/messages';
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

export const salon = business('b1', 'Salon One');

export const SETTINGS: MessageSettingsDocument = {
  businessId: 'b1',
  saved: false,
  confirmationEnabled: true,
  movedEnabled: true,
  cancelledEnabled: true,
  reminders: DEFAULT_REMINDERS,
  senderName: null,
  quietHoursStart: null,
  quietHoursEnd: null,
  reviewLink: null,
  automations: DEFAULT_AUTOMATIONS,
  sendingWindow: { start: '07:00', end: '19:00' },
};

/** A screen over a fake API: the app's real dataProvider calls and HTTP client, in the salon's zone. */
export const renderWithServer = (screenElement: ReactElement, replies: Replies) => {
  localStorage.setItem('saluni.currentBusinessId', 'b1');
  const server = fakeServer({ currentUser: () => userWith([ownerOf(salon)]), ...replies });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={['/screen']}>
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
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return server;
};
