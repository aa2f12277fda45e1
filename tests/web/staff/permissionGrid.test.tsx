import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setCurrentBusinessId } from '../../../src/business/currentBusiness';
import { dataProvider } from '../../../src/dataProvider';
import { MODULES } from '../../../registry';
import { PermissionGrid } from '../../../src/staff/PermissionGrid';
import { presetPermissions } from '../../../registry/staff/rolePresets';
import { i18nProvider } from '../../../src/i18n';
import { Toast } from '../../../src/layout/Toast';
import { fakeServer, page, type ReceivedRequest } from '../support/fakeServer';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const stored = [
  { _id: 'p1', businessId: 'b1', employeeId: 'e1', module: 'clients.Profile', actions: ['read'] },
];

const renderGrid = (canUpdate: boolean) => {
  const server = fakeServer({
    employeePermissionList: () => page(stored),
    employeePermissionSet: (request: ReceivedRequest) =>
      (request.body as { permissions: { module: string; actions: string[] }[] }).permissions.map(
        (entry, i) => ({
          _id: `n${i}`,
          employeeId: 'e1',
          ...entry,
        }),
      ),
  });
  vi.stubGlobal('fetch', server.fetch);
  setCurrentBusinessId('b1');
  render(
    <AdminContext
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
    >
      <PermissionGrid employeeId="e1" canUpdate={canUpdate} />
      <Toast />
    </AdminContext>,
  );
  return server;
};

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('permission grid', () => {
  test('shows every module by action with the stored permissions ticked', async () => {
    const server = renderGrid(true);
    await screen.findByRole('checkbox', { name: 'Clients - Profile Read' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(MODULES.length * 4);
    expect(box('Clients - Profile Read').checked).toBe(true);
    expect(box('Clients - Profile Create').checked).toBe(false);
    // Rows read as screens a salon owner knows, not as the API's module codes.
    expect(screen.getByRole('rowheader', { name: 'Staff - Job titles' })).toBeTruthy();
    expect(screen.queryByText('employees Job Title')).toBeNull();
    expect(server.received('GET', '/v1/permission/employee')[0]!.query.toString()).toBe(
      'businessId=b1&employeeId=e1&limit=0',
    );
  });

  test('saves the whole set with one bulk call and shows the spec toast', async () => {
    const server = renderGrid(true);
    await screen.findByRole('checkbox', { name: 'Clients - Profile Read' });
    fireEvent.click(box('Clients - Profile Read'));
    fireEvent.click(box('Services - All services Update'));
    fireEvent.click(box('Services - All services Read'));
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    await waitFor(() =>
      expect(server.received('POST', '/v1/permission/employee/bulk')).toHaveLength(1),
    );
    expect(server.received('POST', '/v1/permission/employee/bulk')[0]!.body).toEqual({
      businessId: 'b1',
      employeeId: 'e1',
      permissions: [{ module: 'services.All Services', actions: ['read', 'update'] }],
    });
    expect(await screen.findByText('EmployeePermission updated')).toBeTruthy();
  });

  test('ticks a role preset in one click, leaves it editable, and saves it in one call', async () => {
    const server = renderGrid(true);
    await screen.findByRole('checkbox', { name: 'Clients - Profile Read' });
    expect(screen.getByRole('group', { name: /Start from a role/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Receptionist' }));
    expect(box('Appointments Delete').checked).toBe(true);
    expect(box('Sales - Checkout Create').checked).toBe(true);
    expect(box('Staff - Permissions Read').checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(
      'Not saved yet: review the boxes, then save.',
    );
    fireEvent.click(box('Appointments Delete'));
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    await waitFor(() =>
      expect(server.received('POST', '/v1/permission/employee/bulk')).toHaveLength(1),
    );
    const { permissions } = server.received('POST', '/v1/permission/employee/bulk')[0]!.body as {
      permissions: { module: string; actions: string[] }[];
    };
    const expected = presetPermissions('receptionist').map((permission) =>
      permission.module === 'appointments.Appointments'
        ? { ...permission, actions: ['read', 'create', 'update'] }
        : permission,
    );
    expect(permissions).toEqual(expect.arrayContaining(expected));
    expect(permissions).toHaveLength(expected.length);
  });

  test('is read-only without update access', async () => {
    renderGrid(false);
    await screen.findByRole('checkbox', { name: 'Clients - Profile Read' });
    expect(box('Clients - Profile Read').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save permissions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manager' })).toBeNull();
  });
});
