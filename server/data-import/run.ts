import {
  IMPORT_SAMPLE_ROWS,
  type ImportKind,
  type ImportPreview,
  type ImportProblem,
  type ImportRequest,
  type ImportResult,
} from '../../registry/dataImport';
import type { Database } from '../db/database';
import type { ImageRules } from '../files/images';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import type { HooksByResource } from '../registry/hooks';
import type { Access } from '../tenancy/access';
import { businessLocale } from '../tenancy/locale';
import { appointmentImporter } from './appointments';
import { clientImporter } from './clients';
import { readCsvFile } from './csvFile';
import { checkDefaults, resolveMapping, rowValues } from './mapping';
import { problemsOf, type ImporterOf, type ImportSetting } from './rows';
import { serviceImporter } from './services';
import { staffImporter } from './staff';

const IMPORTERS: Record<ImportKind, ImporterOf> = {
  clients: clientImporter,
  services: serviceImporter,
  staff: staffImporter,
  appointments: appointmentImporter,
};

/** What the import's writes run with beside the database: the resources' hooks and image rules. */
export interface ImportEngine {
  db: Database;
  hooks: HooksByResource;
  imageRules: ImageRules;
}

/** Thrown to roll the preview's transaction back once every row has been tried. */
class PreviewDone extends Error {
  constructor(readonly preview: ImportPreview) {
    super('preview');
  }
}

/**
 * Checks the whole file the one way both calls do, inside the call's transaction `tx`: each row
 * is read, checked, and written by its kind's create path, so a later row meets the earlier ones
 * (a duplicate, an overlap) as the import would. A row whose write is refused rolls back alone
 * (its create runs in a savepoint) and its refusal becomes its problems.
 */
const tryEveryRow = async (
  tx: Database,
  setting: Omit<ImportSetting, 'now'>,
  request: ImportRequest,
): Promise<ImportPreview> => {
  const file = readCsvFile(request.csv);
  const mapping = resolveMapping(request.kind, file.columns, request);
  const defaults = checkDefaults(request.kind, request.defaults);
  const importer = await IMPORTERS[request.kind](tx, { ...setting, now: new Date() });
  const problems: ImportProblem[] = [];
  const sample: ImportPreview['sample'] = [];
  let rowsWithProblems = 0;
  for (const row of file.rows) {
    const checked = await importer.check(rowValues(row, mapping, defaults), row.line);
    if (sample.length < IMPORT_SAMPLE_ROWS) sample.push({ line: row.line, values: checked.stored });
    let found = checked.problems;
    if (!found.length)
      found = await checked.write(tx).then(
        () => [],
        (error: unknown) => problemsOf(error, checked.fieldOf),
      );
    if (found.length) rowsWithProblems += 1;
    problems.push(...found.map((one) => ({ line: row.line, ...one })));
  }
  return {
    kind: request.kind,
    columns: file.columns,
    mapping,
    rowCount: file.rows.length,
    validCount: file.rows.length - rowsWithProblems,
    sample,
    problems,
  };
};

const settingOf = async (engine: ImportEngine, access: Access) => ({
  access,
  locale: await businessLocale(engine.db, access.businessId),
  hooks: engine.hooks,
  imageRules: engine.imageRules,
});

/** `POST /v1/data-import/preview`: the dry run, its transaction always rolled back. */
export const previewImport = async (
  engine: ImportEngine,
  access: Access,
  request: ImportRequest,
): Promise<ImportPreview> => {
  const setting = await settingOf(engine, access);
  return engine.db
    .transaction(async (tx): Promise<never> => {
      throw new PreviewDone(await tryEveryRow(tx, setting, request));
    })
    .catch((error: unknown) => {
      if (error instanceof PreviewDone) return error.preview;
      throw error;
    });
};

/** `POST /v1/data-import`: every row written in one transaction, or none (422 with the problems). */
export const runImport = async (
  engine: ImportEngine,
  access: Access,
  request: ImportRequest,
): Promise<ImportResult> => {
  const setting = await settingOf(engine, access);
  return engine.db.transaction(async (tx) => {
    const checked = await tryEveryRow(tx, setting, request);
    const rowsWithProblems = checked.rowCount - checked.validCount;
    if (rowsWithProblems) {
      const message = text('saluni.dataImport.problems', { smart_count: rowsWithProblems });
      throw new HttpError(
        422,
        'IMPORT_PROBLEMS',
        message,
        { csv: message },
        {
          problems: checked.problems,
        },
      );
    }
    return { kind: request.kind, created: checked.rowCount };
  });
};
