import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { createAuthProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { SignUpPage } from './auth/SignUpPage';
import { dataProvider, http } from './dataProvider';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { Toast } from './layout/Toast';
import { resourceScreens } from './resources';
import { StockEntriesTab, StockEntryEdit } from './custom/stock';

const authProvider = createAuthProvider(http);

export const App = () => (
  <Admin
    requireAuth
    title="Saluni"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={AppLayout}
    notification={Toast}
    disableTelemetry
  >
    <CustomRoutes noLayout>
      <Route path="/sign-up" element={<SignUpPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/stock" element={<StockEntriesTab />} />
      <Route path="/stock-entry/edit/:id" element={<StockEntryEdit />} />
    </CustomRoutes>
    {resourceScreens.map(({ name, list, create, edit, icon, recordRepresentation }) => (
      <Resource key={name} name={name} list={list} create={create} edit={edit} icon={icon} recordRepresentation={recordRepresentation} />
    ))}
  </Admin>
);
