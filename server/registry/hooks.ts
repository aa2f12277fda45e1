import type { SQL } from 'drizzle-orm';
import type { ResourceDeclaration } from '../../registry/types';
import type { Database } from '../db/database';
import type { Access } from '../tenancy/access';
import type { TenantRow } from './table';

export type RecordDocument = Record<string, unknown> & { _id: string };

/** What a hook knows: the transaction of the write (or the database of a read) and the caller. */
export interface HookContext {
  db: Database;
  access: Access;
  resource: ResourceDeclaration;
}

/**
 * Behaviour a resource adds to its generic routes, beside its declaration (design.md 1: "custom
 * behaviour is code beside it"). Write hooks run inside the write's transaction, so a throw
 * undoes everything; an HttpError thrown there reaches the caller as is.
 */
export interface ResourceHooks {
  /** Before insert or update; returns extra column values to store (or nothing). */
  beforeWrite?: (
    context: HookContext,
    values: Record<string, unknown>,
    existing: TenantRow | undefined,
  ) => Promise<Record<string, unknown> | void>;
  /** After insert or update, with the stored row. */
  afterWrite?: (context: HookContext, row: TenantRow, kind: 'create' | 'update') => Promise<void>;
  /** Before a delete; throw to refuse it (409 when other records depend on the row). */
  beforeDelete?: (context: HookContext, row: TenantRow) => Promise<void>;
  /** After a delete, in its transaction (revoke what the record granted). */
  afterDelete?: (context: HookContext, row: TenantRow) => Promise<void>;
  /** Adds related data to the documents of every reply (lists, single records, writes). */
  decorate?: (context: HookContext, documents: RecordDocument[]) => Promise<RecordDocument[]>;
  /**
   * The conditions of the declaration's `queryFilters`, which no column of the table holds
   * (clients of a category), by query key. Throw a 400 for a value of the wrong form.
   */
  listFilters?: Record<string, (businessId: string, value: unknown) => SQL>;
}

/** Each area's hooks, by resource name: what an area's `index.ts` hands to the engine. */
export type HooksByResource = Record<string, ResourceHooks>;

/** Runs two write checks one after the other, keeping the extra columns both return. */
const bothBeforeWrite =
  (
    first: NonNullable<ResourceHooks['beforeWrite']>,
    second: NonNullable<ResourceHooks['beforeWrite']>,
  ): ResourceHooks['beforeWrite'] =>
  async (context, values, existing) => ({
    ...(await first(context, values, existing)),
    ...(await second(context, values, existing)),
  });

/** Runs two delete guards one after the other. */
const bothBeforeDelete =
  (
    first: NonNullable<ResourceHooks['beforeDelete']>,
    second: NonNullable<ResourceHooks['beforeDelete']>,
  ): ResourceHooks['beforeDelete'] =>
  async (context, row) => {
    await first(context, row);
    await second(context, row);
  };

/**
 * The hooks of every area in one table, for app.ts. An area may guard another's records (an
 * order keeps the voucher it still has to hand over, the tax area checks an item's tax class):
 * delete guards and write checks of one resource run one after the other, in the areas' order;
 * any other hook has a single owner.
 */
export const mergeResourceHooks = (areas: HooksByResource[]): HooksByResource => {
  const merged: HooksByResource = {};
  for (const hooks of areas)
    for (const [resource, added] of Object.entries(hooks)) {
      const current = merged[resource];
      if (!current) {
        merged[resource] = added;
        continue;
      }
      const { beforeDelete: addedGuard, beforeWrite: addedCheck, ...others } = added;
      for (const hook of Object.keys(others))
        if (hook in current) throw new Error(`Two areas declare ${hook} of ${resource}`);
      const { beforeDelete: firstGuard, beforeWrite: firstCheck } = current;
      merged[resource] = {
        ...current,
        ...others,
        beforeDelete:
          firstGuard && addedGuard
            ? bothBeforeDelete(firstGuard, addedGuard)
            : (firstGuard ?? addedGuard),
        beforeWrite:
          firstCheck && addedCheck
            ? bothBeforeWrite(firstCheck, addedCheck)
            : (firstCheck ?? addedCheck),
      };
    }
  return merged;
};
