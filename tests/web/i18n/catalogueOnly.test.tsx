import { render, screen } from '@testing-library/react';
import {
  Admin,
  CustomRoutes,
  Resource,
  TestMemoryRouter,
  type AuthProvider,
  type RaRecord,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import type { FieldDeclaration, ResourceDeclaration } from '../../../registry';
import { AppLayout } from '../../../src/layout/AppLayout';
import { resourceScreens } from '../../../src/resourceScreens';
import { business, ownerOf, userWith } from '../support/fakeServer';
import { memoryDataProvider, type Store } from '../support/testAdmin';
import { markerCatalogue, textsOutsideTheCatalogue } from '../support/markerCatalogue';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const fakeValue = (name: string, field: FieldDeclaration): unknown => {
  switch (field.type) {
    case 'string':
    case 'text':
      return `Datum ${name}`;
    case 'email':
      return `datum.${name}@example.com`;
    case 'phone':
      return '+254712345678';
    case 'integer':
      return 3;
    case 'money':
      return 1500;
    case 'boolean':
      return true;
    case 'date':
      return '2025-03-31';
    case 'choice':
      return field.choices?.[0]?.value;
    default:
      return undefined;
  }
};

const fakeRecord = (declaration: ResourceDeclaration): RaRecord => ({
  id: `${declaration.name}-1`,
  createdAt: '2025-03-31T22:30:00Z',
  ...Object.fromEntries(
    Object.entries(declaration.fields).map(([name, field]) => [name, fakeValue(name, field)]),
  ),
});

const salon = business('b1', 'Datum business');
const owner = userWith([ownerOf(salon)]);
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({
    id: owner._id,
    fullName: 'Datum fullName',
    email: owner.email,
    language: 'en',
    roles: owner.roles,
  }),
  canAccess: async () => true,
};

const renderScreen = (path: string) => {
  localStorage.setItem('saluni.currentBusinessId', salon._id);
  const store: Store = Object.fromEntries(
    resourceScreens.map(({ name, declaration }) => [name, [fakeRecord(declaration)]]),
  );
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        requireAuth
        authProvider={authProvider}
        dataProvider={memoryDataProvider(store)}
        i18nProvider={markerCatalogue}
        layout={AppLayout}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/blank" element={<div />} />
          {/* Where the product categories' screens lead (the inventory hub's tab, tested on its own). */}
          <Route path="/products" element={<div />} />
        </CustomRoutes>
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
    </TestMemoryRouter>,
  );
};

const settle = async () => {
  // The layout's menu and the screen's first data are in when the menu's area headers are.
  await screen.findAllByText(/⟦saluni\.menu\./, {}, { timeout: 10_000 });
  await new Promise((resolve) => setTimeout(resolve, 300));
};

describe('no screen renders text outside the catalogue', () => {
  test('the layout: menu, app bar and the user menu', async () => {
    renderScreen('/blank');
    await settle();
    expect(textsOutsideTheCatalogue()).toEqual([]);
  });

  test.each(resourceScreens.filter((screens) => screens.list).map(({ name }) => [name]))(
    'the %s list, with a record',
    async (name) => {
      renderScreen(`/${name}`);
      await settle();
      await screen.findAllByText(
        /Datum|⟦ra\.navigation\.no_results⟧|⟦saluni/,
        {},
        { timeout: 10_000 },
      );
      expect(textsOutsideTheCatalogue()).toEqual([]);
    },
  );

  test.each(resourceScreens.filter((screens) => screens.create).map(({ name }) => [name]))(
    'the %s create form',
    async (name) => {
      renderScreen(`/${name}/create`);
      await settle();
      expect(textsOutsideTheCatalogue()).toEqual([]);
    },
  );
});
