import type { Action, ModuleName } from '../modules';
import type { RouteDeclaration } from './declaration';

/**
 * The calls of one module, one line each: the method follows from the action (reads are GETs,
 * creations POSTs answering 201 Created, deletions DELETEs), so a route table names only what
 * differs. Each builder returns the same literal object a table would spell out, so the types
 * the server and the web read from it (the access, the reply key) stay exact.
 */
export const moduleRoutes = <M extends ModuleName>(module: M) => {
  const access = <A extends Action>(action: A) => ({ module, action }) as const;
  /** A call whose method does not follow from its action (a create answering 200, a read by POST). */
  const call = <
    V extends RouteDeclaration['method'],
    A extends Action,
    P extends string,
    K extends string,
  >(
    method: V,
    action: A,
    path: P,
    replyKey: K,
  ) => ({ method, access: access(action), path, replyKey }) as const;
  return {
    /** The access of a call with no reply key to read (a CSV file, a delete answering its own way). */
    access,
    call,
    read: <P extends string, K extends string>(path: P, replyKey: K) =>
      ({ method: 'GET', access: access('read'), path, replyKey }) as const,
    create: <P extends string, K extends string>(path: P, replyKey: K) =>
      ({ method: 'POST', created: true, access: access('create'), path, replyKey }) as const,
    /** An update: a PUT unless the API names another method. */
    update: <
      P extends string,
      K extends string,
      V extends 'PUT' | 'POST' | 'GET' | 'DELETE' = 'PUT',
    >(
      path: P,
      replyKey: K,
      method: V = 'PUT' as V,
    ) => call(method, 'update', path, replyKey),
    remove: <P extends string, K extends string>(path: P, replyKey: K) =>
      ({ method: 'DELETE', access: access('delete'), path, replyKey }) as const,
  };
};
