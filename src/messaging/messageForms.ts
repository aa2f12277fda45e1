import * as yup from 'yup';
import '../shared/specScreensTexts';

/** Who a message goes to, and where the form reports that nobody was chosen. */
export interface RecipientValues {
  clientIds: string[];
  categoryIds: string[];
}

export interface EmailValues extends RecipientValues {
  subject: string;
  /** The body: the spec's payload names it `intro`. */
  intro: string;
}

export interface SmsValues extends RecipientValues {
  message: string;
}

/** The form's error when neither clients nor categories are chosen; the dialog titles it 'Selection required'. */
export const SELECTION_FIELD = 'recipients';

const recipients = {
  clientIds: yup.array(yup.string().defined()).defined(),
  categoryIds: yup.array(yup.string().defined()).defined(),
};

const withSelection = <T extends yup.AnyObject>(schema: yup.ObjectSchema<T>) =>
  schema.test(
    'selection',
    'saluni.spec.validation.selectAtLeastOne',
    function hasRecipients(values) {
      const chosen =
        (values.clientIds as string[]).length + (values.categoryIds as string[]).length;
      return (
        chosen > 0 ||
        this.createError({
          path: SELECTION_FIELD,
          message: 'saluni.spec.validation.selectAtLeastOne',
        })
      );
    },
  );

/** Send email to clients (back-office.md 5). */
export const emailSchema = withSelection(
  yup.object({
    ...recipients,
    subject: yup.string().trim().required('saluni.spec.validation.subjectRequired'),
    intro: yup.string().trim().required('saluni.spec.validation.bodyRequired'),
  }),
);

/** Send SMS to clients (back-office.md 5). */
export const smsSchema = withSelection(
  yup.object({
    ...recipients,
    message: yup.string().trim().required('saluni.spec.validation.messageRequired'),
  }),
);

export const newEmailValues = (clientIds: string[]): EmailValues => ({
  clientIds,
  categoryIds: [],
  subject: '',
  intro: '',
});
export const newSmsValues = (clientIds: string[]): SmsValues => ({
  clientIds,
  categoryIds: [],
  message: '',
});
