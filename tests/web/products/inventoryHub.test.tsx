import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Product } from '../../../src/dataProvider/products';
import { i18nProvider } from '../../../src/i18n';
import { HUB_TABS, modulesAhead } from '../../../src/inventory/hubTabs';
import { PRODUCT_TABS } from '../../../src/inventory/productTabs';
import { lazyTab } from '../../../src/inventory/tabEntries';
import { UrlTabs, type HubTab } from '../../../src/inventory/UrlTabs';
import { stockLevel } from '../../../src/products/list/stockLevel';
import { page } from '../support/fakeServer';
import { productRoutes, renderProducts } from './renderProducts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const product = (title: string, stock: number[], extra: Partial<Product> = {}): Product => ({
  _id: title.toLowerCase().replace(/\s+/g, '-'),
  businessId: 'b1',
  description: null,
  salesWarehouse: null,
  tax_class: null,
  kra_item_class_code: null,
  isAvailable: stock.some((position) => position > 0),
  skus: [],
  updatedAt: '2026-01-01T00:00:00Z',
  title,
  status: 'publish',
  product_type: stock.length > 1 ? 'variant' : 'simple',
  in_store: false,
  short_description: 'x',
  images: [],
  attributes: [
    { attr_name: 'brand', attr_value: 'Glow' },
    { attr_name: 'weight', attr_value: '0.5' },
  ],
  category: { _id: 'hair', category_name: 'Hair care' },
  option_set: [],
  variants: stock.map((stock_position, index) => ({
    _id: `v${index}`,
    productId: 'p',
    images: [],
    options: [],
    sku: null,
    stock: { stock_position, sales_stock_position: stock_position, monitor_stock: true },
    pricing: { supply_price: 0, retail_price: 0, last_price: 0 },
    shipping: { weight: null, dimensions: { length: null, width: null, height: null } },
    isAvailable: stock_position > 0,
  })),
  createdAt: '2026-01-01T00:00:00Z',
  ...extra,
});

const productPage = (docs: Product[]) => page(docs);

describe('stock levels', () => {
  test('0 is out, below 10 low, below 50 medium, else good', () => {
    expect([0, 1, 9, 10, 49, 50].map(stockLevel)).toEqual([
      'out',
      'low',
      'low',
      'medium',
      'medium',
      'good',
    ]);
  });
});

describe('inventory hub', () => {
  test('opens on Products > Sale Products and lists sale products with their columns and stock colours', async () => {
    const server = renderProducts(
      '/products',
      productRoutes({
        productList: () =>
          productPage([
            product('Argan oil', [0]),
            product('Shampoo', [3, 4]),
            product('Comb', [60]),
          ]),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Sale Products' }, { timeout: 10_000 });
    for (const column of [
      'Name',
      'Type',
      'Brand',
      'Category',
      'Usage',
      'Stock',
      'Weight',
      'Actions',
    ])
      expect(within(table).getByText(column)).toBeTruthy();
    const row = (title: string) => table.querySelector(`[data-product="${title}"]`) as HTMLElement;
    expect(
      within(row('Argan oil'))
        .getByText('out of stock')
        .closest('[data-stock-level]')
        ?.getAttribute('data-stock-level'),
    ).toBe('out');
    expect(
      within(row('Shampoo'))
        .getByText('7')
        .closest('[data-stock-level]')
        ?.getAttribute('data-stock-level'),
    ).toBe('low');
    expect(
      within(row('Comb'))
        .getByText('60')
        .closest('[data-stock-level]')
        ?.getAttribute('data-stock-level'),
    ).toBe('good');
    expect(within(row('Shampoo')).getByText('Variant')).toBeTruthy();
    expect(within(row('Comb')).getByText('0.5 Kg')).toBeTruthy();
    expect(within(row('Comb')).getByText('Glow')).toBeTruthy();
    expect(server.received('GET', '/v1/product')[0].query.get('inStore')).toBe('false');
    expect((await screen.findByRole('link', { name: 'Add Product' })).getAttribute('href')).toBe(
      '/products/create?inStore=false',
    );
    expect((await screen.findByRole('link', { name: 'Edit Comb' })).getAttribute('href')).toBe(
      '/products/edit/comb',
    );
  });

  test('the in-store tab asks for in-store products and shows the empty text; filters reach the server', async () => {
    const server = renderProducts(
      '/products?tab=products&productTab=in-store',
      productRoutes({ productList: () => productPage([]) }),
    );
    expect(await screen.findByText('No sale products to display')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Add Product' })).getAttribute('href')).toBe(
      '/products/create?inStore=true',
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Stock' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Out of stock' }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'oil' } });
    await waitFor(() => {
      const last = server.received('GET', '/v1/product').at(-1)!.query;
      expect([last.get('inStore'), last.get('stock'), last.get('q')]).toEqual([
        'true',
        'out_stock',
        'oil',
      ]);
    });
  });

  test('delete asks first, then sends the vendor-module and refreshes', async () => {
    let docs = [product('Comb', [0])];
    const server = renderProducts(
      '/products',
      productRoutes({
        productList: () => productPage(docs),
        productDelete: () => {
          docs = [];
          return { product: { _id: 'comb' } };
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Comb' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure to delete this product?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No sale products to display')).toBeTruthy();
    const [call] = server.received('DELETE', '/v1/product/comb');
    expect(call.query.get('businessId')).toBe('b1');
    expect(
      server.fetch.mock.calls.find(([url]) => String(url).startsWith('/v1/product/comb'))?.[1]
        ?.headers,
    ).toMatchObject({
      'vendor-module': 'products.Product',
    });
  });

  test('the Options tab shows a card per option with its value chips', async () => {
    renderProducts('/products?tab=options');
    const card = (await screen.findByText('Color')).closest('[data-option]') as HTMLElement;
    expect(within(card).getByText('Red')).toBeTruthy();
    expect(within(card).getByText('Blue')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Options', selected: true })).toBeTruthy();
  });
});

describe('the hub’s tabs that are chunks of their own', () => {
  const chunkTabs = [...HUB_TABS, ...PRODUCT_TABS].filter((tab) => tab.load);

  test('are all fetched ahead with the inventory area; the others are in its chunk', () => {
    expect(modulesAhead).toEqual(chunkTabs.map((tab) => tab.load));
    expect([...HUB_TABS, ...PRODUCT_TABS].filter((tab) => !tab.load).map((tab) => tab.id)).toEqual([
      'products',
      'suppliers',
      'warehouses',
    ]);
  });

  /** Tabs of `tab` alone, shown. */
  const renderTabOf = (tab: HubTab) =>
    render(
      <TestMemoryRouter initialEntries={['/products?tab=x']}>
        <AdminContext i18nProvider={i18nProvider}>
          <UrlTabs param="tab" tabs={[tab]} ariaLabel="saluni.inventory.tabs.label" />
        </AdminContext>
      </TestMemoryRouter>,
    );
  const tabX = () => lazyTab('x', async () => ({ default: () => <p>Tab X</p> }));

  test('fetched ahead, a tab is drawn in the pass that shows it, without a loading indicator', async () => {
    const tab = tabX();
    await tab.load!();
    renderTabOf(tab);
    expect(screen.getByText('Tab X')).toBeDefined();
  });

  test('not fetched yet, it shows the page’s loading indicator until its chunk comes', async () => {
    renderTabOf(tabX());
    expect(screen.queryByText('Tab X')).toBeNull();
    await screen.findByText('Tab X');
  });
});
