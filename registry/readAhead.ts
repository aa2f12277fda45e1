/**
 * `GET /v1/session/start` -> `{ readAhead }`: the reads a page opened with a live session makes
 * first (the user, then the landing page's calls in the current business), made by the server in
 * one round trip instead of one after another over a slow link (docs/performance.md, "Read
 * ahead"). The web app's HTTP layer keeps each reply and answers the same GET with it.
 */

/** The call's path (registry/routes/accounts.ts), here for the first script, which loads no route table. */
export const READ_AHEAD_PATH = '/v1/session/start';

/** The pages whose first reads are made ahead; the user is read ahead on every page. */
export const READ_AHEAD_PAGES = ['dashboard', 'client'] as const;
export type ReadAheadPage = (typeof READ_AHEAD_PAGES)[number];

/** One read made ahead, answered 200: the call's path and query and its whole reply. */
export interface ReadAheadReply {
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/**
 * The key a GET is known by: its path and its query's pairs in order of name, so the order in
 * which a caller wrote its query does not matter. Lists repeat their key, in their own order.
 */
export const readKeyOf = (
  path: string,
  query: Record<string, string | number | readonly string[] | undefined>,
): string => {
  const pairs = Object.entries(query)
    .filter(
      (entry): entry is [string, string | number | readonly string[]] => entry[1] !== undefined,
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => `${name}=${String(item)}`),
    );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
};
