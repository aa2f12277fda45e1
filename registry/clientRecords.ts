import type { ConsultationFormContent } from './resources/consultationForm';

/** The client records' replies beyond their CRUD: a form's history, a reviews import. */
/** One entry of a form's history (server/client-records/consultationForms.ts). */
export interface ConsultationFormVersion {
  version: number;
  form: ConsultationFormContent;
  savedAt: string;
  replacedAt: string | null;
}

/** What a Google reviews import did: every row imported, or none (the server refuses the file). */
export interface GoogleReviewImportResult {
  imported: number;
  skipped: number;
}
