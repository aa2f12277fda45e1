import type { LightMyRequestResponse } from 'fastify';
import type { OpenDatabase } from '../../../server/db/database';
import { fingerprintOf, tablesChanged } from './fingerprint';

/** One request of a fuzz group: a label for the report and how to send it. */
export interface FuzzRequest {
  label: string;
  /** Sent with the owner's session from the app's own page. */
  signedIn?: boolean;
  send: () => Promise<LightMyRequestResponse>;
}

/** Refusals a signed-in request gets only when its session is gone or its origin wrong: it never reached the route. */
const NOT_REACHED = new Set(['UNAUTHENTICATED', 'CSRF']);

/**
 * What is wrong with a reply, or nothing: a 5xx, a 4xx without `{ error: { message, code } }`
 * (or, from a page for people, an HTML page),
 * or a signed-in request refused before its route ran (the fuzz would test nothing past it).
 */
const replyProblem = (response: LightMyRequestResponse, signedIn: boolean): string | undefined => {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return undefined;
  // A page for people (the unsubscribe page) refuses with a page of its own words.
  if (String(response.headers['content-type']).startsWith('text/html')) return undefined;
  try {
    const error = response.json<{ error?: { message?: unknown; code?: unknown } }>().error;
    if (
      typeof error?.message === 'string' &&
      error.message !== '' &&
      typeof error.code === 'string'
    ) {
      return signedIn && NOT_REACHED.has(error.code)
        ? `signed in but refused with ${error.code}: the route was never reached`
        : undefined;
    }
  } catch {
    // Not JSON: reported below.
  }
  return `${response.statusCode} without the error shape: ${response.body.slice(0, 200)}`;
};

/**
 * Sends groups of malformed requests and collects failures: a 5xx, a refusal without the error
 * shape, or a refusal after which the database differs. The database is compared once per group;
 * where a group had a request accepted, its refusals are replayed one by one, each compared alone.
 */
export const refusalChecker = async (database: OpenDatabase) => {
  const fingerprint = await fingerprintOf(database);
  const failures: string[] = [];

  const replayAlone = async (requests: FuzzRequest[]) => {
    let before = await fingerprint();
    for (const request of requests) {
      const response = await request.send();
      // The database after one request is the one before the next: one fingerprint per request.
      const after = await fingerprint();
      const changed = tablesChanged(before, after);
      if (response.statusCode >= 400 && changed.length > 0)
        failures.push(
          `${request.label}: ${response.statusCode} but the database changed (${changed.join(', ')})`,
        );
      before = after;
    }
  };

  return {
    failures,
    async group(requests: FuzzRequest[]) {
      const before = await fingerprint();
      const refused: FuzzRequest[] = [];
      let accepted = false;
      for (const request of requests) {
        const response = await request.send();
        const problem = replyProblem(response, request.signedIn === true);
        if (problem) failures.push(`${request.label}: ${problem}`);
        if (response.statusCode < 400) accepted = true;
        else refused.push(request);
      }
      if (accepted) {
        await replayAlone(refused);
        return;
      }
      const changed = tablesChanged(before, await fingerprint());
      if (changed.length > 0) {
        failures.push(
          `${requests[0]?.label ?? 'a group'} and the rest of its group: the database changed (${changed.join(', ')})`,
        );
        await replayAlone(refused);
      }
    },
  };
};
