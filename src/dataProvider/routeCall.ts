import type { RouteDeclaration } from '../../registry/routes';
import type { HttpClient, Query } from './http';

export interface RouteRequest {
  /** The record (or token) the route's path parameter names. */
  id?: string;
  query?: Query;
  /** JSON fields; the business id is added. */
  body?: Record<string, unknown>;
  /** Sent as multipart under the route's file field, with the business id. */
  files?: Blob[];
}

/**
 * Calls a route of registry/routes.ts in the current business: the business id goes into the
 * query (reads, deletes) or the body (writes), deletes carry the route's vendor-module, and the
 * reply is the value under the route's reply key.
 */
export type RouteCaller = ReturnType<typeof createRouteCaller>;

/** The origins of routes served elsewhere (`RouteDeclaration.origin`), as the build names them; a missing one is the app's own. */
export type RouteOrigins = Partial<Record<NonNullable<RouteDeclaration['origin']>, string>>;

/** A delete names the module it needs in its `vendor-module` header, as the server checks. */
const vendorModuleOf = ({ method, access }: RouteDeclaration): Record<string, string> =>
  method === 'DELETE' && typeof access === 'object' ? { 'vendor-module': access.module } : {};

export const createRouteCaller = (
  http: HttpClient,
  businessIdOrFail: () => string,
  origins: RouteOrigins = {},
) => {
  const requestOf = (route: RouteDeclaration, { id, query, body, files }: RouteRequest) => {
    // The business goes beside the call's fields unless the path or nothing names it.
    const businessId = route.business ? undefined : businessIdOrFail();
    const origin = route.origin ? (origins[route.origin]?.replace(/\/+$/, '') ?? '') : '';
    const path =
      origin + (id === undefined ? route.path : route.path.replace(/:\w+/, encodeURIComponent(id)));
    const headers = vendorModuleOf(route);
    if (route.method === 'GET' || route.method === 'DELETE')
      return { method: route.method, path, query: { businessId, ...query }, headers };
    if (!files)
      return {
        method: route.method,
        path,
        query,
        headers,
        body: businessId ? { ...body, businessId } : { ...body },
      };
    const form = new FormData();
    if (businessId) form.append('businessId', businessId);
    for (const file of files) form.append(route.fileField ?? 'files', file);
    return { method: route.method, path, query, headers, body: form };
  };

  const call = async <Reply>(
    route: RouteDeclaration,
    request: RouteRequest = {},
  ): Promise<Reply> => {
    const reply = await http<Record<string, unknown>>(requestOf(route, request));
    return (route.replyKey ? reply[route.replyKey] : reply) as Reply;
  };

  /** A file the route answers with (a CSV export, a record's PDF), saved in the browser as `filename`. */
  const download = async (
    route: RouteDeclaration,
    filename: string,
    query: Query = {},
    id?: string,
  ): Promise<void> => {
    const blob = await http<Blob>({ ...requestOf(route, { id, query }), as: 'blob' });
    saveBlob(blob, filename);
  };

  return { call, download };
};

/** Saves through a temporary link; the address is released only after the click has been handled, so the download starts. */
export const saveBlob = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
