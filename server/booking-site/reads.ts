import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import { isCalendarDate } from '../../registry/validation';
import type { Database } from '../db/database';
import { validationFailed } from '../http/errors';
import { isUuid } from '../http/ids';
import { text } from '../http/messages';
import { serveRoute, type RouteQuery } from '../tenancy/declaredRoutes';
import { freeTimesOf } from './freeTimes';
import { createHold, holdSchema } from './holds';
import { manageTimesOf } from './manageTimes';
import { logoOf, siteOfSlug } from './site';
import { bookingSiteOf } from './siteProfile';
import { visitOf } from './visit';

/** The logo may change under the same address: a browser keeps it an hour. */
const LOGO_CACHE = 'public, max-age=3600';

const dateOf = (query: RouteQuery) => {
  const { date } = query;
  if (typeof date !== 'string' || !isCalendarDate(date))
    throw validationFailed({ date: text('saluni.onlineBooking.site.mustBeDate') });
  return date;
};

/** `serviceIds` once or repeated, each an id; `employeeId` an id or `any`. */
const visitQuery = (query: RouteQuery) => {
  const { serviceIds, employeeId } = query;
  const ids = Array.isArray(serviceIds) ? serviceIds : serviceIds === undefined ? [] : [serviceIds];
  if (!ids.length || ids.length > 10 || !ids.every(isUuid))
    throw validationFailed({ serviceIds: text('saluni.onlineBooking.site.servicesNotBookable') });
  if (employeeId !== 'any' && !isUuid(employeeId))
    throw validationFailed({ employeeId: text('saluni.onlineBooking.site.mustBeStaff') });
  return { serviceIds: ids, employeeId: employeeId === 'any' ? null : employeeId };
};

/** The site's public reads and its holds (docs/areas/booking-site.md). */
export const registerSiteReads = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.bookingSiteGet, { query: [] }, async ({ params }) =>
    bookingSiteOf(db, await siteOfSlug(db, params.slug), new Date()),
  );

  serveRoute(app, db, ROUTES.bookingSiteLogo, { query: [] }, async ({ params, reply }) => {
    const logo = await logoOf(db, await siteOfSlug(db, params.slug));
    return reply
      .header('content-type', logo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', LOGO_CACHE)
      .send(logo.content);
  });

  serveRoute(
    app,
    db,
    ROUTES.bookingSiteTimes,
    { query: ['serviceIds', 'employeeId', 'date'] },
    async ({ params, query }) => {
      const site = await siteOfSlug(db, params.slug);
      const { serviceIds, employeeId } = visitQuery(query);
      const date = dateOf(query);
      const visit = await visitOf(db, site.businessId, serviceIds, employeeId);
      return freeTimesOf(db, site, visit, date, new Date());
    },
  );

  serveRoute(
    app,
    db,
    ROUTES.bookingSiteHold,
    { body: holdSchema },
    async ({ params, body, request }) =>
      createHold(db, await siteOfSlug(db, params.slug), body, {
        address: request.ip,
        language: request.language,
      }),
  );

  // Moving a booking: its own services and employee, the booking itself not busy.
  serveRoute(app, db, ROUTES.bookingManageTimes, { query: ['date'] }, ({ params, query }) =>
    manageTimesOf(db, params.token, dateOf(query)),
  );
};
