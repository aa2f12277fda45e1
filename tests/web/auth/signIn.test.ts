import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, test } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { createSaluniDataProvider } from '../../../src/dataProvider';
import { canRoleAccess } from '../../../src/auth/permissions';
import type { Role, User } from '../../../src/business/types';
import { getCurrentBusinessId, setCurrentBusinessId } from '../../../src/business/currentBusiness';
import { fakeHttp } from '../support/fakeHttp';
import { business } from '../support/fakeServer';

const owner: Role = { _id: 'r1', role: 'owner', business: business('b1'), permissions: {} };
const staff: Role = {
  _id: 'r2',
  role: 'staff',
  business: business('b2'),
  permissions: { 'employees Job Title': ['read', 'create'] },
};

describe('canRoleAccess', () => {
  test('owners and admins may do everything', () => {
    for (const action of ['list', 'create', 'edit', 'delete']) {
      expect(canRoleAccess(owner, 'job-title', action)).toBe(true);
      expect(canRoleAccess({ ...owner, role: 'admin' }, 'service-room', action)).toBe(true);
    }
  });

  test('staff get what their module permissions grant', () => {
    expect(canRoleAccess(staff, 'job-title', 'list')).toBe(true);
    expect(canRoleAccess(staff, 'job-title', 'show')).toBe(true);
    expect(canRoleAccess(staff, 'job-title', 'create')).toBe(true);
    expect(canRoleAccess(staff, 'job-title', 'edit')).toBe(false);
    expect(canRoleAccess(staff, 'job-title', 'delete')).toBe(false);
    expect(canRoleAccess(staff, 'service-category', 'list')).toBe(false);
    expect(canRoleAccess(undefined, 'job-title', 'list')).toBe(false);
  });
});

describe('authProvider', () => {
  const user: User = {
    _id: 'u1',
    fullName: 'Amina',
    email: 'a@example.com',
    language: 'en',
    roles: [owner, staff],
  };

  beforeEach(() => setCurrentBusinessId(null));

  test('canAccess follows the role of the current business', async () => {
    const { http } = fakeHttp({ '/v1/user': { user } });
    const auth = createAuthProvider(createSaluniDataProvider(http));
    await auth.checkAuth();
    // The first business is chosen when none is stored.
    expect(getCurrentBusinessId()).toBe('b1');
    expect(await auth.canAccess({ resource: 'job-title', action: 'delete' })).toBe(true);
    setCurrentBusinessId('b2');
    expect(await auth.canAccess({ resource: 'job-title', action: 'delete' })).toBe(false);
    expect(await auth.canAccess({ resource: 'job-title', action: 'list' })).toBe(true);
  });

  test('the user is fetched once: checkAuth, identity, permissions and access share it; reloadIdentity asks again', async () => {
    const { http, calls } = fakeHttp({ '/v1/user': { user } });
    const auth = createAuthProvider(createSaluniDataProvider(http));
    await auth.checkAuth();
    expect((await auth.getIdentity()).roles).toEqual([owner, staff]);
    expect(await auth.getPermissions()).toEqual(owner);
    await auth.canAccess({ resource: 'client', action: 'list' });
    expect(calls.filter((call) => call.path === '/v1/user')).toHaveLength(1);
    await auth.reloadIdentity();
    expect(calls.filter((call) => call.path === '/v1/user')).toHaveLength(2);
  });

  test('login posts the credentials and keeps the user', async () => {
    const { http, calls } = fakeHttp({ '/v1/auth/login': { user } });
    const auth = createAuthProvider(createSaluniDataProvider(http));
    await auth.login({ email: 'a@example.com', password: 'secret123' });
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/v1/auth/login', { email: 'a@example.com', password: 'secret123' }],
    ]);
    expect((await auth.getIdentity()).id).toBe('u1');
    expect(calls).toHaveLength(1);
  });

  test('checkError signs out on 401 only', async () => {
    const auth = createAuthProvider(createSaluniDataProvider(fakeHttp({}).http));
    await expect(auth.checkError(new HttpError('Please sign in', 401))).rejects.toBeInstanceOf(
      HttpError,
    );
    await expect(auth.checkError(new HttpError('Forbidden', 403))).resolves.toBeUndefined();
  });

  test('checkAuth fails when signed out', async () => {
    const auth = createAuthProvider(
      createSaluniDataProvider(fakeHttp({ '/v1/user': new HttpError('Please sign in', 401) }).http),
    );
    await expect(auth.checkAuth()).rejects.toBeInstanceOf(HttpError);
  });

  test('a visitor who is not signed in has no permissions, without an error that would sign them out of a public page', async () => {
    // The server failing first: its 401 would leave this browser's hint "signed out" (sessionHint.ts).
    const failing = createAuthProvider(
      createSaluniDataProvider(fakeHttp({ '/v1/user': new HttpError('Server error', 500) }).http),
    );
    await expect(failing.getPermissions()).rejects.toBeInstanceOf(HttpError);
    const auth = createAuthProvider(
      createSaluniDataProvider(fakeHttp({ '/v1/user': new HttpError('Please sign in', 401) }).http),
    );
    await expect(auth.getPermissions()).resolves.toBeNull();
  });
});
