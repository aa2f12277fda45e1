import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEvent } from '../../registry/audit';
import { isUuid } from '../http/ids';
import type { Database } from '../db/database';
import { apiKeys, auditEvents, users } from '../db/schema';
import { validationFailed } from '../http/errors';
import { pagingOf } from '../http/listQuery';
import { text } from '../http/messages';
import { countRows, readPage, NEWEST_FIRST } from '../registry/pages';
import { addToWallClock, businessTimeZone, instantOf } from '../tenancy/zonedTime';
import { recordTypeOf, tableOfRecordType, withFieldNames } from './recordTypes';

type Query = Record<string, unknown>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RECORD_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A filter's value: absent or empty is no filter; anything but one text is refused. */
const valueOf = (query: Query, key: string, fields: Record<string, string>) => {
  const value = query[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string') return value;
  fields[key] = text('saluni.validation.invalidValue');
  return undefined;
};

const validDay = (day: string) => DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));

/**
 * The list's conditions from `?person&table&recordId&from&to` (days in the business's zone, both
 * included); a bad value is a 422 naming its field, before anything is read.
 */
const conditionsOf = async (db: Database, businessId: string, query: Query): Promise<SQL[]> => {
  const fields: Record<string, string> = {};
  const person = valueOf(query, 'person', fields);
  const recordType = valueOf(query, 'table', fields);
  const recordId = valueOf(query, 'recordId', fields);
  const from = valueOf(query, 'from', fields);
  const to = valueOf(query, 'to', fields);
  if (person !== undefined && !isUuid(person)) fields.person = text('saluni.validation.mustBeId');
  const table = recordType === undefined ? undefined : tableOfRecordType(recordType);
  if (recordType !== undefined && !table) fields.table = text('saluni.validation.invalidValue');
  if (recordId !== undefined && !RECORD_ID.test(recordId))
    fields.recordId = text('saluni.validation.mustBeId');
  for (const [key, day] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (day !== undefined && !validDay(day)) fields[key] = text('saluni.validation.mustBeDate');
  if (!fields.from && !fields.to && from && to && to < from)
    fields.to = text('saluni.reports.validation.endBeforeStart');
  if (Object.keys(fields).length) throw validationFailed(fields);

  const conditions = [eq(auditEvents.businessId, businessId)];
  if (person) conditions.push(eq(auditEvents.actorUserId, person));
  if (table) conditions.push(eq(auditEvents.tableName, table));
  if (recordId) conditions.push(eq(auditEvents.recordId, recordId));
  if (from || to) {
    const zone = await businessTimeZone(db, businessId);
    if (from) conditions.push(gte(auditEvents.createdAt, instantOf(`${from}T00:00:00`, zone)));
    if (to)
      conditions.push(
        lt(auditEvents.createdAt, instantOf(addToWallClock(`${to}T00:00:00`, 1, 'day'), zone)),
      );
  }
  return conditions;
};

const toDocument = (
  row: typeof auditEvents.$inferSelect & { fullName: string | null; apiKeyName: string | null },
): AuditEvent => ({
  _id: String(row.id),
  createdAt: row.createdAt.toISOString(),
  actor: {
    kind: row.actorKind,
    userId: row.actorUserId,
    fullName: row.fullName,
    apiKey: row.actorApiKeyId ? { id: row.actorApiKeyId, name: row.apiKeyName ?? '' } : null,
  },
  address: row.address,
  route: row.route,
  action: row.action,
  table: recordTypeOf(row.tableName),
  recordId: row.recordId,
  before: withFieldNames(row.tableName, row.before),
  after: withFieldNames(row.tableName, row.after),
});

/** The business's audit trail, newest first, filtered by person, record and period. */
export const auditEventPage = async (db: Database, businessId: string, query: Query) => {
  const where = and(...(await conditionsOf(db, businessId, query)));
  const { page, limit } = pagingOf(query);
  return readPage(
    {
      rows: db
        .select({ event: auditEvents, fullName: users.fullName, apiKeyName: apiKeys.name })
        .from(auditEvents)
        .leftJoin(users, eq(users.id, auditEvents.actorUserId))
        // A revoked key keeps its row, so its name stays readable in the trail.
        .leftJoin(apiKeys, eq(apiKeys.id, auditEvents.actorApiKeyId))
        .where(where)
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
        .$dynamic(),
      total: countRows(db, auditEvents, where),
      page,
      limit,
      sort: NEWEST_FIRST,
    },
    (rows) =>
      rows.map(({ event, fullName, apiKeyName }) => toDocument({ ...event, fullName, apiKeyName })),
  );
};
