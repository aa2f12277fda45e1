import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from '../support/fakeServer';
import { productRoutes, renderProducts } from '../products/renderProducts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Category ids are UUIDs, as the form checks them with the server's schema. */
const WHOLESALE = '0190a0b0-0000-7000-8000-000000000001';
const PATH = '/products?tab=products&productTab=suppliers';
const categories = () =>
  page([
    { _id: WHOLESALE, name: 'Wholesale' },
    { _id: 'local', name: 'Local' },
  ]);
const suppliers = () =>
  page([
    {
      _id: 's1',
      fullName: 'Glow Ltd',
      phone: '+254712345678',
      email: 'glow@example.test',
      categoryId: WHOLESALE,
      category: { _id: WHOLESALE, name: 'Wholesale' },
      image: null,
      avatar: null,
      createdAt: '2026-01-05T08:00:00.000Z',
    },
  ]);
const refusal = (status: number, message: string) =>
  Response.json({ error: { message, code: 'INVALID_STATE' } }, { status });

describe('Suppliers tab', () => {
  test('lists name and e-mail, phone and category; view shows the details', async () => {
    renderProducts(
      PATH,
      productRoutes({ 'supplier.list': suppliers, 'supplier-category.list': categories }),
    );
    expect(await screen.findByText('Glow Ltd', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('glow@example.test')).toBeTruthy();
    expect(screen.getByText('+254 712 345678')).toBeTruthy();
    expect(screen.getByText('Wholesale')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Glow Ltd' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Supplier')).toBeTruthy();
    expect(within(dialog).getByText('Wholesale')).toBeTruthy();
  });

  test('Add Supplier shows the spec messages, then sends the supplier', async () => {
    const server = renderProducts(
      PATH,
      productRoutes({
        'supplier.list': () => page([]),
        'supplier-category.list': categories,
        'supplier.create': () => suppliers().docs[0],
      }),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add Supplier' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    for (const message of [
      'Full Name is required',
      'A valid Phone number is required',
      'Email is required',
      'Category is required',
    ])
      expect(await within(dialog).findByText(message)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Full Name' }), {
      target: { value: 'Glow Ltd' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Phone' }), {
      target: { value: '12345' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), {
      target: { value: 'glow@example.test' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Category/ }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Wholesale' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('A valid Phone number is required')).toBeTruthy();
    expect(server.received('POST', '/v1/supplier')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Phone' }), {
      target: { value: '0712345678' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(server.received('POST', '/v1/supplier')).toHaveLength(1));
    expect(server.received('POST', '/v1/supplier')[0].body).toEqual({
      businessId: 'b1',
      fullName: 'Glow Ltd',
      phone: '0712345678',
      email: 'glow@example.test',
      categoryId: WHOLESALE,
    });
    expect(await screen.findByText('Supplier created')).toBeTruthy();
  });

  test('delete asks first, then deletes', async () => {
    const server = renderProducts(
      PATH,
      productRoutes({
        'supplier.list': suppliers,
        'supplier-category.list': categories,
        'supplier.delete': () => suppliers().docs[0],
      }),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete Glow Ltd' }, { timeout: 10_000 }),
    );
    expect(await screen.findByText('Are you sure you want to delete this supplier?')).toBeTruthy();
    expect(server.received('DELETE', '/v1/supplier/s1')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.received('DELETE', '/v1/supplier/s1')).toHaveLength(1));
    expect(await screen.findByText('Supplier deleted')).toBeTruthy();
  });
});

describe('Manage Categories', () => {
  test('adds a category, refuses a blank name, renames inline and shows why a delete is refused', async () => {
    const server = renderProducts(
      PATH,
      productRoutes({
        'supplier.list': suppliers,
        'supplier-category.list': categories,
        'supplier-category.create': () => ({ _id: 'new', name: 'Beauty' }),
        'supplier-category.update': () => ({ _id: 'local', name: 'Nearby' }),
        'supplier-category.delete': () =>
          refusal(409, 'This category is used by 1 supplier(s); change their category first'),
      }),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Manage Categories' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByRole('textbox', { name: 'New category' });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Category name cannot be empty')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Beauty' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(server.received('POST', '/v1/supplier-category')).toHaveLength(1));
    expect(server.received('POST', '/v1/supplier-category')[0].body).toEqual({
      businessId: 'b1',
      name: 'Beauty',
    });
    expect(await screen.findByText('SupplierCategory created')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename Local' }));
    const rename = within(dialog).getByRole('textbox', { name: 'Rename' });
    fireEvent.change(rename, { target: { value: 'Nearby' } });
    fireEvent.keyDown(rename, { key: 'Enter' });
    await waitFor(() =>
      expect(server.received('PUT', '/v1/supplier-category/local')).toHaveLength(1),
    );
    expect(server.received('PUT', '/v1/supplier-category/local')[0].body).toMatchObject({
      name: 'Nearby',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Wholesale' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'This category is used by 1 supplier(s); change their category first',
      ),
    ).toBeTruthy();
  });
});
