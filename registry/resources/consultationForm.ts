import { defineResource } from '../types';

export const FORM_LIMITS = { name: 200, question: 500, answer: 5000, questions: 100 } as const;

/** One question of a consultation form and the client's answer (empty until answered). */
export interface ConsultationQuestion {
  question: string;
  answer: string;
}

/** The `form` of a consultation form record (back-office.md 3: "Consultation form: _id, form.name"). */
export interface ConsultationFormContent {
  name: string;
  questions: ConsultationQuestion[];
}

/**
 * A consultation form kept for one client (back-office.md 2 and 7). Registered by
 * server/client-records/routes.ts rather than listed in RESOURCES: every form belongs to a
 * client, and the generated registry tests cannot make a required client. Every update keeps
 * the previous version (`GET /v1/consultation-form/{id}/history`).
 */
export const consultationForm = defineResource({
  name: 'consultation-form',
  path: '/v1/consultation-form',
  table: 'consultationForms',
  replyKey: 'consultationForm',
  pageKey: 'consultationFormPage',
  module: 'clients.Consultation forms',
  titleField: 'form',
  fields: {
    clientId: {
      type: 'reference',
      reference: 'client',
      required: 'saluni.spec.validation.clientRequired',
      filterable: true,
    },
    form: {
      type: 'json',
      required: 'saluni.clientRecords.validation.formRequired',
      example: {
        name: 'Skin consultation',
        questions: [{ question: 'Any allergies?', answer: 'None' }],
      } satisfies ConsultationFormContent,
    },
  },
  defaultSort: '-createdAt',
  toasts: {
    created: 'saluni.spec.toast.clientConsultationFormCreated',
    updated: 'saluni.clientRecords.toast.consultationFormUpdated',
    deleted: 'saluni.spec.toast.consultationFormDeleted',
  },
  menu: { area: 'clients', order: 30 },
});
