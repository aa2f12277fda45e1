import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Admin, CustomRoutes, Resource, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, test } from 'vitest';

// A shared, busy machine: give form validation and page loads time before a query gives up.
const SLOW = { timeout: 10_000 };
import { ClientShow } from '../../../src/clients/ClientShow';
import { clientDetailTabs } from '../../../src/clients/clientDetailTabs';
import { SelectCategories } from '../../../src/client-records/SelectCategories';
import { i18nProvider } from '../../../src/i18n';
import { createRegistryDataProvider } from '../../../src/dataProvider/registryDataProvider';
import { resourceScreens } from '../../../src/resourceScreens';
import { fakeServer, page } from '../support/fakeServer';
import {
  allowAllAuthProvider,
  memoryDataProvider,
  TestApp,
  type Store,
} from '../support/testAdmin';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const categories = () => [
  { id: 'c1', _id: 'c1', category_name: 'VIP', name: 'VIP' },
  { id: 'c2', _id: 'c2', category_name: 'Bridal', name: 'Bridal' },
];

const amina = () => ({
  id: 'a1',
  _id: 'a1',
  fullName: 'Amina Wanjiru',
  phone: '+254712345678',
  email: 'amina@example.com',
  gender: 'Female',
  address: 'Kilimani',
  notes: null,
  image: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  categories: [{ _id: 'c1', category_name: 'VIP', name: 'VIP' }],
});

const openAddClient = async () => {
  const dataProvider = memoryDataProvider({ client: [], 'client-category': categories() });
  render(<TestApp dataProvider={dataProvider} path="/client/create" />);
  const dialog = await screen.findByRole('dialog', { name: 'Add New Client' }, SLOW);
  return { dataProvider, dialog };
};

const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('Add New Client', () => {
  test('an empty submit shows the spec messages and calls nothing', async () => {
    const { dataProvider, dialog } = await openAddClient();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of ['Full Name is required', 'Email is required', 'Gender is required'])
      expect(await within(dialog).findByText(message, {}, SLOW)).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  test('a bad phone and e-mail get their spec messages', async () => {
    const { dataProvider, dialog } = await openAddClient();
    fill(dialog, 'Full name', 'Amina Wanjiru');
    fill(dialog, 'Phone', '12345');
    fill(dialog, 'Email', 'amina-at-example');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Phone number must be valid', {}, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('Email must be valid')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  test('a valid form creates the client and closes the dialog', async () => {
    const { dataProvider, dialog } = await openAddClient();
    fill(dialog, 'Full name', 'Amina Wanjiru');
    fill(dialog, 'Phone', '0712 345 678');
    fill(dialog, 'Email', 'amina@example.com');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Gender' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Female' }, SLOW));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled(), SLOW);
    expect(dataProvider.create.mock.calls[0]![0]).toBe('client');
    expect(dataProvider.create.mock.calls[0]![1].data).toMatchObject({
      fullName: 'Amina Wanjiru',
      phone: '0712 345 678',
      email: 'amina@example.com',
      gender: 'Female',
    });
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Add New Client' })).toBeNull(),
      SLOW,
    );
  });

  test('the photo can be dropped or chosen', async () => {
    const { dialog } = await openAddClient();
    expect(within(dialog).getByText('Drop a photo here, or click to choose one')).toBeTruthy();
    expect(dialog.querySelector('input[type="file"]')?.getAttribute('accept')).toContain(
      'image/png',
    );
  });
});

describe('Clients list', () => {
  test('shows the columns, category chips, Add New Client and Export', async () => {
    render(
      <TestApp
        dataProvider={memoryDataProvider({ client: [amina()], 'client-category': categories() })}
        path="/client"
      />,
    );
    const table = await screen.findByRole('table', {}, SLOW);
    await within(table).findByText('Amina Wanjiru', {}, SLOW);
    for (const header of ['Full name', 'Phone', 'Email', 'Gender', 'Categories'])
      expect(within(table).getByText(header)).toBeTruthy();
    expect(within(table).getByText('VIP')).toBeTruthy();
    expect(within(table).getByText('Female')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add New Client' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  test('a business without clients sees the empty state', async () => {
    render(
      <TestApp
        dataProvider={memoryDataProvider({ 'client-category': categories() })}
        path="/client"
      />,
    );
    expect(await screen.findByText('No clients yet', {}, SLOW)).toBeTruthy();
  });
});

describe('SelectCategories', () => {
  const Harness = ({ onChange }: { onChange: (ids: string[]) => void }) => {
    const [value, setValue] = useState<string[]>(['c1']);
    return (
      <SelectCategories
        value={value}
        onChange={(ids) => {
          setValue(ids);
          onChange(ids);
        }}
      />
    );
  };

  test("is labelled 'Select Categories', shows the chosen ones and reports new choices", async () => {
    const changes: string[][] = [];
    render(
      <TestMemoryRouter>
        <Admin
          lightTheme={lightTheme}
          darkTheme={darkTheme}
          dataProvider={memoryDataProvider({ 'client-category': categories() })}
          authProvider={allowAllAuthProvider}
          i18nProvider={i18nProvider}
          disableTelemetry
        >
          <CustomRoutes>
            <Route path="/" element={<Harness onChange={(ids) => changes.push(ids)} />} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>,
    );
    const input = await screen.findByLabelText('Select Categories', {}, SLOW);
    await screen.findByText('VIP', {}, SLOW);
    fireEvent.mouseDown(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Bridal' }, SLOW));
    expect(changes).toEqual([['c1', 'c2']]);
  });
});

describe('Client detail', () => {
  const renderShow = (store: Store, path: string) =>
    render(
      <TestMemoryRouter initialEntries={[path]}>
        <Admin
          lightTheme={lightTheme}
          darkTheme={darkTheme}
          dataProvider={memoryDataProvider(store)}
          authProvider={allowAllAuthProvider}
          i18nProvider={i18nProvider}
          disableTelemetry
        >
          <CustomRoutes>
            <Route path="/client/:id/show" element={<ClientShow />} />
          </CustomRoutes>
          {resourceScreens.map(({ name, list, create, edit }) => (
            <Resource key={name} name={name} list={list} create={create} edit={edit} />
          ))}
        </Admin>
      </TestMemoryRouter>,
    );

  test('shows the profile, the categories and a tab per extension entry', async () => {
    renderShow({ client: [amina()], 'client-category': categories() }, '/client/a1/show');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Amina Wanjiru' }, SLOW),
    ).toBeTruthy();
    expect(await screen.findByText('Kilimani', {}, SLOW)).toBeTruthy();
    expect(screen.getByLabelText('Select Categories')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Profile',
      'Consultation forms',
      'Feedback',
      'Appointments',
      'Purchases',
      'Memberships',
      'Vouchers',
      'Messages',
      'History',
    ]);
    expect(clientDetailTabs.map((tab) => tab.id)).toEqual([
      'profile',
      'consultation-forms',
      'feedback',
      'appointments',
      'purchases',
      'memberships',
      'vouchers',
      'messages',
      'history',
    ]);
  });

  // The appointments tab lists the client's appointments: tests/web/appointments/personAppointments.test.tsx; the
  // purchases, memberships and vouchers tabs: tests/web/orders/clientTabs.test.tsx.
});

describe('the category filter', () => {
  test('the dataProvider sends categoryIds, a filter without a column of its own, to the server', async () => {
    const server = fakeServer({ 'client.list': () => page([]) });
    const dataProvider = createRegistryDataProvider({
      http: server.http,
      getBusinessId: () => 'b1',
    });
    await dataProvider.getList('client', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'ami', categoryIds: 'c1', unknown: 'x' },
    });
    const [request] = server.received('GET', '/v1/client');
    expect(Object.fromEntries(request!.query)).toEqual({
      businessId: 'b1',
      page: '1',
      limit: '10',
      sort: '-createdAt',
      q: 'ami',
      categoryIds: 'c1',
    });
  });
});
