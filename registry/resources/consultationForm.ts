import * as yup from 'yup';
import { textSchema } from '../validation';
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

/** Text that must hold more than spaces. */
const filledText = (maxLength: number, required: string) =>
  textSchema(maxLength)
    .required(required)
    .test('filled', required, (value) => Boolean(value?.trim()));

/** Messages are i18n keys: the web form and the server's 422 read the same rules. */
export const questionSchema = () =>
  yup
    .object({
      question: filledText(FORM_LIMITS.question, 'saluni.clientRecords.validation.questionRequired'),
      answer: textSchema(FORM_LIMITS.answer).defined('saluni.clientRecords.validation.answerText'),
    })
    .noUnknown('saluni.validation.unknownField')
    .strict();

export const consultationFormContentSchema = () =>
  yup
    .object({
      name: filledText(FORM_LIMITS.name, 'saluni.clientRecords.validation.formNameRequired'),
      questions: yup
        .array(questionSchema().required())
        .strict()
        .typeError('saluni.clientRecords.validation.questionsRequired')
        .required('saluni.clientRecords.validation.questionsRequired')
        .min(1, 'saluni.clientRecords.validation.questionsRequired')
        .max(FORM_LIMITS.questions, { message: 'saluni.validation.max', args: { max: FORM_LIMITS.questions } }),
    })
    .noUnknown('saluni.validation.unknownField')
    .strict()
    .typeError('saluni.validation.invalidValue');

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
    clientId: { type: 'reference', reference: 'client', required: 'saluni.spec.validation.clientRequired', filterable: true },
    form: {
      type: 'json',
      required: 'saluni.clientRecords.validation.formRequired',
      schema: consultationFormContentSchema,
      example: { name: 'Skin consultation', questions: [{ question: 'Any allergies?', answer: 'None' }] } satisfies ConsultationFormContent,
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
