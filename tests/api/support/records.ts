import { TAX_CLASS_CHOICES } from '../../../registry/fields';
import { getTableName } from 'drizzle-orm';
import type { FieldDeclaration, ResourceDeclaration } from '../../../registry/types';
import type { OpenDatabase } from '../../../server/db/database';
import { tenantTableOf } from '../../../server/registry/table';
import { body, send } from './http';
import type { TestApp } from './testApp';

export type RecordValues = Record<string, unknown>;

/** Non-image fields of a declaration. */
export const dataFields = (resource: ResourceDeclaration): [string, FieldDeclaration][] =>
  Object.entries(resource.fields).filter(([, field]) => field.type !== 'image');

/** A valid value of one field, distinct per `n`; undefined where none can be made alone. */
const sampleValue = (
  resource: ResourceDeclaration,
  name: string,
  field: FieldDeclaration,
  n: number,
): unknown => {
  switch (field.type) {
    case 'integer': {
      const min = field.min ?? 0;
      const max = field.max ?? min + 1000;
      return min + (n % (max - min + 1));
    }
    case 'money':
      return (n % 1000) + 0.5;
    case 'boolean':
      return n % 2 === 0;
    case 'date':
      return `2026-01-${String(1 + (n % 28)).padStart(2, '0')}`;
    case 'email':
      return `sample${n}@example.test`;
    case 'phone':
      return `+2547${String(10_000_000 + n).slice(-8)}`;
    case 'choice':
      // Left out: the country's standard band, whatever the test business's country (Kenyan or
      // Australian). The bands per country are tests/api/tax/taxClass.test.ts's.
      if (field.choices === TAX_CLASS_CHOICES) return undefined;
      return field.choices![n % field.choices!.length]!.value;
    case 'json':
      return field.example;
    case 'reference':
    case 'references':
      // An id needs a record of another resource: generated tests leave optional links out.
      if (field.required)
        throw new Error(
          `${resource.name}.${name}: generated tests cannot make a required ${field.type}`,
        );
      return undefined;
    default:
      return `${name} sample ${n}`.slice(0, field.maxLength ?? 200);
  }
};

/** A valid value for every non-image field that can be made alone, distinct per `n`. */
export const sampleRecord = (resource: ResourceDeclaration, n: number): RecordValues => {
  const values: RecordValues = {};
  for (const [name, field] of dataFields(resource)) {
    const value = sampleValue(resource, name, field, n);
    if (value !== undefined) values[name] = value;
  }
  return values;
};

/** Creates a record through the API and returns its reply document. */
export const createRecord = async (
  app: TestApp,
  cookie: string,
  resource: ResourceDeclaration,
  businessId: string,
  values: RecordValues,
) => {
  const response = await send(app, 'POST', resource.path, {
    cookie,
    payload: { ...values, businessId },
  });
  if (response.statusCode !== 201)
    throw new Error(`create ${resource.name} failed: ${response.statusCode} ${response.body}`);
  return body<Record<string, Record<string, unknown>>>(response)[
    resource.createReplyKey ?? resource.replyKey
  ] as Record<string, unknown> & { _id: string };
};

/** The tables with a `business_id`, read once per database: migrations made them before the tests. */
const tenantTablesOf = new WeakMap<OpenDatabase, Promise<string[]>>();
const tenantTables = (database: OpenDatabase): Promise<string[]> => {
  let tables = tenantTablesOf.get(database);
  if (!tables) {
    tables = database
      .query(
        `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'business_id' order by table_name`,
      )
      .then(({ rows }) => rows.map((row) => String(row.table_name)));
    tenantTablesOf.set(database, tables);
  }
  return tables;
};

/**
 * Every row of one business, per tenant table plus the business row: proves "nothing changed".
 * One statement reads them all, each table's rows as JSON ordered by the whole row (not every
 * tenant table has an `id`: the order counters): a snapshot is taken twice a test, hundreds of
 * times a run, and one round trip per table made it most of the tenancy suite's time.
 */
export const snapshot = async (
  database: OpenDatabase,
  businessId: string,
): Promise<Record<string, unknown[]>> => {
  const rowsOf = (table: string, where: string) =>
    `select '${table}' as name, (select coalesce(json_agg(t order by t::text), '[]') from "${table}" t where ${where} = $1) as rows`;
  const { rows } = await database.query(
    [
      rowsOf('businesses', 'id'),
      ...(await tenantTables(database)).map((table) => rowsOf(table, 'business_id')),
    ].join(' union all '),
    [businessId],
  );
  // Both drivers parse a json column.
  return Object.fromEntries(rows.map((row) => [String(row.name), row.rows as unknown[]]));
};

/** Number of rows of a table (all businesses). */
export const countRows = async (database: OpenDatabase, table: string): Promise<number> => {
  const { rows } = await database.query(`select count(*)::int as n from "${table}"`);
  return Number(rows[0]?.n);
};

/** The SQL table name behind a declaration's Drizzle table key. */
export const tableNameOf = (resource: ResourceDeclaration): string =>
  getTableName(tenantTableOf(resource).table);
