import { render } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { vi } from 'vitest';
import { setCurrentBusinessId } from '../../../src/business/currentBusiness';
import { dataProvider } from '../../../src/dataProvider';
import { InventoryHub } from '../../../src/inventory/InventoryHub';
import { ProductCreate } from '../../../src/products/productForm/ProductCreate';
import { ProductEdit } from '../../../src/products/productForm/ProductEdit';
import { i18nProvider } from '../../../src/i18n';
import { fakeServer, page, type Replies } from '../support/fakeServer';
import { allowAllAuthProvider } from '../support/testAdmin';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

/** Options, categories and warehouses as the server sends them. */
export const productRoutes = (extra: Replies = {}): Replies => ({
  optionList: () =>
    page([
      {
        _id: 'color',
        option_name: 'Color',
        option_values: [
          { _id: 'red', value: 'Red' },
          { _id: 'blue', value: 'Blue' },
        ],
      },
      {
        _id: 'size',
        option_name: 'Size',
        option_values: [
          { _id: 's', value: 'S' },
          { _id: 'm', value: 'M' },
        ],
      },
    ]),
  productCategoryList: () => page([{ _id: 'hair', category_name: 'Hair care', parent: null }]),
  warehouseList: () =>
    page([
      { _id: 'general', name: 'General' },
      { _id: 'back', name: 'Back room' },
    ]),
  ...extra,
});

/**
 * The inventory screens at `path`, as App.tsx routes them, over the app's dataProvider and a fake
 * fetch that answers `routes`.
 */
export const renderProducts = (path: string, replies: Replies = productRoutes()) => {
  const server = fakeServer(replies);
  vi.stubGlobal('fetch', server.fetch);
  setCurrentBusinessId('b1');
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        dataProvider={dataProvider}
        authProvider={allowAllAuthProvider}
        i18nProvider={i18nProvider}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/products" element={<InventoryHub />} />
          <Route path="/products/create" element={<ProductCreate />} />
          <Route path="/products/edit/:productId" element={<ProductEdit />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return server;
};
