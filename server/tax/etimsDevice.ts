import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TaxInvoiceLine } from '../../registry/taxInvoices';
import type { Database } from '../db/database';
import { etimsDevices, etimsItems } from '../db/schema';
import { openSecret, sealSecret, type ControlUnit, type DeviceSession } from '../etims';
import { itemClassCodeOf, itemCodeFor, itemRequest, type LineItems } from './etimsRequests';
import type { BusinessTax } from './settings';

/** The head office's branch, when the settings name none. */
const HEAD_OFFICE = '00';

/** The stored key, or null when it was sealed under another `ETIMS_KEY_SECRET` (then initialised again). */
const openedKey = (sealed: string, keySecret: string): string | null => {
  try {
    return openSecret(sealed, keySecret);
  } catch {
    return null;
  }
};

/** The business has not given what initialisation needs (its KRA PIN and device serial). */
export class SettingsIncomplete extends Error {}

/**
 * The business's device session: initialised once (`selectInitOsdcInfo`) and kept in
 * `etims_devices` with its key sealed; initialised again when the PIN, branch or serial change.
 */
export const deviceSessionFor = async (
  db: Database,
  unit: ControlUnit,
  businessId: string,
  tax: BusinessTax,
  keySecret: string,
): Promise<DeviceSession> => {
  const { kraPin, etimsDeviceSerial } = tax.settings;
  if (!kraPin || !etimsDeviceSerial) throw new SettingsIncomplete('settings incomplete');
  const bhfId = tax.settings.etimsBranchId || HEAD_OFFICE;
  const [device] = await db
    .select()
    .from(etimsDevices)
    .where(eq(etimsDevices.businessId, businessId));
  const sameDevice =
    device &&
    device.kraPin === kraPin &&
    device.branchId === bhfId &&
    device.deviceSerial === etimsDeviceSerial;
  const storedKey = sameDevice ? openedKey(device.communicationKeyEncrypted, keySecret) : null;
  if (storedKey) return { tin: kraPin, bhfId, cmcKey: storedKey };
  const initialised = await unit.initialise({ tin: kraPin, bhfId, dvcSrlNo: etimsDeviceSerial });
  const values = {
    kraPin,
    branchId: bhfId,
    deviceSerial: etimsDeviceSerial,
    controlUnitId: initialised.controlUnitId,
    deviceNo: initialised.deviceNo,
    communicationKeyEncrypted: sealSecret(initialised.communicationKey, keySecret),
    initialisedAt: new Date(),
  };
  await db
    .insert(etimsDevices)
    .values({ businessId, ...values })
    .onConflictDoUpdate({ target: etimsDevices.businessId, set: values });
  return { tin: kraPin, bhfId, cmcKey: initialised.communicationKey };
};

/** The control unit id KRA gave the business's device (`sdcId`), once initialised. */
export const controlUnitIdOf = async (db: Database, businessId: string): Promise<string> => {
  const [device] = await db
    .select({ controlUnitId: etimsDevices.controlUnitId })
    .from(etimsDevices)
    .where(eq(etimsDevices.businessId, businessId));
  return device?.controlUnitId ?? '';
};

/** What identifies a line's item: the item sold, or the line itself for an item without an id. */
const itemKeyOf = (line: TaxInvoiceLine) => line.itemId ?? line.lineId;

/**
 * Each line's registered item code and class: items sold before are read from `etims_items`;
 * the others are registered (`saveItem`) with the next code and recorded, one by one, so a
 * failure half-way keeps what KRA already knows.
 */
export const registerLineItems = async (
  db: Database,
  unit: ControlUnit,
  session: DeviceSession,
  businessId: string,
  lines: readonly TaxInvoiceLine[],
): Promise<LineItems> => {
  const keys = [...new Set(lines.map(itemKeyOf))];
  const known = await db
    .select()
    .from(etimsItems)
    .where(and(eq(etimsItems.businessId, businessId), inArray(etimsItems.itemId, keys)));
  const byItem = new Map(known.map((item) => [item.itemId, item]));
  for (const line of lines) {
    const key = itemKeyOf(line);
    const known = byItem.get(key);
    if (known && known.band === line.band) continue;
    if (known) {
      // The item's class changed since it was registered: KRA's saveItem updates the code's
      // tax type, so the sale's line and the registration agree.
      await unit.registerItem(session, itemRequest(line, known.itemCode, known.itemClassCode));
      const [row] = await db
        .update(etimsItems)
        .set({ band: line.band, updatedAt: new Date() })
        .where(and(eq(etimsItems.businessId, businessId), eq(etimsItems.id, known.id)))
        .returning();
      byItem.set(key, row!);
      continue;
    }
    const [{ registered }] = (await db
      .select({ registered: sql<number>`count(*)::int` })
      .from(etimsItems)
      .where(eq(etimsItems.businessId, businessId))) as [{ registered: number }];
    const itemCode = itemCodeFor(line, registered + 1);
    const itemClassCode = itemClassCodeOf(line);
    await unit.registerItem(session, itemRequest(line, itemCode, itemClassCode));
    const [row] = await db
      .insert(etimsItems)
      .values({
        id: randomUUID(),
        businessId,
        itemId: key,
        itemCode,
        itemClassCode,
        band: line.band,
      })
      .returning();
    byItem.set(key, row!);
  }
  return new Map(
    lines.map((line) => {
      const item = byItem.get(itemKeyOf(line))!;
      return [line.lineId, { itemCode: item.itemCode, itemClassCode: item.itemClassCode }];
    }),
  );
};
