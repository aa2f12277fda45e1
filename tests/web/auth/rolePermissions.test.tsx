import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { RESOURCES as REGISTRY } from '../../../registry';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { createSaluniDataProvider } from '../../../src/dataProvider';
import type { Role } from '../../../src/business/types';
import { business, fakeServer, ownerOf, staffOf, userWith } from '../support/fakeServer';
import { CUSTOM_MENU_ENTRIES } from '../../../src/layout/customMenuEntries';
import { LayoutApp } from '../support/layoutApp';
import { memoryDataProvider } from '../support/testAdmin';

const MENU_ENTRIES = ['Job titles', 'Service categories', 'Service rooms', 'Client categories'];

const salon = business('b1', 'Salon One');

const jobTitles = () => [
  { id: 'a', _id: 'a', name: 'Stylist', createdAt: '2025-01-01T00:00:00Z' },
  { id: 'b', _id: 'b', name: 'Barber', createdAt: '2025-01-02T00:00:00Z' },
];

/** The job title list for a user holding `role`: real authProvider over a fake GET /v1/user. */
const renderJobTitlesAs = (role: Role) => {
  const server = fakeServer({ currentUser: () => userWith([role]) });
  const authProvider = createAuthProvider(createSaluniDataProvider(server.http));
  const canAccess = vi.spyOn(authProvider, 'canAccess');
  render(
    <LayoutApp
      authProvider={authProvider}
      dataProvider={memoryDataProvider({ 'job-title': jobTitles() })}
      path="/job-title"
    />,
  );
  /**
   * Resolves once canAccess has answered `action` for every resource in `resources` and React has
   * rendered the answers, so a missing button means "denied", not "not asked yet".
   */
  const accessSettled = async (action: string, resources: string[]) => {
    await waitFor(() => {
      const asked = canAccess.mock.calls
        .filter(([params]) => params.action === action)
        .map(([params]) => params.resource);
      for (const resource of resources) expect(asked).toContain(resource);
    });
    await act(async () => {
      await Promise.allSettled(canAccess.mock.results.map((result) => result.value));
    });
  };
  return { server, accessSettled };
};

const menuEntries = () =>
  screen.queryAllByRole('menuitem').map((item) => item.textContent?.trim() ?? '');

const RESOURCES = REGISTRY.map((declaration) => declaration.name);

describe('a staff member with read access to job titles only', () => {
  const staff = staffOf(salon, { 'employees Job Title': ['read'] });

  test('sees Job titles (and My pay, which every member has) in the menu but not Service categories, Service rooms or Client categories', async () => {
    const { accessSettled } = renderJobTitlesAs(staff);
    await screen.findByText('Stylist');
    await accessSettled('list', RESOURCES);
    expect(menuEntries()).toEqual(['My pay', 'Job titles']);
  });

  test('sees the job title rows without a Create button or any Delete button', async () => {
    const { accessSettled } = renderJobTitlesAs(staff);
    const table = await screen.findByRole('table');
    await within(table).findByText('Barber');
    await accessSettled('create', ['job-title']);
    await accessSettled('delete', ['job-title']);
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    expect(within(table).queryAllByRole('button', { name: 'Delete' })).toHaveLength(0);
  });
});

describe('an owner', () => {
  const owner = ownerOf(salon);

  test('sees every resource screen in the menu', async () => {
    const { accessSettled } = renderJobTitlesAs(owner);
    await screen.findByText('Stylist');
    await accessSettled('list', RESOURCES);
    expect(menuEntries()).toEqual(
      expect.arrayContaining([...MENU_ENTRIES, 'Business settings', 'Products']),
    );
    // Every resource plus the screens that are not resources (settings, the inventory hub...).
    expect(menuEntries()).toHaveLength(RESOURCES.length + CUSTOM_MENU_ENTRIES.length);
  });

  test('sees Create and a Delete button on every job title row', async () => {
    renderJobTitlesAs(owner);
    const table = await screen.findByRole('table');
    await within(table).findByText('Barber');
    expect(await screen.findByRole('link', { name: 'Create' })).toBeTruthy();
    await waitFor(() =>
      expect(within(table).getAllByRole('button', { name: 'Delete' })).toHaveLength(2),
    );
  });

  test('the access checks ask the server for the user, not a stubbed answer', async () => {
    const { server, accessSettled } = renderJobTitlesAs(owner);
    await accessSettled('list', RESOURCES);
    expect(server.received('GET', '/v1/user').length).toBeGreaterThan(0);
  });
});
