import { vi } from 'vitest';
import type { Business, Role, User } from '../../../src/auth/types';
import { createHttpClient, type HttpClient } from '../../../src/dataProvider/http';

/** One call the fake server received, parsed the way the routes read it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Keyed by 'METHOD /path'; the reply is sent as JSON with status 200. */
export type Routes = Record<string, (request: ReceivedRequest) => unknown>;

/**
 * A fetch that answers like the Saluni API from a few routes, and the app's real HTTP client
 * over it, so the authProvider and dataProvider under test run their real request code.
 * An unknown route is a 404 with the server's error shape.
 */
export const fakeServer = (routes: Routes) => {
  const requests: ReceivedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://saluni.test');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: ReceivedRequest = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (!route) return Response.json({ error: { message: `No route ${request.method} ${request.path}` } }, { status: 404 });
    return Response.json(route(request));
  });
  const http: HttpClient = createHttpClient(fetch as typeof globalThis.fetch);
  const received = (method: string, path: string) => requests.filter((request) => request.method === method && request.path === path);
  return { fetch, http, requests, received };
};

export const business = (id: string, name = id): Business => ({
  _id: id,
  name,
  country: 'KE',
  state: null,
  timezone: 'Africa/Nairobi',
  currency: 'KES',
  appointmentGapInMinutes: 0,
  logo: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

export const ownerOf = (company: Business): Role => ({ _id: `owner-${company._id}`, role: 'owner', business: company, permissions: {} });

export const staffOf = (company: Business, permissions: Role['permissions']): Role => ({
  _id: `staff-${company._id}`,
  role: 'staff',
  business: company,
  permissions,
});

export const userWith = (roles: Role[]): User => ({ _id: 'u1', fullName: 'Amina Otieno', email: 'amina@example.com', language: 'en', roles });
