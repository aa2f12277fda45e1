import * as yup from 'yup';
import { textSchema } from '../../registry/validation';
import { localeFields } from '../tenancy/locale';

const nameSchema = textSchema(120)
  .matches(/\S/, 'saluni.validation.businessName.required')
  .nonNullable('saluni.validation.businessName.required');

const settingsFields = {
  ...localeFields,
  appointmentGapInMinutes: yup
    .number()
    .strict()
    .typeError('saluni.validation.appointmentGap.range')
    .integer('saluni.validation.appointmentGap.range')
    .min(0, 'saluni.validation.appointmentGap.range')
    .max(60, 'saluni.validation.appointmentGap.range')
    .nonNullable('saluni.validation.appointmentGap.range'),
  opensOnHolidays: yup
    .boolean()
    .strict()
    .typeError('saluni.validation.mustBeBoolean')
    .nonNullable('saluni.validation.mustBeBoolean'),
  calendarEnabled: yup
    .boolean()
    .strict()
    .typeError('saluni.validation.mustBeBoolean')
    .nonNullable('saluni.validation.mustBeBoolean'),
  // Shown on the booking site as typed; '' or null clears it.
  address: textSchema(300).nullable(),
};

/** `POST /v1/business`: a name, and the settings a new business may start with. */
export const createSchema = yup.object({
  name: nameSchema.required('saluni.validation.businessName.required'),
  ...settingsFields,
});
// The logo is a filename from POST /v1/file (null removes it); it must be one of the business's files.
export const updateSchema = yup.object({
  name: nameSchema,
  ...settingsFields,
  logo: textSchema(60).nullable(),
  businessId: textSchema(),
});
