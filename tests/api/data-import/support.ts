import type { LightMyRequestResponse } from 'fastify';
import type { ImportPreview, ImportProblem, ImportRequest } from '../../../registry/dataImport';
import type { TestBusiness } from '../support/accounts';
import { body, send } from '../support/http';
import type { TestApp } from '../support/testApp';

export type ImportBody = Omit<ImportRequest, 'businessId'> & { businessId?: string };

/** The two import calls of a business's owner (or of `cookie`). */
export const importCalls = (app: () => TestApp, business: () => TestBusiness) => {
  const post = (path: string, payload: ImportBody, cookie?: string) =>
    send(app(), 'POST', path, {
      cookie: cookie ?? business().owner.cookie,
      payload: { businessId: business().businessId, ...payload },
    });
  return {
    preview: (payload: ImportBody, cookie?: string) =>
      post('/v1/data-import/preview', payload, cookie),
    run: (payload: ImportBody, cookie?: string) => post('/v1/data-import', payload, cookie),
  };
};

export const previewOf = (response: LightMyRequestResponse) =>
  body<{ dataImportPreview: ImportPreview }>(response).dataImportPreview;

export const problemsOf = (response: LightMyRequestResponse) =>
  body<{ error: { code: string; details: { problems: ImportProblem[] } } }>(response).error.details
    .problems;

/** Lines of a CSV file joined with CRLF, as spreadsheets save them. */
export const csvOf = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
