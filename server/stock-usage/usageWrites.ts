import { businessRow, businessRowsMatching } from '../db/businessRows';
import type { StockUsage } from '../../registry/stockUsage';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { lockedDocumentChanges } from '../registry/lockedDocument';
import { isUniqueViolation } from '../db/database';
import { stockUsageItems, stockUsages } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import { postDocumentLines } from '../stock';

import { findUsageDocument, type UsageRow } from './documents';
import type { UsageBody } from './schemas';
import { nextUsageNumber, usageFieldsOf, writeUsageLines } from './usageInput';

type Action = 'edit' | 'confirm' | 'cancel' | 'delete';

/**
 * Which action each state allows (inventory.md 4): a pending usage may be edited, confirmed,
 * cancelled or deleted; a confirmed one has posted its stock and is final; a cancelled one may
 * only be deleted.
 */
const ALLOWED: Record<UsageRow['status'], readonly Action[]> = {
  pending: ['edit', 'confirm', 'cancel', 'delete'],
  confirmed: [],
  cancelled: ['delete'],
};

const refuseUnlessAllowed = (row: UsageRow, action: Action) => {
  if (ALLOWED[row.status].includes(action)) return;
  throw new HttpError(
    409,
    'INVALID_STATE',
    text(
      row.status === 'confirmed' ? 'saluni.stock.usage.confirmed' : 'saluni.stock.usage.cancelled',
    ),
  );
};

/** Auto-numbered creates racing for one number retry with the next; a number the caller chose stays a 409. */
const AUTO_NUMBER_ATTEMPTS = 5;

/** Each change runs on the usage's row locked, so state checks and their writes never interleave. */
const usages = lockedDocumentChanges(stockUsages, findUsageDocument);

const setStatus = (tx: Database, row: UsageRow, status: UsageRow['status']) =>
  tx
    .update(stockUsages)
    .set({ status, updatedAt: new Date() })
    .where(businessRow(stockUsages, row.businessId, row.id));

/**
 * A new pending usage recorded by `userId`, the caller: a `userId` the body names is never
 * trusted. Numbered automatically unless the body chooses a number.
 */
export const createUsage = async (
  db: Database,
  businessId: string,
  userId: string,
  body: UsageBody,
): Promise<StockUsage> => {
  const id = uuidv7();
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
        const { lines, usageNumber, ...fields } = await usageFieldsOf(tx, businessId, body);
        await tx.insert(stockUsages).values({
          businessId,
          id,
          ...fields,
          usageNumber: usageNumber ?? (await nextUsageNumber(tx, businessId)),
          status: 'pending',
          createdBy: userId,
        });
        await writeUsageLines(tx, businessId, id, lines);
      });
      break;
    } catch (error) {
      const automatic = !body.usageNumber?.trim();
      if (!(automatic && isUniqueViolation(error) && attempt < AUTO_NUMBER_ATTEMPTS)) throw error;
    }
  }
  return usages.written(db, businessId, id);
};

/** Edits a pending usage whole; it keeps its number when the body names none. */
export const updateUsage = (db: Database, businessId: string, id: string, body: UsageBody) =>
  usages.change(db, businessId, id, async (tx, row) => {
    refuseUnlessAllowed(row, 'edit');
    const { lines, usageNumber, ...fields } = await usageFieldsOf(tx, businessId, body);
    await tx
      .update(stockUsages)
      .set({ ...fields, usageNumber: usageNumber ?? row.usageNumber, updatedAt: new Date() })
      .where(businessRow(stockUsages, businessId, row.id));
    await writeUsageLines(tx, businessId, row.id, lines);
  });

/** Posts one OUT entry per line (referenceType Usage, reference the usage number) and marks it confirmed, in one transaction. */
export const confirmUsage = (db: Database, businessId: string, userId: string, id: string) =>
  usages.change(db, businessId, id, async (tx, row) => {
    refuseUnlessAllowed(row, 'confirm');
    const lines = await tx
      .select()
      .from(stockUsageItems)
      .where(businessRowsMatching(stockUsageItems, businessId, { usageId: row.id }))
      .orderBy(stockUsageItems.position);
    await postDocumentLines(tx, businessId, userId, lines, {
      transactionType: 'OUT',
      reference: row.usageNumber,
      referenceType: 'Usage',
    });
    await setStatus(tx, row, 'confirmed');
  });

/** Cancels a pending usage; nothing was posted, so nothing is reversed. */
export const cancelUsage = (db: Database, businessId: string, id: string) =>
  usages.change(db, businessId, id, async (tx, row) => {
    refuseUnlessAllowed(row, 'cancel');
    await setStatus(tx, row, 'cancelled');
  });

/** Deletes a pending or cancelled usage and answers with it as it was. */
export const deleteUsage = (db: Database, businessId: string, id: string) =>
  usages.remove(db, businessId, id, (row) => refuseUnlessAllowed(row, 'delete'));
