import type { LightMyRequestResponse } from 'fastify';
import type { Action } from '../../../registry/modules';
import type { ResourceDeclaration } from '../../../registry/types';
import { send, withQuery } from './http';
import { sampleRecord } from './records';
import type { TestApp } from './testApp';

/** The five generic routes of a registry resource. */
export const ROUTES = ['list', 'get', 'create', 'update', 'delete'] as const;
export type RouteName = (typeof ROUTES)[number];

export const ROUTE_ACTION: Record<RouteName, Action> = {
  list: 'read',
  get: 'read',
  create: 'create',
  update: 'update',
  delete: 'delete',
};
export const ROUTE_SUCCESS: Record<RouteName, number> = {
  list: 200,
  get: 200,
  create: 201,
  update: 200,
  delete: 200,
};

export interface RouteCall {
  cookie?: string;
  /** The businessId the request names. */
  businessId: string;
  /** The record id in the URL (get, update, delete). */
  id: string;
  /** Sent as `vendor-module` on deletes; defaults to the resource's module. */
  vendorModule?: string | null;
  /** Distinguishes the values of creates and updates. */
  n?: number;
}

/** Calls one route of `resource` the way the web app would. */
export const callRoute = (
  app: TestApp,
  resource: ResourceDeclaration,
  route: RouteName,
  call: RouteCall,
): Promise<LightMyRequestResponse> => {
  const { cookie, businessId, id, n = 1 } = call;
  switch (route) {
    case 'list':
      return send(app, 'GET', withQuery(resource.path, { businessId }), { cookie });
    case 'get':
      return send(app, 'GET', withQuery(`${resource.path}/${id}`, { businessId }), { cookie });
    case 'create':
      return send(app, 'POST', resource.path, {
        cookie,
        payload: { ...sampleRecord(resource, n), businessId },
      });
    case 'update':
      return send(app, 'PUT', `${resource.path}/${id}`, {
        cookie,
        payload: { ...sampleRecord(resource, n + 500), businessId },
      });
    case 'delete': {
      const vendorModule = call.vendorModule === undefined ? resource.module : call.vendorModule;
      return send(app, 'DELETE', withQuery(`${resource.path}/${id}`, { businessId }), {
        cookie,
        headers: vendorModule === null ? {} : { 'vendor-module': vendorModule },
      });
    }
  }
};
