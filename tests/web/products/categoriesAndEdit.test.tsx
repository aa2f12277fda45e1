import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Product } from '../../../src/dataProvider/products';
import { page } from '../support/fakeServer';
import { productRoutes, renderProducts } from './renderProducts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const categories = () =>
  page([
    { _id: 'hair', category_name: 'Hair care', parent: null },
    { _id: 'oils', category_name: 'Oils', parent: 'hair' },
  ]);

describe('Categories tab', () => {
  test('shows children under their parent; inline rename saves on Enter and on blur, Esc cancels', async () => {
    const server = renderProducts(
      '/products?tab=categories',
      productRoutes({ productCategoryList: categories, productCategoryUpdate: () => ({}) }),
    );
    await screen.findByText('Oils', {}, { timeout: 10_000 });
    // The child comes right after its parent in the tree.
    const rows = [...document.querySelectorAll('[data-category]')].map((row) =>
      row.getAttribute('data-category'),
    );
    expect(rows).toEqual(['Hair care', 'Oils']);
    const rename = async (value: string, finish: (input: HTMLElement) => void) => {
      fireEvent.click(await screen.findByRole('button', { name: 'Oils' }));
      const input = screen.getByRole('textbox', { name: 'Category Name' });
      fireEvent.change(input, { target: { value } });
      finish(input);
    };

    await rename('Hair oils', (input) => fireEvent.keyDown(input, { key: 'Escape' }));
    expect(screen.queryByRole('textbox', { name: 'Category Name' })).toBeNull();
    expect(server.received('PUT', '/v1/product/category/oils')).toHaveLength(0);

    await rename('Hair oils', (input) => fireEvent.keyDown(input, { key: 'Enter' }));
    await waitFor(() =>
      expect(server.received('PUT', '/v1/product/category/oils')).toHaveLength(1),
    );
    expect(server.received('PUT', '/v1/product/category/oils')[0].body).toMatchObject({
      category_name: 'Hair oils',
      businessId: 'b1',
    });

    await rename('Scalp oils', (input) => fireEvent.blur(input));
    await waitFor(() =>
      expect(server.received('PUT', '/v1/product/category/oils')).toHaveLength(2),
    );
    expect(server.received('PUT', '/v1/product/category/oils')[1].body).toMatchObject({
      category_name: 'Scalp oils',
    });
  });

  test('New Category sends name, description and parent', async () => {
    const server = renderProducts(
      '/products?tab=categories',
      productRoutes({ productCategoryList: categories, productCategoryCreate: () => ({}) }),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'New Category' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Category name is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Category Name' }), {
      target: { value: 'Combs' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Parent Category' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Hair care' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.received('POST', '/v1/product/category')).toHaveLength(1));
    expect(server.received('POST', '/v1/product/category')[0].body).toEqual({
      businessId: 'b1',
      category_name: 'Combs',
      category_description: '',
      parent: 'hair',
    });
  });
});

const simpleProduct: Product = {
  _id: 'p1',
  businessId: 'b1',
  isAvailable: true,
  skus: [],
  updatedAt: '2026-01-01T00:00:00Z',
  title: 'Argan oil',
  status: 'publish',
  product_type: 'simple',
  tax_class: null,
  kra_item_class_code: null,
  in_store: false,
  short_description: 'Nourishing',
  description: null,
  images: [],
  attributes: [{ attr_name: 'brand', attr_value: 'Glow' }],
  category: null,
  salesWarehouse: { _id: 'general', name: 'General' },
  option_set: [],
  variants: [
    {
      _id: 'v1',
      productId: 'p1',
      images: [],
      options: [],
      stock: { stock_position: 4, sales_stock_position: 4, monitor_stock: true },
      pricing: { supply_price: 100, retail_price: 150, last_price: 0 },
      sku: null,
      isAvailable: true,
      shipping: { weight: null, dimensions: { length: null, width: null, height: null } },
    },
  ],
  createdAt: '2026-01-01T00:00:00Z',
};

describe('Edit Product', () => {
  test('Update Product stays disabled until the form is valid; the edit messages show', async () => {
    const server = renderProducts(
      '/products/edit/p1',
      productRoutes({ productGet: () => simpleProduct, productUpdate: () => simpleProduct }),
    );
    const update = (await screen.findByRole(
      'button',
      { name: 'Update Product' },
      { timeout: 10_000 },
    )) as HTMLButtonElement;
    // No category yet: the edit screen requires one.
    await waitFor(() => expect(update.disabled).toBe(true));
    fireEvent.blur(screen.getByRole('combobox', { name: 'Category' }));
    expect(await screen.findByText('Category Field is required')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Hair care' }),
    );
    await waitFor(() => expect(update.disabled).toBe(false));

    fireEvent.change(screen.getByRole('textbox', { name: 'Short Description' }), {
      target: { value: '' },
    });
    expect(await screen.findByText('Product short description is required')).toBeTruthy();
    await waitFor(() => expect(update.disabled).toBe(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Short Description' }), {
      target: { value: 'Cold pressed' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Length' }), { target: { value: '12' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'SKU' }), {
      target: { value: 'ARGAN-50' },
    });
    await waitFor(() => expect(update.disabled).toBe(false));
    fireEvent.click(update);

    await waitFor(() => expect(server.received('PUT', '/v1/product/p1')).toHaveLength(1));
    expect(server.received('PUT', '/v1/product/p1')[0].body).toEqual({
      businessId: 'b1',
      title: 'Argan oil',
      status: 'publish',
      product_type: 'simple',
      short_description: 'Cold pressed',
      description: '',
      salesWarehouse: 'general',
      category: 'hair',
      attributes: [{ attr_name: 'brand', attr_value: 'Glow' }],
      variants: [
        {
          sku: 'ARGAN-50',
          stock: { monitor_stock: true },
          pricing: { supply_price: 100, retail_price: 150, last_price: 0 },
          shipping: { weight: null, dimensions: { length: 12, width: null, height: null } },
        },
      ],
      // No class of its own: the country's standard band.
      tax_class: null,
      kra_item_class_code: null,
    });
  });
});
