import { render } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route, useLocation, useNavigate } from 'react-router-dom';
import { vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import type { Role } from '../../../src/business/types';
import { setCurrentBusinessId } from '../../../src/business/currentBusiness';
import { createSaluniDataProvider, dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { InventoryHub } from '../../../src/inventory/InventoryHub';
import {
  REPORT_CLIENTS_PATH,
  REPORT_SALES_PATH,
  REPORT_TAX_PATH,
} from '../../../src/shared/appScreens';
import { ClientReportPage, SalesReportPage, TaxReportPage } from '../../../src/reports/screens';
import { business, fakeServer, ownerOf, userWith, type Replies } from './fakeServer';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

/** The report pages and the inventory hub over the fake server, for tests/web/reports*.test.tsx. */
export const salon = business('b1', 'Salon One');

/** Where the app is, so a test sees the range kept in the URL and a navigation; and the browser's back button. */
const Location = () => {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
};

export const renderReports = (path: string, replies: Replies, role: Role = ownerOf(salon)) => {
  const server = fakeServer({ currentUser: () => userWith([role]), ...replies });
  vi.stubGlobal('fetch', server.fetch);
  setCurrentBusinessId(role.business._id);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(createSaluniDataProvider(server.http))}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path={REPORT_SALES_PATH} element={<SalesReportPage />} />
          <Route path={REPORT_CLIENTS_PATH} element={<ClientReportPage />} />
          <Route path={REPORT_TAX_PATH} element={<TaxReportPage />} />
          <Route path="/products" element={<InventoryHub />} />
        </CustomRoutes>
      </Admin>
      <Location />
    </TestMemoryRouter>,
  );
  return server;
};
