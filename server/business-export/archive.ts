import { asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { businesses, storedFiles } from '../db/schema';
import { neutraliseFormula } from '../http/csv';
import { gzipTarOf } from '../files/tar';
import { exportedTables, type ExportedTable } from './tables';

type Row = Record<string, unknown>;

const csvCell = (column: PgColumn, value: unknown): string => {
  if (value === null || value === undefined) return '';
  const plain =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  // Only free text can start a spreadsheet formula; numbers keep their sign.
  const safe = column.getSQLType() === 'text' ? neutraliseFormula(plain) : plain;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const csvOf = (table: ExportedTable, rows: Row[]) =>
  [
    table.columns.map((column) => column.name).join(','),
    ...rows.map((row) =>
      table.columns.map((column) => csvCell(column, row[column.name])).join(','),
    ),
  ].join('\r\n') + '\r\n';

const rowsOf = async (db: Database, table: ExportedTable, businessId: string): Promise<Row[]> => {
  const fields = Object.fromEntries(table.columns.map((column) => [column.name, column]));
  return db
    .select(fields)
    .from(table.table)
    .where(eq(table.businessId, businessId))
    .orderBy(asc(table.id ?? table.businessId));
};

/**
 * The export's archive: each tenant table as `<table>.csv` and `<table>.json` (this business's
 * rows only, secrets left out), every uploaded file under `files/`, and `manifest.json`.
 * `onProgress` hears 0–99 after each step; the caller writes 100 with the archive.
 */
export const buildExportArchive = async (
  db: Database,
  businessId: string,
  now: Date,
  onProgress: (progress: number) => Promise<void>,
): Promise<Buffer> => {
  const tables = exportedTables();
  const steps = tables.length + 1;
  const files: { name: string; bytes: Buffer }[] = [];
  const counts: Record<string, number> = {};
  for (const [index, table] of tables.entries()) {
    const rows = await rowsOf(db, table, businessId);
    counts[table.name] = rows.length;
    files.push({ name: `${table.name}.csv`, bytes: Buffer.from(csvOf(table, rows)) });
    files.push({ name: `${table.name}.json`, bytes: Buffer.from(JSON.stringify(rows, null, 2)) });
    await onProgress(Math.floor(((index + 1) / steps) * 99));
  }
  const uploads = await db
    .select({ filename: storedFiles.filename, content: storedFiles.content })
    .from(storedFiles)
    .where(eq(storedFiles.businessId, businessId))
    .orderBy(asc(storedFiles.filename));
  for (const upload of uploads)
    files.push({ name: `files/${upload.filename}`, bytes: upload.content });
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const manifest = {
    business,
    exportedAt: now.toISOString(),
    tables: counts,
    files: uploads.length,
  };
  files.unshift({ name: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest, null, 2)) });
  return gzipTarOf(files, now);
};
