import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import type { Role } from '../../../src/business/types';
import { createSaluniDataProvider, dataProvider } from '../../../src/dataProvider';
import type { StockUsage } from '../../../src/dataProvider/stockUsage';
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

const usage = (id: string, extra: Partial<StockUsage> = {}): StockUsage => ({
  _id: id,
  usageNumber: `SU-00000${id}`,
  purpose: 'business',
  appointment: null,
  businessReason: 'training',
  usageDate: '2026-11-20',
  notes: null,
  status: 'pending',
  items: [
    {
      _id: `line-${id}`,
      itemCode: { _id: 'oil', title: 'Argan Oil' },
      variant: { _id: 'oil-1', sku: 'ARG-1' },
      warehouse: { _id: 'general', name: 'General' },
      quantity: 2,
    },
  ],
  ...extra,
});

const USAGES = [
  usage('1'),
  usage('2', {
    purpose: 'appointment',
    businessReason: null,
    status: 'confirmed',
    appointment: {
      _id: 'visit-1',
      startDate: '2026-11-20T07:30:00.000Z',
      client: { _id: 'c1', fullName: 'Wanjiru Kamau' },
    },
  }),
  usage('3', { status: 'cancelled', businessReason: 'theft' }),
];

const routes = (extra: Replies = {}): Replies => ({
  stockUsageList: () => page(USAGES),
  stockItems: () => [
    {
      _id: 'oil',
      title: 'Argan Oil',
      salesWarehouseId: 'general',
      variants: [{ _id: 'oil-1', sku: 'ARG-1', retail_price: 900 }],
    },
    {
      _id: 'dye',
      title: 'Hair Dye',
      salesWarehouseId: 'general',
      variants: [
        { _id: 'dye-red', sku: 'DYE-R', retail_price: 500 },
        { _id: 'dye-black', sku: 'DYE-B', retail_price: 500 },
      ],
    },
  ],
  warehouseList: () =>
    page([
      { _id: 'general', name: 'General' },
      { _id: 'back', name: 'Back room' },
    ]),
  ...extra,
});

/** The inventory hub on its Stock Usage tab for a user holding `role`, over a fake API. */
const renderTab = (role: Role = ownerOf(salon), replies: Replies = routes()) => {
  const server = fakeServer({ currentUser: () => userWith([role]), ...replies });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={['/products?productTab=stock-usage']}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(createSaluniDataProvider(server.http))}
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

const choose = async (name: string, option: string, index = 0) => {
  fireEvent.mouseDown((await screen.findAllByRole('combobox', { name }))[index]!);
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

/** The row menu of a usage. Closed menus and dialogs may linger in happy-dom (no transition end), hiding the page from the accessibility tree. */
const openMenu = async (usageNumber: string) => {
  const row = (await screen.findByText(usageNumber)).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Usage actions', hidden: true }));
  const views = await screen.findAllByRole('menuitem', { name: 'View', hidden: true });
  return views.at(-1)!.closest('ul') as HTMLElement;
};

const lastDialog = async () => (await screen.findAllByRole('dialog', { hidden: true })).at(-1)!;

beforeEach(() => localStorage.setItem('saluni.currentBusinessId', 'b1'));
afterEach(() => vi.unstubAllGlobals());

describe('the Stock Usage tab', () => {
  test('sits after Stock and lists usages with purpose details and status colours', async () => {
    renderTab();
    await screen.findByRole('tab', { name: 'Stock Usage' });
    const labels = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(labels.indexOf('Stock Usage')).toBe(labels.indexOf('Stock') + 1);
    expect(within(await rowOf('SU-000001')).getByText('Training/Demo')).toBeTruthy();
    expect(within(await rowOf('SU-000002')).getByText('Wanjiru Kamau')).toBeTruthy();
    expect(within(await rowOf('SU-000003')).getByText('Theft/Loss')).toBeTruthy();
    const chip = (number: string, label: string) =>
      within(screen.getByText(number).closest('tr')!).getByText(label).closest('.MuiChip-root')!;
    expect(chip('SU-000001', 'Pending').className).toContain('MuiChip-colorWarning');
    expect(chip('SU-000002', 'Confirmed').className).toContain('MuiChip-colorSuccess');
    expect(chip('SU-000003', 'Cancelled').className).toContain('MuiChip-colorError');
  });

  test('filters by search, purpose and status on the server', async () => {
    const server = renderTab();
    await rowOf('SU-000001');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'SU-2' } });
    await choose('Purpose', 'Appointment');
    await choose('Status', 'Confirmed');
    await waitFor(() => {
      const last = server.received('GET', '/v1/stock-usage').at(-1)!.query;
      expect([
        last.get('q'),
        last.get('purpose'),
        last.get('status'),
        last.get('page'),
        last.get('limit'),
      ]).toEqual(['SU-2', 'appointment', 'confirmed', '1', '10']);
    });
  });

  test('shows the load failure toast', async () => {
    renderTab(
      ownerOf(salon),
      routes({ stockUsageList: () => Response.json({ error: {} }, { status: 500 }) }),
    );
    expect(await screen.findByText('Failed to load stock usages')).toBeTruthy();
  });

  test('create: the section 5 messages, then a business usage is sent and toasted', async () => {
    const server = renderTab(
      ownerOf(salon),
      routes({ stockUsageCreate: (request) => usage('9', request.body as Partial<StockUsage>) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New Usage' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      (within(dialog).getByRole('button', { name: 'Remove item 1' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Quantity', { exact: false }), {
      target: { value: '0' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const message of [
      'Purpose is required',
      'Product is required',
      'Warehouse is required',
      'Quantity must be at least 1',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    await choose('Purpose', 'Business');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Business reason is required')).toBeTruthy();
    await choose('Business Reason', 'Damaged/Expired');
    await choose('Product', 'Hair Dye');
    await choose('Warehouse', 'Back room');
    fireEvent.change(within(dialog).getByLabelText('Quantity', { exact: false }), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    await choose('Variant', 'DYE-B');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await choose('Product', 'Argan Oil', 1);
    await choose('Warehouse', 'General', 1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove item 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Stock usage created successfully')).toBeTruthy();
    expect(server.received('POST', '/v1/stock-usage').map((request) => request.body)).toEqual([
      {
        businessId: 'b1',
        usageNumber: '',
        purpose: 'business',
        appointmentId: null,
        businessReason: 'damaged',
        usageDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        notes: '',
        items: [{ itemCode: 'dye', variantId: 'dye-black', warehouseId: 'back', quantity: 3 }],
      },
    ]);
  });

  test('an appointment usage picks among the day’s appointments, shown as client and start time', async () => {
    const server = renderTab(
      ownerOf(salon),
      routes({
        appointmentList: () => ({
          ...page([{ _id: 'visit-7', clientId: 'c7', startDate: '2026-11-20T07:30:00.000Z' }]),
          uniqueClientsCount: 1,
        }),
        'client.list': () => page([{ _id: 'c7', fullName: 'Achieng Odhiambo' }]),
        stockUsageCreate: (request) => usage('9', request.body as Partial<StockUsage>),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New Usage' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Usage Date', { exact: false }), {
      target: { value: '2026-11-20' },
    });
    await choose('Purpose', 'Appointment');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Appointment is required')).toBeTruthy();
    await waitFor(() =>
      expect(server.received('GET', '/v1/appointment').length).toBeGreaterThan(0),
    );
    const query = server.received('GET', '/v1/appointment').at(-1)!.query;
    expect([query.get('startDate'), query.get('endDate')]).toEqual([
      '2026-11-19T21:00:00.000Z',
      '2026-11-20T21:00:00.000Z',
    ]);
    await choose('Appointment', 'Achieng Odhiambo, 20/11/2026 10:30');
    await choose('Product', 'Argan Oil');
    await choose('Warehouse', 'General');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Stock usage created successfully')).toBeTruthy();
    expect(server.received('POST', '/v1/stock-usage')[0]!.body).toMatchObject({
      purpose: 'appointment',
      appointmentId: 'visit-7',
      businessReason: null,
    });
  });

  test('edit sends the whole usage and says so', async () => {
    const server = renderTab(
      ownerOf(salon),
      routes({ stockUsageUpdate: (request) => usage('1', request.body as Partial<StockUsage>) }),
    );
    within(await openMenu('SU-000001'))
      .getByRole('menuitem', { name: 'Edit', hidden: true })
      .click();
    const dialog = await screen.findByRole('dialog');
    await choose('Business Reason', 'Office Use');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stock usage updated successfully')).toBeTruthy();
    expect(server.received('PUT', '/v1/stock-usage/1')[0]!.body).toMatchObject({
      usageNumber: 'SU-000001',
      businessReason: 'office',
      items: [{ itemCode: 'oil', variantId: 'oil-1', warehouseId: 'general', quantity: 2 }],
    });
  });

  test('confirm and cancel a pending usage; a confirmed one offers only View', async () => {
    const server = renderTab(
      ownerOf(salon),
      routes({
        stockUsageConfirm: () => usage('1', { status: 'confirmed' }),
        stockUsageCancel: () => usage('1', { status: 'cancelled' }),
      }),
    );
    within(await openMenu('SU-000001'))
      .getByRole('menuitem', { name: 'Confirm', hidden: true })
      .click();
    fireEvent.click(
      within(await lastDialog()).getByRole('button', { name: 'Confirm', hidden: true }),
    );
    expect(await screen.findByText('Stock usage confirmed and inventory updated')).toBeTruthy();
    expect(server.received('POST', '/v1/stock-usage/1/confirm')).toHaveLength(1);

    within(await openMenu('SU-000001'))
      .getByRole('menuitem', { name: 'Cancel', hidden: true })
      .click();
    fireEvent.click(
      within(await lastDialog()).getByRole('button', { name: 'Cancel', hidden: true }),
    );
    expect(await screen.findByText('Stock usage cancelled')).toBeTruthy();
    expect(server.received('POST', '/v1/stock-usage/1/cancel')).toHaveLength(1);

    const menu = await openMenu('SU-000002');
    for (const name of ['Edit', 'Confirm', 'Cancel'])
      expect(
        within(menu).getByRole('menuitem', { name, hidden: true }).getAttribute('aria-disabled'),
      ).toBe('true');
    within(menu).getByRole('menuitem', { name: 'View', hidden: true }).click();
    const view = await lastDialog();
    expect(within(view).getByText('Stock Usage SU-000002')).toBeTruthy();
    expect(within(view).getByText('Wanjiru Kamau')).toBeTruthy();
    expect(within(view).getByText('ARG-1')).toBeTruthy();
  });

  test('a refused confirm shows the server’s reason; without one, the spec’s fallback', async () => {
    let refusal: object = {
      message: 'Cannot exceed available quantity (0)',
      code: 'INVALID_STATE',
    };
    renderTab(
      ownerOf(salon),
      routes({
        stockUsageConfirm: () => Response.json({ error: refusal }, { status: 409 }),
        stockUsageCancel: () => Response.json({ error: {} }, { status: 500 }),
      }),
    );
    within(await openMenu('SU-000001'))
      .getByRole('menuitem', { name: 'Confirm', hidden: true })
      .click();
    fireEvent.click(
      within(await lastDialog()).getByRole('button', { name: 'Confirm', hidden: true }),
    );
    expect(await screen.findByText('Cannot exceed available quantity (0)')).toBeTruthy();
    refusal = {};
    within(await openMenu('SU-000001'))
      .getByRole('menuitem', { name: 'Cancel', hidden: true })
      .click();
    fireEvent.click(
      within(await lastDialog()).getByRole('button', { name: 'Cancel', hidden: true }),
    );
    expect(await screen.findByText('Failed to cancel stock usage')).toBeTruthy();
  });

  test('staff who may only read see no New Usage and only View in the menu', async () => {
    renderTab(staffOf(salon, { 'products.Stock Usage': ['read'] }));
    const menu = await openMenu('SU-000001');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View']);
    expect(screen.queryByRole('button', { name: 'New Usage' })).toBeNull();
  });
});
