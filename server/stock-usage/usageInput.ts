import { eq, sql } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import {
  appointments,
  productVariants,
  stockUsageItems,
  stockUsages,
  warehouses,
} from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { businessCalendarOf } from '../appointments';
import type { UsageBody } from './schemas';

/** A usage's lines with the variant each one means. */
export interface UsageLine {
  productId: string;
  variantId: string;
  warehouseId: string;
  quantity: number;
}

/** The fields of a usage row that a body sets. */
export interface UsageFields {
  usageNumber: string | null;
  purpose: UsageBody['purpose'];
  appointmentId: string | null;
  businessReason: NonNullable<UsageBody['businessReason']> | null;
  usageDate: string;
  notes: string | null;
  lines: UsageLine[];
}

const refused = (field: string) =>
  validationFailed({ [field]: text('saluni.validation.referenceNotFound') });

/**
 * Checks what a body names against the business (422, nothing written, for another business's
 * product, variant, warehouse or appointment) and resolves each line's variant: implied when the
 * product has exactly one, required when it has more (as the stock calls do).
 */
export const usageFieldsOf = async (
  tx: Database,
  businessId: string,
  body: UsageBody,
): Promise<UsageFields> => {
  const productIds = [...new Set(body.items.map((item) => item.itemCode))];
  const warehouseIds = [...new Set(body.items.map((item) => item.warehouseId))];
  const appointmentId = body.purpose === 'appointment' ? (body.appointmentId ?? null) : null;
  // One after another: a transaction holds one connection, which runs one query at a time.
  const variantRows = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(businessRowsMatching(productVariants, businessId, { productId: productIds }));
  const warehouseRows = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(businessRowsMatching(warehouses, businessId, { id: warehouseIds }));
  const appointmentRows = appointmentId
    ? await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(businessRow(appointments, businessId, appointmentId))
    : [];
  if (appointmentId && !appointmentRows.length) throw refused('appointmentId');
  const knownWarehouses = new Set(warehouseRows.map((row) => row.id));
  const lines = body.items.map((item) => {
    const variants = variantRows.filter((row) => row.productId === item.itemCode);
    if (!variants.length) throw refused('items');
    if (!knownWarehouses.has(item.warehouseId)) throw refused('items');
    let variantId = item.variantId ?? undefined;
    if (!variantId) {
      if (variants.length !== 1)
        throw validationFailed({ items: text('saluni.spec.validation.fieldRequired') });
      variantId = variants[0]!.id;
    } else if (!variants.some((row) => row.id === variantId)) throw refused('items');
    return {
      productId: item.itemCode,
      variantId,
      warehouseId: item.warehouseId,
      quantity: item.quantity,
    };
  });
  const usageDate = body.usageDate ?? todayIn((await businessCalendarOf(tx, businessId)).timezone);
  return {
    usageNumber: body.usageNumber?.trim() || null,
    purpose: body.purpose,
    appointmentId,
    businessReason: body.purpose === 'business' ? (body.businessReason ?? null) : null,
    usageDate,
    notes: body.notes ?? null,
    lines,
  };
};

/** Today's date `YYYY-MM-DD` on the business's wall clock. */
export const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * The next automatic number of the business: SU- and one more than the highest SU- number.
 * Two creates racing may pick the same one; the unique index refuses the second, which retries.
 */
/** The automatic numbers' form; its digits are the number. */
const AUTO_NUMBER_PATTERN = '^SU-(\\d{1,9})$';

export const nextUsageNumber = async (tx: Database, businessId: string): Promise<string> => {
  const [row] = await tx
    .select({
      highest: sql<
        number | null
      >`max(substring(${stockUsages.usageNumber}, ${AUTO_NUMBER_PATTERN}::text)::int)`,
    })
    .from(stockUsages)
    .where(eq(stockUsages.businessId, businessId));
  return `SU-${String((row?.highest ?? 0) + 1).padStart(6, '0')}`;
};

/** Writes the lines of a usage, replacing any it had. */
export const writeUsageLines = async (
  tx: Database,
  businessId: string,
  usageId: string,
  lines: UsageLine[],
) => {
  await tx
    .delete(stockUsageItems)
    .where(businessRowsMatching(stockUsageItems, businessId, { usageId }));
  await tx
    .insert(stockUsageItems)
    .values(
      lines.map((line, position) => ({ businessId, id: uuidv7(), usageId, position, ...line })),
    );
};
