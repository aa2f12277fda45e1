import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import type { Role } from '../../../src/business/types';
import { getCurrentBusinessId } from '../../../src/business/currentBusiness';
import {
  dataProvider as appDataProvider,
  http,
  createSaluniDataProvider,
} from '../../../src/dataProvider';
import { business, fakeServer, ownerOf, userWith } from '../support/fakeServer';
import { LayoutApp } from '../support/layoutApp';
import { memoryDataProvider } from '../support/testAdmin';

const salon = business('b1', 'Salon One');

/**
 * A user who starts with `roles`; POST /v1/business gives them an owner role, as the server
 * does. CreateBusiness calls the app's dataProvider method, so the fake replaces global fetch
 * and the authProvider uses the app's shared client, as App.tsx wires it.
 */
const renderGateAt = (path: string, roles: Role[]) => {
  let current = roles;
  const server = fakeServer({
    currentUser: () => userWith(current),
    businessCreate: () => {
      current = [ownerOf(salon)];
      return salon;
    },
  });
  vi.stubGlobal('fetch', server.fetch);
  const dataProvider = {
    ...memoryDataProvider({
      'job-title': [{ id: 'a', _id: 'a', name: 'Stylist', createdAt: '2025-01-01T00:00:00Z' }],
    }),
    createBusiness: appDataProvider.createBusiness,
  };
  render(
    <LayoutApp
      authProvider={createAuthProvider(createSaluniDataProvider(http))}
      dataProvider={dataProvider}
      path={path}
    />,
  );
  return { server, dataProvider };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BusinessGate', () => {
  test('a user with no roles sees the Create your business form instead of the job title list', async () => {
    const { dataProvider } = renderGateAt('/job-title', []);
    expect(await screen.findByText('Create your business')).toBeTruthy();
    expect(screen.getByLabelText('Business name')).toBeTruthy();
    expect(screen.queryByText('Stylist')).toBeNull();
    // The screen is not mounted, so it asks the dataProvider nothing.
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });

  test('submitting the form posts the business name and then shows the screen once the refreshed identity has a role', async () => {
    const { server } = renderGateAt('/job-title', []);
    fireEvent.change(await screen.findByLabelText('Business name'), {
      target: { value: '  Salon One ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create business' }));

    expect(await screen.findByText('Stylist')).toBeTruthy();
    expect(screen.queryByText('Create your business')).toBeNull();
    const posts = server.received('POST', '/v1/business');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ name: 'Salon One', country: 'KE' });
    expect(getCurrentBusinessId()).toBe('b1');
    // The screen appeared because the identity was asked again after the business was created.
    const userCalls = server.requests.filter((request) => request.path === '/v1/user');
    expect(server.requests.indexOf(userCalls[userCalls.length - 1])).toBeGreaterThan(
      server.requests.indexOf(posts[0]),
    );
  });

  test('an empty business name is refused on the form without calling the server', async () => {
    const { server } = renderGateAt('/job-title', []);
    fireEvent.click(await screen.findByRole('button', { name: 'Create business' }));
    expect(await screen.findByText('Business name is required')).toBeTruthy();
    expect(server.received('POST', '/v1/business')).toHaveLength(0);
  });

  test('a user who already holds a role goes straight to the screen', async () => {
    renderGateAt('/job-title', [ownerOf(salon)]);
    expect(await screen.findByText('Stylist')).toBeTruthy();
    expect(screen.queryByText('Create your business')).toBeNull();
  });
});
