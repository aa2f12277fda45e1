import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { RESOURCES } from '../../../registry';
import { CUSTOM_MENU_ENTRIES } from '../../../src/layout/customMenuEntries';
import { createAuthProvider } from '../../../src/auth/authProvider';
import type { Role } from '../../../src/business/types';
import { getCurrentBusinessId } from '../../../src/business/currentBusiness';
import { createRegistryDataProvider, createSaluniDataProvider } from '../../../src/dataProvider';
import {
  business,
  fakeServer,
  ownerOf,
  staffOf,
  userWith,
  page,
  type Replies,
} from '../support/fakeServer';
import { LayoutApp } from '../support/layoutApp';

const salonOne = business('b1', 'Salon One');
const salonTwo = business('b2', 'Salon Two');

/** Each business has its own job titles, so the screen shows which business was asked. */
const JOB_TITLES: Record<string, string[]> = { b1: ['Stylist'], b2: ['Barber'] };

/**
 * The real authProvider and registry dataProvider over one fake server: the list routes answer
 * by the `businessId` query parameter, as the API does.
 */
const renderAppFor = (roles: Role[]) => {
  const replies: Replies = { currentUser: () => userWith(roles) };
  for (const declaration of RESOURCES) {
    replies[`${declaration.name}.list`] = ({ query }) => {
      const names =
        declaration.name === 'job-title' ? (JOB_TITLES[query.get('businessId') ?? ''] ?? []) : [];
      return page(
        names.map((name) => ({
          _id: `${query.get('businessId')}-${name}`,
          name,
          createdAt: '2025-01-01T00:00:00Z',
        })),
      );
    };
  }
  const server = fakeServer(replies);
  const dataProvider = createRegistryDataProvider({ http: server.http });
  const authProvider = createAuthProvider(createSaluniDataProvider(server.http));
  const canAccess = vi.spyOn(authProvider, 'canAccess');
  render(<LayoutApp authProvider={authProvider} dataProvider={dataProvider} path="/job-title" />);
  const jobTitleListCalls = () => server.received('GET', '/v1/job-title');
  /** Waits until delete access was asked for the record `id` and every answer is rendered. */
  const deleteAccessSettled = async (id: string) => {
    // react-admin passes the record too; the app's canAccess does not declare it.
    const recordIdOf = (params: object) => (params as { record?: { id?: unknown } }).record?.id;
    await waitFor(() =>
      expect(
        canAccess.mock.calls.some(
          ([params]) => params.action === 'delete' && recordIdOf(params) === id,
        ),
      ).toBe(true),
    );
    await act(async () => {
      await Promise.allSettled(canAccess.mock.results.map((result) => result.value));
    });
  };
  return { server, jobTitleListCalls, deleteAccessSettled };
};

const menuEntries = () =>
  screen.queryAllByRole('menuitem').map((item) => item.textContent?.trim() ?? '');

describe('BusinessSwitcher', () => {
  test('a user with roles in two businesses sees the Business switcher set to the current one', async () => {
    renderAppFor([ownerOf(salonOne), staffOf(salonTwo, { 'employees Job Title': ['read'] })]);
    const switcher = await screen.findByRole('combobox', { name: 'Business' });
    expect(switcher.textContent).toBe('Salon One');
    expect(getCurrentBusinessId()).toBe('b1');
  });

  test('choosing the other business makes the next dataProvider call carry its businessId', async () => {
    const { jobTitleListCalls } = renderAppFor([
      ownerOf(salonOne),
      staffOf(salonTwo, { 'employees Job Title': ['read'] }),
    ]);
    await screen.findByText('Stylist');
    expect(jobTitleListCalls().map((call) => call.query.get('businessId'))).toEqual(
      expect.arrayContaining(['b1']),
    );
    const before = jobTitleListCalls().length;

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Business' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Salon Two' }),
    );

    expect(getCurrentBusinessId()).toBe('b2');
    expect(await screen.findByText('Barber')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Stylist')).toBeNull());
    const after = jobTitleListCalls().slice(before);
    expect(after.length).toBeGreaterThan(0);
    for (const call of after) expect(call.query.get('businessId')).toBe('b2');
    expect(screen.getByRole('combobox', { name: 'Business' }).textContent).toBe('Salon Two');
  });

  test('after switching, the menu and the row buttons follow the role held in the new business', async () => {
    const { deleteAccessSettled } = renderAppFor([
      ownerOf(salonOne),
      staffOf(salonTwo, { 'employees Job Title': ['read'] }),
    ]);
    await screen.findByText('Stylist');
    // Every resource, plus the screens that are not resources.
    await waitFor(() =>
      expect(menuEntries()).toHaveLength(RESOURCES.length + CUSTOM_MENU_ENTRIES.length),
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Business' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Salon Two' }),
    );

    await screen.findByText('Barber');
    await waitFor(() => expect(menuEntries()).toEqual(['My pay', 'Job titles']));
    await deleteAccessSettled('b2-Barber');
    expect(screen.queryAllByRole('button', { name: 'Delete' })).toHaveLength(0);
  });

  test('a user with a role in one business does not see the switcher', async () => {
    const { jobTitleListCalls } = renderAppFor([ownerOf(salonOne)]);
    // The list shows only after the identity has loaded, and the switcher reads the same identity.
    await screen.findByText('Stylist');
    expect(jobTitleListCalls()[0].query.get('businessId')).toBe('b1');
    expect(screen.queryByRole('combobox', { name: 'Business' })).toBeNull();
    expect(screen.queryByLabelText('Business')).toBeNull();
  });
});
