import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import type { Role } from '../../../src/business/types';
import { dataProvider } from '../../../src/dataProvider';
import type { Purchase, Receipt } from '../../../src/dataProvider/purchases';
import { i18nProvider } from '../../../src/i18n';
import { Toast } from '../../../src/layout/Toast';
import { InventoryHub } from '../../../src/inventory/InventoryHub';
import {
  business,
  fakeServer,
  ownerOf,
  page,
  staffOf,
  userWith,
  type Replies,
} from '../support/fakeServer';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const salon = business('b1', 'Salon One');

const purchase = (
  id: string,
  status: Purchase['purchase_status'],
  extra: Partial<Purchase> = {},
): Purchase => ({
  _id: id,
  businessId: 'b1',
  supplierId: 's1',
  supplier: {
    _id: 's1',
    fullName: 'Glow Wholesale',
    email: 'sales@glow.example',
    phone: '+254712345678',
  },
  purchase_status: status,
  required_by: '2026-12-01',
  notes: null,
  items: [
    {
      _id: 'i1',
      productId: 'p1',
      variantId: 'v1',
      quantity: 3,
      unitPrice: 120.5,
      productName: 'Argan Oil',
    },
    {
      _id: 'i2',
      productId: 'p1',
      variantId: 'v1',
      quantity: 1,
      unitPrice: 10,
      productName: 'Argan Oil',
    },
  ],
  total: 371.5,
  receiptId: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...extra,
});

const receipt = (id: string, status: Receipt['status']): Receipt => ({
  _id: id,
  businessId: 'b1',
  createdBy: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
  receiptNumber: `PR-0000${id.slice(-1)}`,
  supplier: 's1',
  supplierName: 'Glow Wholesale',
  warehouse: 'general',
  warehouseName: 'General',
  purchaseId: null,
  receiptDate: '2026-11-20',
  notes: null,
  status,
  totalAmount: 48.2,
  items: [
    {
      _id: 'l1',
      itemCode: 'p1',
      productName: 'Argan Oil',
      variant: 'v1',
      sku: 'ARG-1',
      quantity: 4,
      unitPrice: 12.05,
      totalPrice: 48.2,
      sellingPrice: null,
    },
  ],
  createdAt: '2026-11-20T08:00:00.000Z',
});

const pickers: Replies = {
  stockItems: () => [
    {
      _id: 'p1',
      title: 'Argan Oil',
      salesWarehouseId: null,
      variants: [{ _id: 'v1', sku: 'ARG-1', retail_price: 900, supply_price: 450.25 }],
    },
    {
      _id: 'p2',
      title: 'Shampoo',
      salesWarehouseId: null,
      variants: [
        { _id: 'v2', sku: 'SH-500', retail_price: 500, supply_price: 200 },
        { _id: 'v3', sku: 'SH-1L', retail_price: 800, supply_price: 350 },
      ],
    },
  ],
  warehouseList: () =>
    page([
      { _id: 'general', name: 'General' },
      { _id: 'back', name: 'Back room' },
    ]),
  'supplier.list': () =>
    page([{ _id: 's1', fullName: 'Glow Wholesale', email: 'sales@glow.example' }]),
};

const renderTab = (
  tab: 'purchase-requests' | 'purchase-receipts',
  role: Role,
  replies: Replies,
) => {
  const server = fakeServer({ currentUser: () => userWith([role]), ...pickers, ...replies });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={[`/products?tab=products&productTab=${tab}`]}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(dataProvider)}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        notification={Toast}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/products" element={<InventoryHub />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return server;
};

const choose = async (
  label: string | RegExp,
  option: string,
  container: HTMLElement = document.body,
) => {
  fireEvent.mouseDown(within(container).getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

beforeEach(() => localStorage.setItem('saluni.currentBusinessId', 'b1'));
afterEach(() => vi.unstubAllGlobals());

describe('Purchase Requests', () => {
  test('lists supplier name and e-mail, due date DD,MMMM,YYYY, status and the real total in the business currency', async () => {
    renderTab('purchase-requests', ownerOf(salon), {
      purchaseList: () => page([purchase('r1', 'CREATED')]),
    });
    const row = (await screen.findByText('Glow Wholesale')).closest('tr')!;
    for (const text of ['sales@glow.example', '01,December,2026', 'Created', 'Ksh. 371.50'])
      expect(within(row).getByText(text)).toBeTruthy();
    for (const column of ['Supplier', 'Due Date', 'Status', 'Total', 'Actions'])
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
  });

  test('a request without a due date says so in the Due Date column', async () => {
    renderTab('purchase-requests', ownerOf(salon), {
      purchaseList: () => page([purchase('r1', 'CREATED', { required_by: null })]),
    });
    const row = (await screen.findByText('Glow Wholesale')).closest('tr')!;
    expect(within(row).getByText('No due date')).toBeTruthy();
  });

  test('New Request: unit price from the supply price, Add Item only when ready, then Purchase Created', async () => {
    const server = renderTab('purchase-requests', ownerOf(salon), {
      purchaseList: () => page([]),
      purchaseCreate: () => purchase('r2', 'CREATED'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New Request' }));
    const dialog = await screen.findByRole('dialog');
    const addItem = within(dialog).getByRole('button', { name: 'Add Item' });
    expect(addItem).toHaveProperty('disabled', true);
    await choose(/Product/, 'Shampoo', dialog);
    await choose(/Variant/, 'SH-1L', dialog);
    expect(within(dialog).getByLabelText('Unit Price')).toHaveProperty('value', '350');
    expect(addItem).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '4' } });
    expect(addItem).toHaveProperty('disabled', false);
    fireEvent.click(addItem);
    expect(within(dialog).getByText('Ksh. 1,400.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    await choose(/Supplier/, 'Glow Wholesale', dialog);
    fireEvent.change(within(dialog).getByLabelText('Due Date'), {
      target: { value: '2026-12-24' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Purchase Created')).toBeTruthy();
    expect(server.received('POST', '/v1/purchase')[0]!.body).toEqual({
      businessId: 'b1',
      supplierId: 's1',
      requiredBy: '2026-12-24',
      notes: null,
      items: [
        { productId: 'p2', variantId: 'v3', quantity: 4, unitPrice: 350, productName: 'Shampoo' },
      ],
    });
  });

  test('view: Submit Request, then Receive Purchase: asked once, then one call receives the goods into the chosen warehouse', async () => {
    const server = renderTab('purchase-requests', ownerOf(salon), {
      purchaseList: () => page([purchase('r1', 'CREATED')]),
      purchaseSubmit: () => purchase('r1', 'SUBMITTED'),
      purchaseComplete: () => purchase('r1', 'RECEIVED', { receiptId: 'pr1' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View Glow Wholesale' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel Request' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Purchase Submited')).toBeTruthy();
    expect(server.received('PUT', '/v1/purchase/r1/submit')).toHaveLength(1);
    const receive = await within(dialog).findByRole('button', { name: 'Receive Purchase' });
    expect(receive).toHaveProperty('disabled', true);
    await choose(/Receive into warehouse/, 'Back room', dialog);
    fireEvent.click(receive);
    const confirm = await screen.findByRole('dialog', { name: 'Receive this purchase?' });
    expect(
      within(confirm).getByText(
        'The goods of this request go into stock in Back room now, with a received purchase receipt. This cannot be undone.',
      ),
    ).toBeTruthy();
    expect(server.received('GET', '/v1/purchase/r1/complete')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Receive Purchase' }));
    expect(
      await within(dialog).findByText(
        'The goods are in stock: a received purchase receipt was made from this request.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Purchase Status Updated')).toBeTruthy();
    const [call, ...more] = server.received('GET', '/v1/purchase/r1/complete');
    expect(more).toHaveLength(0);
    expect(Object.fromEntries(call!.query)).toMatchObject({ warehouseId: 'back', receive: 'true' });
    expect(server.received('POST', '/v1/purchase-receipts/receive')).toHaveLength(0);
  });

  test('Receive Purchase by a role that may not receive receipts makes the pending receipt, and says so first', async () => {
    const server = renderTab(
      'purchase-requests',
      staffOf(salon, { 'products.Purchases': ['read', 'update'] }),
      {
        purchaseList: () => page([purchase('r1', 'SUBMITTED')]),
        purchaseComplete: () => purchase('r1', 'RECEIVED', { receiptId: 'pr1' }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'View Glow Wholesale' }));
    const dialog = await screen.findByRole('dialog');
    await choose(/Receive into warehouse/, 'General', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive Purchase' }));
    const confirm = await screen.findByRole('dialog', { name: 'Receive this purchase?' });
    expect(
      within(confirm).getByText(
        'A pending purchase receipt of this request is made for General; the stock goes in when that receipt is received.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Receive Purchase' }));
    expect(
      await within(dialog).findByText('A pending purchase receipt was made from this request.'),
    ).toBeTruthy();
    expect(server.received('GET', '/v1/purchase/r1/complete')[0]!.query.get('receive')).toBe(
      'false',
    );
  });

  test('Cancel Request sets CANCELLED; Add Item and remove item show their toasts', async () => {
    const server = renderTab('purchase-requests', ownerOf(salon), {
      purchaseList: () => page([purchase('r1', 'CREATED')]),
      purchaseRemoveItem: () =>
        purchase('r1', 'CREATED', { items: [purchase('r1', 'CREATED').items[1]!] }),
      purchaseCancel: () => purchase('r1', 'CANCELLED'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View Glow Wholesale' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Remove item Argan Oil' })[0]!);
    expect(await screen.findByText('Purchase Item Deleted')).toBeTruthy();
    expect(
      server.received('DELETE', '/v1/purchase/remove-item/i1')[0]!.query.get('purchaseId'),
    ).toBe('r1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Request' }));
    expect(await screen.findByText('Purchase Status Updated')).toBeTruthy();
    expect(await within(dialog).findByText('Cancelled')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Submit Request' })).toBeNull();
  });

  test('delete asks first, sends the vendor-module and says Purchase Deleted; staff who may only read see neither', async () => {
    const server = renderTab('purchase-requests', ownerOf(salon), {
      purchaseList: () => page([purchase('r1', 'CREATED')]),
      purchaseDelete: () => purchase('r1', 'CREATED'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Glow Wholesale' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Purchase Deleted')).toBeTruthy();
    expect(server.received('DELETE', '/v1/purchase/r1')).toHaveLength(1);
  });

  test('a staff member who may only read sees no New Request nor delete', async () => {
    renderTab('purchase-requests', staffOf(salon, { 'products.Purchases': ['read'] }), {
      purchaseList: () => page([purchase('r1', 'CREATED')]),
    });
    await screen.findByText('Glow Wholesale');
    expect(screen.queryByRole('button', { name: 'New Request' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Glow Wholesale' })).toBeNull();
  });
});

describe('Purchase Receipts', () => {
  test('status chips by colour; Receive only for pending; Edit and Cancel disabled once received', async () => {
    renderTab('purchase-receipts', ownerOf(salon), {
      receiptList: () =>
        page([receipt('r1', 'pending'), receipt('r2', 'received'), receipt('r3', 'cancelled')]),
    });
    const chip = async (status: string) =>
      (await screen.findByText(status)).closest('.MuiChip-root')!.className;
    expect(await chip('Pending')).toContain('Warning');
    expect(await chip('Received')).toContain('Success');
    expect(await chip('Cancelled')).toContain('Error');
    fireEvent.click(screen.getByRole('button', { name: 'Receipt actions PR-00002' }));
    const menu = await screen.findByRole('menu');
    for (const [item, disabled] of [
      ['View', false],
      ['Edit', true],
      ['Receive', true],
      ['Cancel', true],
    ] as const)
      expect(
        within(menu).getByRole('menuitem', { name: item }).getAttribute('aria-disabled') === 'true',
      ).toBe(disabled);
  });

  test("Receive posts by receiptId and says so; a refusal shows the server's message", async () => {
    let refuse = false;
    const server = renderTab('purchase-receipts', ownerOf(salon), {
      receiptList: () => page([receipt('r1', 'pending')]),
      receiptReceive: () =>
        refuse
          ? Response.json(
              {
                error: {
                  message: 'This purchase receipt has already been received',
                  code: 'INVALID_STATE',
                },
              },
              { status: 409 },
            )
          : receipt('r1', 'received'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Receipt actions PR-00001' }));
    fireEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Receive' }),
    );
    expect(
      await screen.findByText('Purchase receipt received and stock entries created'),
    ).toBeTruthy();
    expect(
      server.received('POST', '/v1/purchase-receipts/receive')[0]!.query.get('receiptId'),
    ).toBe('r1');
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Receipt actions PR-00001' }));
    fireEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Receive' }),
    );
    expect(await screen.findByText('This purchase receipt has already been received')).toBeTruthy();
  });

  test('the dialog: supplier and warehouse required, quantity 1 and price 0 by default, line totals and their sum; one line always stays', async () => {
    const server = renderTab('purchase-receipts', ownerOf(salon), {
      receiptList: () => page([]),
      receiptCreate: () => receipt('r9', 'pending'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New Receipt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Quantity')).toHaveProperty('value', '1');
    expect(within(dialog).getByLabelText('Unit Price')).toHaveProperty('value', '0');
    expect(within(dialog).getByRole('button', { name: 'Remove item' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(3);
    await choose(/Supplier/, 'Glow Wholesale', dialog);
    await choose(/Warehouse/, 'Back room', dialog);
    await choose(/Product/, 'Argan Oil', dialog);
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Unit Price'), { target: { value: '0.1' } });
    expect(within(dialog).getByText('Total Amount: Ksh. 0.30')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Purchase receipt created successfully')).toBeTruthy();
    const sent = server.received('POST', '/v1/purchase-receipts')[0]!.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      businessId: 'b1',
      supplier: 's1',
      warehouse: 'back',
      receiptNumber: null,
      items: [{ itemCode: 'p1', variant: 'v1', quantity: 3, unitPrice: 0.1, sellingPrice: null }],
    });
    expect(sent.receiptDate).toBe(
      new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' }),
    );
  });

  test("a failed save falls back to 'Failed to save purchase receipt' when the server gives no message", async () => {
    const server = renderTab('purchase-receipts', ownerOf(salon), {
      receiptList: () => page([receipt('r1', 'pending')]),
      receiptUpdate: () => Response.json({}, { status: 500 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Receipt actions PR-00001' }));
    fireEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Edit Receipt')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.received('PUT', '/v1/purchase-receipts')).toHaveLength(1), {
      timeout: 3000,
    }).catch(() => {
      throw new Error(dialog.textContent ?? '');
    });
    expect(server.received('PUT', '/v1/purchase-receipts')[0]!.query.get('receiptId')).toBe('r1');
    expect(await screen.findByText('Failed to save purchase receipt')).toBeTruthy();
  });
});
