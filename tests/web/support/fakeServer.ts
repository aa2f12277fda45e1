import { onTestFinished, vi } from 'vitest';
import { RESOURCES, consultationForm, supplier, type ResourceDeclaration } from '../../../registry';
import { ROUTES, type RouteDeclaration, type RouteName } from '../../../registry/routes';
import { resourceRoutes } from '../../../registry/routes/resources';
import type { Business, Role, User } from '../../../src/business/types';
import { createHttpClient, type HttpClient } from '../../../src/dataProvider/http';

/** One call the fake server received, parsed the way the routes read it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type CrudCall = 'list' | 'get' | 'create' | 'update' | 'delete';
/** A route of registry/routes.ts, or a declaration's CRUD call as `<resource>.<call>`. */
export type DeclaredRoute = RouteName | `${string}.${CrudCall}`;

/**
 * Each answered route gives the value the server puts under the route's reply key (a page for
 * lists, a record...): paths and reply keys come from the registry, never from the test.
 */
export type Replies = Partial<Record<DeclaredRoute, (request: ReceivedRequest) => unknown>>;

/** The calls the registry dataProvider makes for a declaration, as the server declares them. */
const crudRoutes = (declaration: ResourceDeclaration): [string, RouteDeclaration][] => {
  const { list, get, create, update, delete: remove } = resourceRoutes(declaration);
  return Object.entries({ list, get, create, update, delete: remove }).map(([call, route]) => [
    `${declaration.name}.${call}`,
    route,
  ]);
};

const routeTable = (declarations: ResourceDeclaration[]) =>
  new Map<string, RouteDeclaration>([
    ...Object.entries(ROUTES),
    ...[...RESOURCES, consultationForm, supplier, ...declarations].flatMap(crudRoutes),
  ]);

const matches = (route: RouteDeclaration, method: string, path: string) =>
  route.method === method && new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}/?$`).test(path);

/** A page of records as every list route sends it. */
export const page = <T>(docs: T[]) => ({ docs, limit: 10, page: 1, pages: 1, total: docs.length });

/**
 * A fetch that answers like the Saluni API for the routes a test names, and the app's real HTTP
 * client over it, so the authProvider and dataProvider under test run their real request code.
 * A declared route the test does not answer is a 404 in the server's error shape; a request no
 * declared route matches fails the test. `declarations`: test-only resources.
 */
export const fakeServer = (
  replies: Replies,
  { declarations = [] }: { declarations?: ResourceDeclaration[] } = {},
) => {
  const table = routeTable(declarations);
  const answered = Object.entries(replies).map(([name, reply]) => {
    const route = table.get(name);
    if (!route) throw new Error(`fakeServer: ${name} is not a declared route`);
    return { route, reply: reply as (request: ReceivedRequest) => unknown };
  });
  const undeclared: string[] = [];
  onTestFinished(() => {
    if (undeclared.length)
      throw new Error(`requests no declared route matches: ${undeclared.join(', ')}`);
  });
  const requests: ReceivedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://saluni.test');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: ReceivedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
    };
    requests.push(request);
    const found = answered.find(({ route }) => matches(route, request.method, request.path));
    if (!found) {
      if (![...table.values()].some((route) => matches(route, request.method, request.path)))
        undeclared.push(`${request.method} ${request.path}`);
      return Response.json(
        { error: { message: `No reply for ${request.method} ${request.path}` } },
        { status: 404 },
      );
    }
    const value = found.reply(request);
    // A reply may be a whole response: a refusal in the server's error shape.
    if (value instanceof Response) return value;
    return Response.json(found.route.replyKey ? { [found.route.replyKey]: value } : value);
  });
  const http: HttpClient = createHttpClient(fetch as typeof globalThis.fetch);
  const received = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
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
  opensOnHolidays: false,
  calendarEnabled: true,
  smsBundle: { availableAmount: 0 },
  address: null,
  logo: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

export const ownerOf = (company: Business): Role => ({
  _id: `owner-${company._id}`,
  role: 'owner',
  business: company,
  permissions: {},
});

export const staffOf = (company: Business, permissions: Role['permissions']): Role => ({
  _id: `staff-${company._id}`,
  role: 'staff',
  business: company,
  permissions,
});

export const userWith = (roles: Role[]): User => ({
  _id: 'u1',
  fullName: 'Amina Otieno',
  email: 'amina@example.com',
  language: 'en',
  roles,
});
