import {
  index,
  integer,
  text,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { money } from './columnTypes';
import { tenantReference } from './columns';

/** Column and key groups several tables share beside the tenant ones of ./columns. */

/**
 * A row that belongs to another (a line to its document, a holding to its client): it goes
 * with its owner and is read by it, through `<table>_<ownerName>_idx`, in the order of
 * `orderedBy` when the owner's rows are listed in one.
 */
export const ownedBy = (
  table: string,
  t: { businessId: ExtraConfigColumn },
  column: ExtraConfigColumn,
  owner: { businessId: AnyPgColumn; id: AnyPgColumn },
  ownerName: string,
  ...orderedBy: ExtraConfigColumn[]
) => [
  tenantReference(t, column, owner).onDelete('cascade'),
  index(`${table}_${ownerName}_idx`).on(t.businessId, column, ...orderedBy),
];

/**
 * What every stock document keeps beside its own fields (a purchase request, a receipt, a
 * usage): its notes, where it stands (`initial` until it moves on) and who made it.
 */
export const documentColumns = <U extends string, S extends Readonly<[U, ...U[]]>>(
  statuses: S,
  initial: S[number],
) => ({
  notes: text('notes'),
  status: text('status', { enum: statuses }).notNull().default(initial),
  createdBy: uuid('created_by'),
});

/** What a line of a document counts and what each one costs. */
export const pricedQuantity = () => ({
  quantity: integer('quantity').notNull(),
  unitPrice: money('unit_price').notNull(),
});
