import { render, screen, waitFor } from '@testing-library/react';
import { Admin, Resource, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, test } from 'vitest';
import { defineResource } from '../../../registry';
import { nameField } from '../../../registry/fields';
import { setCurrentBusinessId } from '../../../src/business/currentBusiness';
import { createRegistryDataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { screensOf } from '../../../src/resourceScreens';
import { fakeServer, page } from '../support/fakeServer';
import { allowAllAuthProvider } from '../support/testAdmin';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

/** docs/architecture.md "Adding a plain resource", step 1, as written there (a module that exists stands in for a new one). */
const productBrand = defineResource({
  name: 'product-brand',
  path: '/v1/product-brand',
  table: 'productBrands',
  replyKey: 'productBrand',
  pageKey: 'productBrandPage',
  module: 'products.Product',
  titleField: 'name',
  fields: { name: nameField('saluni.validation.name.required') },
  defaultSort: '-createdAt',
  toasts: {
    created: 'saluni.toast.productBrand.created',
    updated: 'saluni.toast.productBrand.updated',
    deleted: 'saluni.toast.productBrand.deleted',
  },
  menu: { area: 'inventory', order: 40 },
});

afterEach(() => setCurrentBusinessId(null));

describe('a plain resource added by the recipe', () => {
  test('gets its dataProvider mapping and generic screens from the declaration alone', async () => {
    const server = fakeServer(
      {
        'product-brand.list': () =>
          page([{ _id: 'b1', name: 'Acme', createdAt: '2025-01-01T00:00:00Z' }]),
      },
      { declarations: [productBrand] },
    );
    setCurrentBusinessId('biz');
    const screens = screensOf(productBrand);
    render(
      <TestMemoryRouter initialEntries={['/product-brand']}>
        <Admin
          lightTheme={lightTheme}
          darkTheme={darkTheme}
          dataProvider={createRegistryDataProvider({
            http: server.http,
            resources: [productBrand],
          })}
          authProvider={allowAllAuthProvider}
          i18nProvider={i18nProvider}
          disableTelemetry
        >
          <Resource
            name={screens.name}
            list={screens.list}
            create={screens.create}
            edit={screens.edit}
            recordRepresentation={screens.recordRepresentation}
          />
        </Admin>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('Acme', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(server.received('GET', '/v1/product-brand')).toHaveLength(1));
    const [request] = server.received('GET', '/v1/product-brand');
    expect(Object.fromEntries(request.query)).toEqual({
      businessId: 'biz',
      page: '1',
      limit: '10',
      sort: '-createdAt',
    });
    expect(screens.recordRepresentation({ id: 'b1', name: 'Acme' })).toBe('Acme');
  });
});
