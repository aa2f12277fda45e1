import { beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../../registry/modules';
import { RESOURCES } from '../../../registry';
import type { ResourceDeclaration } from '../../../registry/types';
import {
  addMember,
  createBusiness,
  type Permissions,
  type TestBusiness,
} from '../support/accounts';
import { body, type ErrorBody } from '../support/http';
import { createRecord, sampleRecord, snapshot } from '../support/records';
import { callRoute, ROUTE_ACTION, ROUTE_SUCCESS, ROUTES } from '../support/routes';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let businessA: TestBusiness;
let businessB: TestBusiness;
let counter = 0;
const next = () => ++counter;

beforeAll(async () => {
  businessA = await createBusiness(context.app, 'Tenant A');
  businessB = await createBusiness(context.app, 'Tenant B');
});

const recordOfB = (resource: ResourceDeclaration) =>
  createRecord(
    context.app,
    businessB.owner.cookie,
    resource,
    businessB.businessId,
    sampleRecord(resource, next()),
  );

/** Runs `action` and proves business B's rows are exactly as before. */
const expectBUnchanged = async (action: () => Promise<void>) => {
  const before = await snapshot(context.database, businessB.businessId);
  await action();
  expect(await snapshot(context.database, businessB.businessId)).toEqual(before);
};

describe.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
  '%s tenancy',
  (_name, resource: ResourceDeclaration) => {
    let recordId: string;
    beforeAll(async () => {
      await createRecord(
        context.app,
        businessA.owner.cookie,
        resource,
        businessA.businessId,
        sampleRecord(resource, next()),
      );
      recordId = (await recordOfB(resource))._id;
    });

    it.each(ROUTES)('%s naming business B by a user of A is 403', async (route) => {
      await expectBUnchanged(async () => {
        const response = await callRoute(context.app, resource, route, {
          cookie: businessA.owner.cookie,
          businessId: businessB.businessId,
          id: recordId,
          n: next(),
        });
        expect(response.statusCode).toBe(403);
        expect(body<ErrorBody>(response).error.code).toBe('FORBIDDEN');
      });
    });

    it.each(['get', 'update', 'delete'] as const)(
      '%s of a record of B through business A is 404',
      async (route) => {
        await expectBUnchanged(async () => {
          const response = await callRoute(context.app, resource, route, {
            cookie: businessA.owner.cookie,
            businessId: businessA.businessId,
            id: recordId,
            n: next(),
          });
          expect(response.statusCode).toBe(404);
          expect(body<ErrorBody>(response).error.code).toBe('NOT_FOUND');
        });
      },
    );

    it('a list of business A never shows records of B', async () => {
      const response = await callRoute(context.app, resource, 'list', {
        cookie: businessA.owner.cookie,
        businessId: businessA.businessId,
        id: recordId,
      });
      const page =
        body<Record<string, { docs: { _id: string; businessId: string }[] }>>(response)[
          resource.pageKey
        ];
      expect(page.docs.length).toBeGreaterThan(0);
      expect(
        page.docs.every((doc) => doc.businessId === businessA.businessId && doc._id !== recordId),
      ).toBe(true);
    });

    it.each([
      ['missing', null],
      ['wrong', MODULES.find((module) => module !== resource.module) ?? 'other'],
      ['differently cased', resource.module.toUpperCase()],
    ] as const)(
      'delete with a %s vendor-module header is 400 even for the owner',
      async (_case, vendorModule) => {
        await expectBUnchanged(async () => {
          const response = await callRoute(context.app, resource, 'delete', {
            cookie: businessB.owner.cookie,
            businessId: businessB.businessId,
            id: recordId,
            vendorModule,
          });
          expect(response.statusCode).toBe(400);
          expect(body<ErrorBody>(response).error.message).toBe(
            `The vendor-module header must be ${resource.module}`,
          );
        });
      },
    );

    it.each(ROUTES)('%s signed out is 401', async (route) => {
      await expectBUnchanged(async () => {
        const response = await callRoute(context.app, resource, route, {
          businessId: businessB.businessId,
          id: recordId,
          n: next(),
        });
        expect(response.statusCode).toBe(401);
        expect(body<ErrorBody>(response).error.code).toBe('UNAUTHENTICATED');
      });
    });

    it.each(ROUTES)('%s by staff of B without the permission is 403', async (route) => {
      // Every other action on this module, and everything on the other modules.
      const permissions: Permissions = Object.fromEntries(
        MODULES.map((module) => [module, ['read', 'create', 'update', 'delete']]),
      );
      permissions[resource.module] = (['read', 'create', 'update', 'delete'] as const).filter(
        (action) => action !== ROUTE_ACTION[route],
      );
      const staff = await addMember(
        context.app,
        context.database,
        businessB.businessId,
        permissions,
      );
      await expectBUnchanged(async () => {
        const response = await callRoute(context.app, resource, route, {
          cookie: staff.cookie,
          businessId: businessB.businessId,
          id: recordId,
          n: next(),
        });
        expect(response.statusCode).toBe(403);
      });
    });

    it.each(ROUTES)('%s by staff of B with exactly that permission succeeds', async (route) => {
      const staff = await addMember(context.app, context.database, businessB.businessId, {
        [resource.module]: [ROUTE_ACTION[route]],
      });
      const id = route === 'delete' ? (await recordOfB(resource))._id : recordId;
      const response = await callRoute(context.app, resource, route, {
        cookie: staff.cookie,
        businessId: businessB.businessId,
        id,
        n: next(),
      });
      expect(response.statusCode).toBe(ROUTE_SUCCESS[route]);
    });

    it.each(ROUTES)('%s by staff of B with no permissions at all is 403', async (route) => {
      const staff = await addMember(context.app, context.database, businessB.businessId);
      await expectBUnchanged(async () => {
        const response = await callRoute(context.app, resource, route, {
          cookie: staff.cookie,
          businessId: businessB.businessId,
          id: recordId,
          n: next(),
        });
        expect(response.statusCode).toBe(403);
      });
    });

    it.each(ROUTES)('%s by an admin of B succeeds', async (route) => {
      const admin = await addMember(
        context.app,
        context.database,
        businessB.businessId,
        {},
        'admin',
      );
      const id = route === 'delete' ? (await recordOfB(resource))._id : recordId;
      const response = await callRoute(context.app, resource, route, {
        cookie: admin.cookie,
        businessId: businessB.businessId,
        id,
        n: next(),
      });
      expect(response.statusCode).toBe(ROUTE_SUCCESS[route]);
    });
  },
);
