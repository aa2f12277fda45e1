import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { productRoutes, renderProducts } from './renderProducts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A variant product holding S / Red only. */
const polish = {
  _id: 'p1',
  title: 'Nail polish',
  status: 'publish',
  product_type: 'variant',
  in_store: false,
  short_description: 'Long lasting',
  description: '',
  images: [],
  attributes: [],
  category: { _id: 'hair', category_name: 'Hair care', children: [] },
  salesWarehouse: { _id: 'general', name: 'General' },
  option_set: [
    {
      option_name_id: { _id: 'size', option_name: 'Size' },
      option_values: [{ _id: 's', value: 'S' }],
    },
    {
      option_name_id: { _id: 'color', option_name: 'Color' },
      option_values: [{ _id: 'red', value: 'Red' }],
    },
  ],
  variants: [
    {
      _id: 'v1',
      productId: 'p1',
      sku: 'NAIPOL-S-RED',
      images: [],
      options: [
        {
          option_name_id: { _id: 'size', option_name: 'Size' },
          option_value_id: { _id: 's', value: 'S' },
        },
        {
          option_name_id: { _id: 'color', option_name: 'Color' },
          option_value_id: { _id: 'red', value: 'Red' },
        },
      ],
      stock: { stock_position: 0, sales_stock_position: 0, monitor_stock: true },
      pricing: { supply_price: 0, retail_price: 0, last_price: 0 },
    },
  ],
  createdAt: '2026-01-01T00:00:00Z',
};

const skusTaken = () => [{ sku: 'NAIPOL-S-RED' }, { sku: 'NAIPOL-M-RED' }];

describe('Variants at once', () => {
  test('Edit Product: ticked values make every combination with a suggested SKU; one call creates the ticked ones', async () => {
    const server = renderProducts(
      '/products/edit/p1',
      productRoutes({
        productGet: () => polish,
        productSkus: skusTaken,
        variantsAdd: () => polish,
      }),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add variants' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'M' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Blue' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New Size' }), {
      target: { value: 'XL' },
    });
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: 'New Size' }), { key: 'Enter' });

    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-combination'))).toEqual([
      'S / Red',
      'S / Blue',
      'M / Red',
      'M / Blue',
      'XL / Red',
      'XL / Blue',
    ]);
    expect(within(rows[0]!).getByText('Already a variant')).toBeTruthy();
    // NAIPOL-M-RED is another product's: the suggestion steps aside.
    expect(within(rows[2]!).getByRole('textbox', { name: 'SKU' })).toHaveProperty(
      'value',
      'NAIPOL-M-RED-2',
    );
    expect(within(dialog).getByText('5 of 5 ticked')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Create XL / Blue' }));
    fireEvent.change(within(rows[1]!).getByRole('textbox', { name: 'SKU' }), {
      target: { value: 'BLUE-S' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create variants (4)' }));

    await waitFor(() => expect(server.received('POST', '/v1/product/p1/variants')).toHaveLength(1));
    expect(server.received('POST', '/v1/product/p1/variants')[0]!.body).toEqual({
      businessId: 'b1',
      variants: [
        {
          sku: 'BLUE-S',
          options: [
            { option_name_id: 'size', option_value_id: 's' },
            { option_name_id: 'color', option_value_id: 'blue' },
          ],
        },
        {
          sku: 'NAIPOL-M-RED-2',
          options: [
            { option_name_id: 'size', option_value_id: 'm' },
            { option_name_id: 'color', option_value_id: 'red' },
          ],
        },
        {
          sku: 'NAIPOL-M-BLU',
          options: [
            { option_name_id: 'size', option_value_id: 'm' },
            { option_name_id: 'color', option_value_id: 'blue' },
          ],
        },
        {
          sku: 'NAIPOL-XL-RED',
          options: [
            { option_name_id: 'size', value: 'XL' },
            { option_name_id: 'color', option_value_id: 'red' },
          ],
        },
      ],
    });
    expect(await screen.findByText('4 variants created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('Add Product: Add all combinations fills a panel per combination with its values and SKU', async () => {
    renderProducts('/products/create?inStore=false', productRoutes({ productSkus: skusTaken }));
    fireEvent.click(await screen.findByRole('button', { name: 'Variant Product' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Product Title' }), {
      target: { value: 'Nail polish' },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Option' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Color' }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Option Values' }));
    const values = await screen.findByRole('listbox');
    fireEvent.click(within(values).getByRole('option', { name: 'Red' }));
    fireEvent.click(within(values).getByRole('option', { name: 'Blue' }));
    fireEvent.keyDown(values, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Add all combinations' }));
    expect(await screen.findByText('2 of 2 possible variants')).toBeTruthy();
    const second = screen.getByText('Variant 2').closest('[data-variant]') as HTMLElement;
    expect(within(second).getByRole('textbox', { name: 'SKU' })).toHaveProperty(
      'value',
      'NAIPOL-BLU',
    );
    expect(within(second).getByRole('combobox', { name: 'Value' }).textContent).toContain('Blue');
    expect(
      (screen.getByRole('button', { name: 'Add all combinations' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
