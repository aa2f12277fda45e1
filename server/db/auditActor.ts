import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Who makes the writes of a call, as the audit trail records them (docs/areas/audit.md). */
export interface AuditActor {
  kind: 'user' | 'public';
  userId?: string;
  /** The API key the call was made with (it acts as its maker, `userId`). */
  apiKeyId?: string;
  address?: string;
  /** The declared route, `PUT /v1/client/:id`: never a value. */
  route: string;
}

const actors = new AsyncLocalStorage<AuditActor>();

/**
 * Runs `work` so that every row it writes, through any transaction, is recorded as `actor`'s.
 * Awaited inside: a Drizzle query runs only when awaited, which must happen in the context.
 */
export const asActor = <T>(actor: AuditActor, work: () => PromiseLike<T>): Promise<T> =>
  actors.run(actor, async () => await work());

/**
 * The statement that hands the actor to the trigger for the rest of its transaction only
 * (`set_config(…, true)`): a pooled connection never carries one call's actor into another's.
 */
const SET_ACTOR =
  "select set_config('saluni.actor_kind', $1, true), set_config('saluni.actor_user', $2, true), " +
  "set_config('saluni.address', $3, true), set_config('saluni.route', $4, true), " +
  "set_config('saluni.api_key', $5, true)";

const actorParams = (actor: AuditActor) => [
  actor.kind,
  actor.userId ?? '',
  actor.address ?? '',
  actor.route,
  actor.apiKeyId ?? '',
];

const textOf = (statement: unknown): string =>
  typeof statement === 'string' ? statement : String((statement as { text?: string }).text ?? '');

/** A statement that may write (anything but a plain read), which outside a transaction gets one. */
const mayWrite = (statement: unknown) => !/^\s*select\b/i.test(textOf(statement));
const opensTransaction = (statement: unknown) => /^\s*begin\b/i.test(textOf(statement));

type Method = (...args: never[]) => unknown;

/** `target` with some methods replaced; the rest are its own, bound to it. */
const withMethods = <T extends object>(target: T, methods: Partial<Record<keyof T, Method>>): T =>
  new Proxy(target, {
    get: (object, key) => {
      const replaced = methods[key as keyof T];
      if (replaced) return replaced;
      const value: unknown = Reflect.get(object, key, object);
      return typeof value === 'function' ? (value as Method).bind(object) : value;
    },
  });

type PgClient = pg.PoolClient;
type PgQuery = (...args: unknown[]) => Promise<pg.QueryResult>;

/** A pooled connection whose transactions name the call's actor as soon as they begin. */
const actorNamingClient = (client: PgClient): PgClient => {
  const query = client.query.bind(client) as unknown as PgQuery;
  return withMethods(client, {
    query: (async (...args: unknown[]) => {
      const actor = actors.getStore();
      const result = await query(...args);
      if (actor && opensTransaction(args[0])) await query(SET_ACTOR, actorParams(actor));
      return result;
    }) as Method,
  });
};

/**
 * The PostgreSQL pool Drizzle runs on: a transaction names the actor after `begin`, and a write
 * outside one runs in a transaction of its own that does the same (as autocommit would, in one).
 */
export const actorNamingPool = (pool: pg.Pool): pg.Pool => {
  const query = pool.query.bind(pool) as unknown as PgQuery;
  return withMethods(pool, {
    connect: (async () => actorNamingClient(await pool.connect())) as Method,
    query: (async (...args: unknown[]) => {
      const actor = actors.getStore();
      if (!actor || !mayWrite(args[0])) return query(...args);
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(SET_ACTOR, actorParams(actor));
        const result = await (client.query.bind(client) as unknown as PgQuery)(...args);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    }) as Method,
  });
};

type PgliteQuery = (...args: unknown[]) => Promise<unknown>;

/** The embedded database Drizzle runs on, naming the actor the same way as `actorNamingPool`. */
export const actorNamingPglite = (client: PGlite): PGlite => {
  const query = client.query.bind(client) as unknown as PgliteQuery;
  const transaction = client.transaction.bind(client);
  return withMethods(client, {
    query: (async (...args: unknown[]) => {
      const actor = actors.getStore();
      if (!actor || !mayWrite(args[0])) return query(...args);
      return transaction(async (tx) => {
        await tx.query(SET_ACTOR, actorParams(actor));
        return (tx.query.bind(tx) as unknown as PgliteQuery)(...args);
      });
    }) as Method,
    transaction: (async (work: (tx: Transaction) => Promise<unknown>) =>
      transaction(async (tx) => {
        const actor = actors.getStore();
        if (actor) await tx.query(SET_ACTOR, actorParams(actor));
        return work(tx);
      })) as Method,
  });
};
