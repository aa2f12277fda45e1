import {
  Admin,
  Resource,
  TestMemoryRouter,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { i18nProvider } from '../../../src/i18n';
import { AppLayout } from '../../../src/layout/AppLayout';
import { resourceScreens } from '../../../src/resourceScreens';
import './preloadAreas';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

/**
 * The app as App.tsx wires it (layout with menu, business switcher and gate, every resource),
 * but with the providers a test chooses and a memory router at `path`.
 */
export const LayoutApp = ({
  authProvider,
  dataProvider,
  path,
}: {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  path: string;
}) => (
  <TestMemoryRouter initialEntries={[path]}>
    <Admin
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      layout={AppLayout}
      disableTelemetry
    >
      {resourceScreens.map(({ name, list, create, edit, icon, recordRepresentation }) => (
        <Resource
          key={name}
          name={name}
          list={list}
          create={create}
          edit={edit}
          icon={icon}
          recordRepresentation={recordRepresentation}
        />
      ))}
    </Admin>
  </TestMemoryRouter>
);
