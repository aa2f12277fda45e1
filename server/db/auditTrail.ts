import { sql, type SQL } from 'drizzle-orm';

/** What the installation needs of the database (its type would loop back to database.ts). */
interface Executor {
  execute: (statement: SQL) => Promise<unknown>;
}

/**
 * The columns the trail never keeps, in one place: any column whose name ends so (password,
 * token and code hashes, secrets, keys), and the named ones. Their values become `[redacted]`,
 * so a change still shows that it happened. No table holds card numbers (the provider's page
 * takes them).
 */
export const REDACTED_COLUMN_ENDINGS = ['_hash', '_secret', '_encrypted', '_token', 'api_key'];
export const REDACTED_COLUMNS = ['stored_files.content', 'webhook_endpoints.secret'];
export const REDACTED_VALUE = '[redacted]';

/**
 * Tables whose writes are not business activity: the trail itself, sessions and sign-ups
 * (tokens), the sign-in counters, the scheduler's bookkeeping, webhook receipts, counters of
 * numbers, the outbox and account e-mails (bodies carry private links; their sends are
 * recorded where they are caused), and the business's full exports (their archive is the data
 * itself and their progress is written once a table; who asked is kept on the row).
 */
export const UNAUDITED_TABLES = [
  'audit_events',
  'sessions',
  'sign_up_requests',
  'attempt_counters',
  'scheduled_jobs',
  'card_webhook_events',
  'order_counters',
  'tax_invoice_counters',
  'outbox_messages',
  'account_emails',
  'business_exports',
];

const TRIGGER = 'saluni_audit';
const quoted = (words: readonly string[]) => words.map((word) => `'${word}'`).join(', ');
const endingsPattern = `(${REDACTED_COLUMN_ENDINGS.join('|')})$`;

/**
 * One row of `audit_events` per row written, in the writing transaction. The actor comes from
 * the transaction's settings (server/db/auditActor.ts); without them the writer is the system (a
 * scheduled job, start-up). An update keeps only the fields it changed, and none is kept when it
 * changed nothing.
 */
const RECORD_FUNCTION = `
create or replace function saluni_audit_row() returns trigger language plpgsql as $audit$
declare
  old_row jsonb := case when TG_OP <> 'INSERT' then to_jsonb(OLD) end;
  new_row jsonb := case when TG_OP <> 'DELETE' then to_jsonb(NEW) end;
  row_data jsonb := coalesce(new_row, old_row);
  before_fields jsonb := '{}';
  after_fields jsonb := '{}';
  field text;
  hidden boolean;
begin
  for field in select jsonb_object_keys(row_data) loop
    continue when TG_OP = 'UPDATE' and old_row -> field is not distinct from new_row -> field;
    hidden := field ~ '${endingsPattern}'
      or (TG_TABLE_NAME || '.' || field) in (${quoted(REDACTED_COLUMNS)});
    if old_row is not null then
      before_fields := before_fields || jsonb_build_object(field, case
        when hidden and jsonb_typeof(old_row -> field) <> 'null' then to_jsonb('${REDACTED_VALUE}'::text)
        else old_row -> field end);
    end if;
    if new_row is not null then
      after_fields := after_fields || jsonb_build_object(field, case
        when hidden and jsonb_typeof(new_row -> field) <> 'null' then to_jsonb('${REDACTED_VALUE}'::text)
        else new_row -> field end);
    end if;
  end loop;
  if TG_OP = 'UPDATE' and after_fields = '{}' then return null; end if;
  insert into audit_events
    (business_id, actor_user_id, actor_api_key_id, actor_kind, address, route, action, table_name, record_id, before, after)
  values (
    case when TG_TABLE_NAME = 'businesses' then (row_data ->> 'id')::uuid
      else (row_data ->> 'business_id')::uuid end,
    nullif(current_setting('saluni.actor_user', true), '')::uuid,
    nullif(current_setting('saluni.api_key', true), '')::uuid,
    coalesce(nullif(current_setting('saluni.actor_kind', true), ''), 'system'),
    nullif(current_setting('saluni.address', true), ''),
    nullif(current_setting('saluni.route', true), ''),
    case TG_OP when 'INSERT' then 'create' when 'UPDATE' then 'update' else 'delete' end,
    TG_TABLE_NAME,
    row_data ->> 'id',
    case when old_row is not null then before_fields end,
    case when new_row is not null then after_fields end);
  return null;
end
$audit$`;

/**
 * The trail is append-only: the database itself refuses to change or remove a row of it. One
 * way past, for the deletion of a business only: a row of a business that no longer exists may
 * go while `saluni.forget_business` names it, which `FORGET_FUNCTION` sets in the deleting
 * transaction. Nested ifs: a statement trigger (truncate) has no `OLD` to read.
 */
const APPEND_ONLY_FUNCTION = `
create or replace function saluni_audit_append_only() returns trigger language plpgsql as $audit$
begin
  if TG_OP = 'DELETE' and TG_LEVEL = 'ROW' then
    if OLD.business_id is not null
      and OLD.business_id::text = current_setting('saluni.forget_business', true)
      and not exists (select 1 from businesses where id = OLD.business_id) then
      return OLD;
    end if;
  end if;
  raise exception 'audit_events is append-only' using errcode = 'insufficient_privilege';
end
$audit$`;

/**
 * A deleted business takes its trail with it (docs/areas/audit.md, retention): its rows of the
 * trail go when the deleting transaction commits (a deferred trigger, so every cascade has been
 * recorded by then), and a deletion that rolls back keeps them.
 */
const FORGET_FUNCTION = `
create or replace function saluni_forget_business_trail() returns trigger language plpgsql as $audit$
begin
  perform set_config('saluni.forget_business', OLD.id::text, true);
  delete from audit_events where business_id = OLD.id;
  perform set_config('saluni.forget_business', '', true);
  return null;
end
$audit$`;

/** The tables to trail that miss the trigger, and those left out that still have it. */
const TRIGGER_CHANGES = `
select c.relname as name, c.relname in (${quoted(UNAUDITED_TABLES)}) as unaudited
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind in ('r', 'p')
  and (c.relname in (${quoted(UNAUDITED_TABLES)})) = exists (
    select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = '${TRIGGER}')`;

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Puts the trail's triggers on every table of the schema (tables are made from data, and a new
 * one is trailed at the next start), after the migrations, under the start-up lock. Replacing
 * the functions is cheap; a table's trigger is made only when it is missing.
 */
export const installAuditTrail = async (db: Executor) => {
  await db.execute(sql.raw(RECORD_FUNCTION));
  await db.execute(sql.raw(APPEND_ONLY_FUNCTION));
  await db.execute(sql.raw(FORGET_FUNCTION));
  for (const row of rowsOf(await db.execute(sql.raw(TRIGGER_CHANGES)))) {
    const table = `"${String(row.name)}"`;
    await db.execute(
      sql.raw(
        row.unaudited
          ? `drop trigger ${TRIGGER} on ${table}`
          : `create trigger ${TRIGGER} after insert or update or delete on ${table} for each row execute function saluni_audit_row()`,
      ),
    );
  }
  await db.execute(
    sql.raw(`
do $audit$ begin
  if not exists (select 1 from pg_trigger where tgname = 'saluni_audit_append_only') then
    create trigger saluni_audit_append_only before update or delete on audit_events
      for each row execute function saluni_audit_append_only();
    create trigger saluni_audit_no_truncate before truncate on audit_events
      for each statement execute function saluni_audit_append_only();
  end if;
  if not exists (select 1 from pg_trigger where tgname = 'saluni_forget_business_trail') then
    create constraint trigger saluni_forget_business_trail after delete on businesses
      deferrable initially deferred
      for each row execute function saluni_forget_business_trail();
  end if;
end $audit$`),
  );
};
