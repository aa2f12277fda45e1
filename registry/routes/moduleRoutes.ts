import type { Action, ModuleName } from '../modules';

/**
 * The calls of one module, one line each: the method follows from the action (reads are GETs,
 * creations POSTs answering 201 Created, deletions DELETEs), so a route table names only what
 * differs. Each builder returns the same literal object a table would spell out, so the types
 * the server and the web read from it (the access, the reply key) stay exact.
 */
export const moduleRoutes = <M extends ModuleName>(module: M) => {
  const access = <A extends Action>(action: A) => ({ module, action }) as const;
  return {
    /** The action of a call whose method does not follow from it (an update by POST...). */
    access,
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
    ) => ({ method, access: access('update'), path, replyKey }) as const,
    remove: <P extends string, K extends string>(path: P, replyKey: K) =>
      ({ method: 'DELETE', access: access('delete'), path, replyKey }) as const,
  };
};
