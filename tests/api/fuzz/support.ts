import { beforeAll } from 'vitest';
import { RESOURCES } from '../../../registry';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { APP_ORIGIN } from '../support/http';
import { sampleRecord } from '../support/records';
import { setupTestApp } from '../support/testApp';
import type { BodyCase } from './cases';
import { refusalChecker } from './refusals';
import { routeTable, type AppRoute } from './routeTable';

const UNKNOWN_ID = '01890a5d-ac96-774b-bcce-b302099a8057';
/** Ends the session every signed-in request of a run uses, whatever its body: left out, or the rest of the run would be signed out. */
const SESSION_ENDING = 'POST /v1/auth/logout';

/** The route's path with its parameters filled in (an unknown id unless told one, an unknown image name). */
export const concretePath = (path: string, id = UNKNOWN_ID) =>
  path.replace(/:filename/g, `${UNKNOWN_ID}.png`).replace(/:[A-Za-z]+/g, id);

export const routeName = (route: AppRoute) => `${route.method} ${route.path}`;

export const jsonCase = (label: string, value: unknown): BodyCase => ({
  label,
  payload: JSON.stringify(value),
  contentType: 'application/json',
});

/** A fuzz test file's app, business and route table, and the ways to send to them. */
export const setupFuzz = () => {
  // The jobs are left to another server: an export or a message a request accepted earlier would
  // otherwise be written by the scheduler while a later refusal is being checked.
  const context = setupTestApp({ scheduler: { leftToOthers: 'all' } });
  let business: TestBusiness;
  let routes: AppRoute[];
  beforeAll(async () => {
    business = await createBusiness(context.app, 'Fuzz');
    routes = routeTable(context.app);
  });

  const sendBody = (route: AppRoute, body: BodyCase, signedIn: boolean, id?: string) =>
    context.app.inject({
      method: route.method,
      url: concretePath(route.path, id),
      headers: {
        'content-type': body.contentType,
        // From the app's own page: a signed-in write from elsewhere stops at the cross-site check, before any handler.
        origin: APP_ORIGIN,
        ...(signedIn && { cookie: business.owner.cookie }),
        // A delete names a module; a wrong one is refused like any other bad input.
        ...(route.method === 'DELETE' && { 'vendor-module': 'clients.Profile' }),
      },
      payload: body.payload,
    });

  return {
    get app() {
      return context.app;
    },
    get business() {
      return business;
    },
    get database() {
      return context.database;
    },
    routes: () => routes,
    writeRoutes: () =>
      routes.filter((route) => route.method !== 'GET' && routeName(route) !== SESSION_ENDING),
    sendBody,
    checker: () => refusalChecker(context.database),
    /** A valid body where the route is a declared resource's create, so bad values reach the write itself. */
    baseBody(route: AppRoute): Record<string, unknown> {
      const resource = RESOURCES.find((candidate) => candidate.path === route.path);
      const values = route.method === 'POST' && resource ? sampleRecord(resource, 1) : {};
      return { ...values, businessId: business.businessId };
    },
    /** The fields a route names when refusing a body of businessId alone, so bad values go where it looks. */
    async fieldsOf(route: AppRoute, id?: string): Promise<string[]> {
      const response = await sendBody(
        route,
        jsonCase('businessId only', { businessId: business.businessId }),
        true,
        id,
      );
      return response.statusCode === 422
        ? Object.keys(
            response.json<{ error: { fields?: Record<string, string> } }>().error.fields ?? {},
          )
        : [];
    },
  };
};
