import {
  Admin,
  Resource,
  TestMemoryRouter,
  type AuthProvider,
  type DataProvider,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { darkTheme, lightTheme } from '../../../src/layout/theme';
import { resourceScreens } from '../../../src/resourceScreens';
import './preloadAreas';

export type Store = Record<string, RaRecord[]>;

/**
 * A small in-memory dataProvider for component tests: it answers the generic screens so they
 * can be tested without a server. The real mapping is tested separately with a fake fetch.
 */
export const memoryDataProvider = (store: Store) => {
  let next = 1;
  const rows = (resource: string) => (store[resource] ??= []);
  const provider = {
    getList: vi.fn(async (resource: string) => ({
      data: rows(resource),
      total: rows(resource).length,
    })),
    getOne: vi.fn(async (resource: string, { id }: { id: Identifier }) => ({
      data: rows(resource).find((row) => row.id === id)!,
    })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: Identifier[] }) => ({
      data: rows(resource).filter((row) => ids.includes(row.id)),
    })),
    getManyReference: vi.fn(async (resource: string) => ({
      data: rows(resource),
      total: rows(resource).length,
    })),
    create: vi.fn(async (resource: string, { data }: { data: Record<string, unknown> }) => {
      const record = { ...data, id: `new-${next++}` };
      rows(resource).push(record);
      return { data: record };
    }),
    update: vi.fn(
      async (resource: string, { id, data }: { id: Identifier; data: Record<string, unknown> }) => {
        const index = rows(resource).findIndex((row) => row.id === id);
        rows(resource)[index] = { ...rows(resource)[index], ...data, id };
        return { data: rows(resource)[index] };
      },
    ),
    updateMany: vi.fn(async (_resource: string, { ids }: { ids: Identifier[] }) => ({ data: ids })),
    delete: vi.fn(async (resource: string, { id }: { id: Identifier }) => {
      const record = rows(resource).find((row) => row.id === id)!;
      store[resource] = rows(resource).filter((row) => row.id !== id);
      return { data: record };
    }),
    deleteMany: vi.fn(async (_resource: string, { ids }: { ids: Identifier[] }) => ({ data: ids })),
  };
  return provider as typeof provider & DataProvider;
};

/** Signed in as an owner: every screen is allowed. */
export const allowAllAuthProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async () => true,
};

/** The app's resources and product screens in react-admin, at `path`, without the business gate. */
export const TestApp = ({ dataProvider, path }: { dataProvider: DataProvider; path: string }) => (
  <TestMemoryRouter initialEntries={[path]}>
    <Admin
      dataProvider={dataProvider}
      authProvider={allowAllAuthProvider}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      disableTelemetry
    >
      {resourceScreens.map(({ name, list, create, edit, recordRepresentation }) => (
        <Resource
          key={name}
          name={name}
          list={list}
          create={create}
          edit={edit}
          recordRepresentation={recordRepresentation}
        />
      ))}
    </Admin>
  </TestMemoryRouter>
);
