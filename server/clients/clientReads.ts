import { and, desc, eq, count as rowCount } from 'drizzle-orm';
import type { Database } from '../db/database';
import { clients } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import type { TenantRow } from '../registry/table';
import { clientDocuments } from './categories';

/** How many of the newest clients `GET /v1/client/count` lists beside the count. */
const LATEST_CLIENTS = 5;

/** The business's number of clients and its newest few. */
export const clientCountWithLatest = async (db: Database, businessId: string) => {
  const ofBusiness = eq(clients.businessId, businessId);
  const [[{ clientCount }], latest] = await Promise.all([
    db.select({ clientCount: rowCount() }).from(clients).where(ofBusiness),
    db
      .select()
      .from(clients)
      .where(ofBusiness)
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(LATEST_CLIENTS),
  ]);
  return { clientCount, clients: await clientDocuments(db, businessId, latest as TenantRow[]) };
};

/** Sets or clears a client's address; an id not of the business is a field error. */
export const updateClientAddress = async (
  db: Database,
  businessId: string,
  clientId: string,
  address: string | null | undefined,
) => {
  const [row] = await db
    .update(clients)
    .set({ address: address?.trim() ?? null, updatedAt: new Date() })
    .where(and(eq(clients.businessId, businessId), eq(clients.id, clientId)))
    .returning();
  if (!row) throw validationFailed({ clientId: text('saluni.validation.referenceNotFound') });
  return (await clientDocuments(db, businessId, [row as TenantRow]))[0];
};
