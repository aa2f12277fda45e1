import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { IMPORT_KINDS, IMPORT_PRESETS, type ImportRequest } from '../../registry/dataImport';
import { ROUTES } from '../../registry/routes';
import { choiceSchema, textSchema } from '../../registry/validation';
import { requireOwnerOrAdmin } from '../business-export';
import { serveRoute } from '../tenancy/declaredRoutes';
import { previewImport, runImport, type ImportEngine } from './run';

/** A file of the largest allowed size (about 5 MB of text) fits, with its JSON escaping. */
const BODY_LIMIT = 8 * 1024 * 1024;

/** An object whose every value is text (or, where `nullable`, null). */
const textMap = (nullable: boolean) =>
  yup
    .mixed<Record<string, string | null>>()
    .test(
      'textMap',
      'saluni.validation.invalidValue',
      (value) =>
        value === undefined ||
        (typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.values(value).every(
            (item) => typeof item === 'string' || (nullable && item === null),
          )),
    );

const importSchema = yup.object({
  businessId: textSchema(),
  kind: choiceSchema(IMPORT_KINDS).required('saluni.validation.fieldRequired'),
  csv: textSchema().defined('saluni.validation.fieldRequired'),
  mapping: textMap(true),
  defaults: textMap(false),
  preset: choiceSchema(IMPORT_PRESETS),
});

const requestOf = (body: yup.InferType<typeof importSchema>): ImportRequest => ({
  ...(body as Omit<ImportRequest, 'defaults'>),
  defaults: body.defaults as Record<string, string> | undefined,
});

/**
 * CSV import (docs/areas/import.md), owners and admins only:
 *   POST /v1/data-import/preview { businessId, kind, csv, mapping?, defaults?, preset? } -> { dataImportPreview }
 *   POST /v1/data-import (the same body) -> 201 { dataImport }, or 422 IMPORT_PROBLEMS with details.problems
 */
export const registerDataImportRoutes = (app: FastifyInstance, engine: ImportEngine) => {
  const rules = { body: importSchema, query: 'none', options: { bodyLimit: BODY_LIMIT } } as const;
  serveRoute(app, engine.db, ROUTES.dataImportPreview, rules, ({ access, body }) => {
    requireOwnerOrAdmin(access);
    return previewImport(engine, access, requestOf(body));
  });
  serveRoute(app, engine.db, ROUTES.dataImportRun, rules, ({ access, body }) => {
    requireOwnerOrAdmin(access);
    return runImport(engine, access, requestOf(body));
  });
};
