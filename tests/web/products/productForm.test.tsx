import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { productRoutes, renderProducts } from './renderProducts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const chooseType = async (name: 'Simple Product' | 'Variant Product') =>
  fireEvent.click(await screen.findByRole('button', { name }));

/** Opens an MUI select by its label and picks `option` (several for a multiple select). */
const pick = async (label: string, options: string[], index = 0) => {
  fireEvent.mouseDown(screen.getAllByRole('combobox', { name: label })[index]);
  const listbox = await screen.findByRole('listbox');
  for (const option of options)
    fireEvent.click(within(listbox).getByRole('option', { name: option }));
  fireEvent.keyDown(listbox, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

describe('Add Product', () => {
  test('choosing the type resets the form: simple has stock and pricing, variant an empty option row', async () => {
    renderProducts('/products/create?inStore=false');
    await chooseType('Simple Product');
    fireEvent.change(screen.getByRole('textbox', { name: 'Product Title' }), {
      target: { value: 'Argan oil' },
    });
    expect(screen.getByRole('textbox', { name: 'Stock Quantity' })).toHaveProperty('value', '0');
    expect(screen.queryByText('Variant Options')).toBeNull();

    await chooseType('Variant Product');
    expect(screen.getByRole('textbox', { name: 'Product Title' })).toHaveProperty('value', '');
    expect(screen.getByText('Variant Options')).toBeTruthy();
    expect(screen.getAllByRole('combobox', { name: 'Option' })).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Stock Quantity' })).toBeNull();
    expect(screen.getByText('0 of 0 possible variants')).toBeTruthy();
  });

  test('Add Variant is allowed only while variants are fewer than the option combinations', async () => {
    renderProducts('/products/create?inStore=false');
    await chooseType('Variant Product');
    const addVariant = () =>
      screen.getByRole('button', { name: 'Add Variant' }) as HTMLButtonElement;
    expect(addVariant().disabled).toBe(true);

    await pick('Option', ['Color']);
    await pick('Option Values', ['Red', 'Blue']);
    expect(screen.getByText('0 of 2 possible variants')).toBeTruthy();
    // The first row adds a row; the added one removes itself.
    fireEvent.click(screen.getByRole('button', { name: 'Add another option' }));
    expect(screen.getByRole('button', { name: 'Remove this option' })).toBeTruthy();
    await pick('Option', ['Size'], 1);
    await pick('Option Values', ['S'], 1);
    expect(screen.getByText('0 of 2 possible variants')).toBeTruthy();

    fireEvent.click(addVariant());
    fireEvent.click(addVariant());
    expect(screen.getByText('2 of 2 possible variants')).toBeTruthy();
    expect(addVariant().disabled).toBe(true);

    // New variants start with stock 0 and prices 0, and take one option row per selected option.
    const first = screen.getByText('Variant 1').closest('[data-variant]') as HTMLElement;
    expect(within(first).getByRole('textbox', { name: 'Stock Quantity' })).toHaveProperty(
      'value',
      '0',
    );
    expect(within(first).getByRole('textbox', { name: 'Retail Price' })).toHaveProperty(
      'value',
      '0',
    );
    expect(
      (within(first).getByRole('switch', { name: 'Monitor Stock' }) as HTMLInputElement).checked,
    ).toBe(true);
    const addOption = within(first).getByRole('button', {
      name: 'Add Option',
    }) as HTMLButtonElement;
    fireEvent.click(addOption);
    fireEvent.click(addOption);
    expect(addOption.disabled).toBe(true);
  });

  test('the spec messages show and nothing is sent while the form is invalid', async () => {
    const server = renderProducts('/products/create?inStore=false');
    await chooseType('Variant Product');
    fireEvent.change(screen.getByRole('textbox', { name: 'Short Description' }), {
      target: { value: 'x'.repeat(201) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product Title is required')).toBeTruthy();
    expect(screen.getByText('Product Short Description shouldn`t be lengthy')).toBeTruthy();
    expect(screen.getAllByText('Product Option is required!').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Short Description' }), {
      target: { value: '  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product Short Description is required')).toBeTruthy();
    expect(server.received('POST', '/v1/product')).toHaveLength(0);
  });

  test('a simple product is created with its one variant and its SKU; brand goes as an attribute, empty ones do not', async () => {
    const created = { _id: 'p1', variants: [{ _id: 'v1' }] };
    const server = renderProducts(
      '/products/create?inStore=true',
      productRoutes({ productCreate: () => created }),
    );
    await chooseType('Simple Product');
    fireEvent.change(screen.getByRole('textbox', { name: 'Product Title' }), {
      target: { value: 'Argan oil' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Short Description' }), {
      target: { value: 'Nourishing oil' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Brand' }), {
      target: { value: 'Moroccan Gold' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'SKU' }), {
      target: { value: ' ARGAN-100 ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stock Quantity' }), {
      target: { value: '12' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Retail Price' }), {
      target: { value: '1500.50' },
    });
    // The sales warehouse defaults to the one named General.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sales Warehouse' }).textContent).toBe('General'),
    );
    // Its tax: one of the country's bands, and KRA's item class code in Kenya.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /tax class/i }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: 'Zero-rated (C, 0%)',
      }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'KRA item class code' }), {
      target: { value: ' 53131600 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }));

    await waitFor(() => expect(server.received('POST', '/v1/product')).toHaveLength(1));
    expect(server.received('POST', '/v1/product')[0].body).toEqual({
      businessId: 'b1',
      product_type: 'simple',
      title: 'Argan oil',
      in_store: true,
      short_description: 'Nourishing oil',
      description: '',
      status: 'draft',
      salesWarehouse: 'general',
      attributes: [{ attr_name: 'brand', attr_value: 'Moroccan Gold' }],
      option_set: [],
      variants: [
        {
          sku: 'ARGAN-100',
          options: [],
          stock: { stock_position: 12, monitor_stock: true },
          pricing: { supply_price: 0, retail_price: 1500.5, last_price: 0 },
        },
      ],
      tax_class: 'C',
      kra_item_class_code: '53131600',
    });
  });

  test('a price with three decimals or a fractional stock is refused before sending', async () => {
    const server = renderProducts('/products/create?inStore=false');
    await chooseType('Simple Product');
    fireEvent.change(screen.getByRole('textbox', { name: 'Stock Quantity' }), {
      target: { value: '1.5' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Supply Price' }), {
      target: { value: '2.345' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last Price' }), {
      target: { value: 'abc' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Must be a whole number')).toBeTruthy();
    expect(
      screen.getByText('Must be an amount of at least 0 with at most two decimals'),
    ).toBeTruthy();
    expect(screen.getByText('Must be a valid number.')).toBeTruthy();
    expect(server.received('POST', '/v1/product')).toHaveLength(0);
  });
});
