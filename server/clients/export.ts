import type { FastifyReply } from 'fastify';
import { client } from '../../registry';
import { badRequest } from '../http/errors';
import { phoneSearchCountry } from '../registry/phoneSearch';
import type { Database } from '../db/database';
import { businessLocale } from '../tenancy/locale';
import { csvDateTime, sendCsv, type CsvColumn, type CsvExport } from '../http/csv';
import { text } from '../http/messages';
import type { RecordDocument } from '../registry/hooks';
import { orderOf, parseListQuery, type ListQuery } from '../registry/listQuery';
import { tenantTableOf, type TenantRow, type TenantTable } from '../registry/table';
import type { CategoryOfClient } from '../../registry/resources/client';
import { clientDocuments, clientHooks } from './categories';

/** Rows read per query while streaming, so a large export never sits in memory whole. */
const CHUNK = 500;

type ClientDocument = RecordDocument & { categories: CategoryOfClient[] };

const field = (name: string) => (doc: ClientDocument) => doc[name] as string | null;

const columnsIn = (timeZone: string): CsvColumn<ClientDocument>[] => [
  { header: 'saluni.clients.export.fullName', value: field('fullName') },
  { header: 'saluni.clients.export.phone', value: field('phone') },
  { header: 'saluni.clients.export.email', value: field('email') },
  { header: 'saluni.clients.export.gender', value: field('gender') },
  { header: 'saluni.clients.export.address', value: field('address') },
  { header: 'saluni.clients.export.notes', value: field('notes') },
  {
    header: 'saluni.clients.export.categories',
    value: (doc) => doc.categories.map((category) => category.category_name).join('; '),
  },
  {
    header: 'saluni.clients.export.addedAt',
    value: (doc) => csvDateTime(doc.createdAt as string, timeZone),
  },
];

/**
 * Streams `clients.csv`: every client the list query matches (search and filters, in its sort
 * order), one chunk of rows at a time, with its categories by name and times in the business zone.
 */
const sendClientsCsv = async (
  reply: FastifyReply,
  db: Database,
  tenant: TenantTable,
  businessId: string,
  list: ListQuery,
) => {
  async function* documents() {
    for (let offset = 0; ; offset += CHUNK) {
      const rows = (await db
        .select()
        .from(tenant.table)
        .where(list.where)
        .orderBy(...orderOf(tenant, list.sort))
        .limit(CHUNK)
        .offset(offset)) as TenantRow[];
      yield* (await clientDocuments(db, businessId, rows)) as ClientDocument[];
      if (rows.length < CHUNK) return;
    }
  }
  const { timezone } = await businessLocale(db, businessId);
  const columns = columnsIn(timezone).map((column) => ({ ...column, header: text(column.header) }));
  return sendCsv(reply, 'clients.csv', columns, documents());
};

/**
 * Exports the clients the list query matches (its search, filters and sort). The whole match is
 * exported: a page or limit would be silently ignored, so it is refused.
 */
export const exportClients: CsvExport = async (db, reply, businessId, query) => {
  if (query.page !== undefined || query.limit !== undefined)
    throw badRequest('saluni.validation.invalidQuery');
  const tenant = tenantTableOf(client);
  const phoneCountry = await phoneSearchCountry(db, client, businessId, query.q);
  const list = parseListQuery(
    client,
    tenant,
    businessId,
    query,
    clientHooks.listFilters,
    phoneCountry,
  );
  return sendClientsCsv(reply, db, tenant, businessId, list);
};
