import * as yup from 'yup';
import { textSchema } from '../../registry/validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A Kenyan mobile number as M-Pesa takes it: the spec's pattern (optional +254 or 0, then nine
 * digits starting with 7 or 1), also written `2547…` as Daraja writes it; spaces and dashes ignored.
 */
const KENYAN_MOBILE = /^(?:\+?254|0)?([71]\d{8})$/;

/** `2547XXXXXXXX` / `2541XXXXXXXX`, or null when the text is not a Kenyan mobile number. */
export const darajaPhone = (value: string): string | null => {
  const match = KENYAN_MOBILE.exec(value.replace(/[\s\-().]/g, ''));
  return match ? `254${match[1]}` : null;
};

const V = 'saluni.payments.validation';

/** The body of `POST /mpesa/pay` (back-office.md 7): snake_case `phone_number` as the spec names it. */
export const paySchema = yup.object({
  phone_number: textSchema(40)
    .required('saluni.spec.validation.phoneRequired')
    .nonNullable('saluni.spec.validation.phoneRequired')
    .test(
      'kenyan-mobile',
      'saluni.spec.validation.phoneValid',
      (value) => value === undefined || darajaPhone(value) !== null,
    ),
  amount: yup
    .number()
    .strict()
    .typeError(`${V}.amountRequired`)
    .required(`${V}.amountRequired`)
    .nonNullable(`${V}.amountRequired`)
    .integer(`${V}.wholeShillings`)
    .min(1, `${V}.amountRequired`)
    .max(1_000_000_000, { message: 'saluni.validation.max', args: { max: 1_000_000_000 } }),
  transactionRef: textSchema()
    .required(`${V}.transactionRefRequired`)
    .nonNullable(`${V}.transactionRefRequired`)
    .matches(UUID, 'saluni.validation.mustBeId'),
  /** The web app's route caller adds the current business; when sent it must be the order's. */
  businessId: textSchema().optional(),
});

export type PayBody = yup.InferType<typeof paySchema>;
