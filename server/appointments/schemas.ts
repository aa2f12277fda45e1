import * as yup from 'yup';
import { textSchema } from '../../registry/validation';
import { APPOINTMENT_STATUSES } from '../../registry/appointments';
import { idField, instantField, optionalIdField, wholeNumberField } from '../http/fields';
import type { BookingInput } from './booking';
import { MAX_REPEAT_COUNT, MIN_REPEAT_COUNT, RECURRING_PERIODS } from '../../registry/appointments';
import { DURATION_OPTIONS } from '../../registry/resources/servicePricing';
import { staffSharesField } from './lineShares';

export { DURATION_OPTIONS };

const durationField = () =>
  yup
    .number()
    .strict()
    .typeError('saluni.spec.validation.durationRequired')
    .required('saluni.spec.validation.durationRequired')
    .oneOf([...DURATION_OPTIONS], {
      message: 'saluni.appointments.validation.duration',
      args: { choices: DURATION_OPTIONS.join(', ') },
    });

export const statusField = () =>
  textSchema().oneOf([...APPOINTMENT_STATUSES], {
    message: 'saluni.validation.invalidChoice',
    args: { choices: APPOINTMENT_STATUSES.join(', ') },
  });

/** A booking's fields (back-office.md 3 and 5); `location` is a service room of the business. */
export const bookingFields = {
  businessId: textSchema(),
  clientId: idField('saluni.spec.validation.clientRequired'),
  employeeId: idField('saluni.spec.validation.staffRequired'),
  serviceIds: yup
    .array(idField('saluni.spec.validation.serviceRequired'))
    .strict()
    .typeError('saluni.spec.validation.serviceRequired')
    .required('saluni.spec.validation.serviceRequired')
    .min(1, 'saluni.spec.validation.serviceRequired')
    .max(20, { message: 'saluni.validation.max', args: { max: 20 } }),
  startDate: instantField().required('saluni.spec.validation.dateRequired'),
  durationInMinutes: durationField(),
  location: optionalIdField(),
  consultationFormId: optionalIdField(),
  notes: textSchema(2000).nullable(),
  allowOverlap: yup.boolean().strict().typeError('saluni.validation.mustBeBoolean'),
  /** Everyone credited with its services and their shares (staffShares.ts); absent or [] for its employee alone. */
  staffShares: staffSharesField(),
};

export const bookingSchema = yup.object(bookingFields);

export type BookingBody = yup.InferType<typeof bookingSchema>;

export const toBookingInput = (body: BookingBody): BookingInput => ({
  clientId: body.clientId,
  employeeId: body.employeeId,
  serviceIds: body.serviceIds,
  roomId: body.location ?? null,
  consultationFormId: body.consultationFormId ?? null,
  notes: body.notes ?? null,
  startDate: new Date(body.startDate),
  durationInMinutes: body.durationInMinutes,
  allowOverlap: body.allowOverlap ?? false,
});

/** Local dates (`YYYY-MM-DD`) of a series: the holidays to skip or to book anyway. */
const seriesDates = () =>
  yup
    .array(
      textSchema()
        .required('saluni.appointments.holidayDate')
        .matches(/^\d{4}-\d{2}-\d{2}$/, 'saluni.appointments.holidayDate'),
    )
    .strict()
    .typeError('saluni.appointments.holidayDate')
    .max(MAX_REPEAT_COUNT, { message: 'saluni.validation.max', args: { max: MAX_REPEAT_COUNT } })
    .optional();

/**
 * A recurring booking (back-office.md 2): the first appointment, the period and the repeat
 * count, and the person's choice for each date that falls on a public holiday.
 */
export const recurringSchema = yup.object({
  ...bookingFields,
  recurringPeriod: textSchema()
    .required('saluni.spec.validation.recurringRequired')
    .oneOf([...RECURRING_PERIODS], {
      message: 'saluni.validation.invalidChoice',
      args: { choices: RECURRING_PERIODS.join(', ') },
    }),
  repeatCount: wholeNumberField(MIN_REPEAT_COUNT, MAX_REPEAT_COUNT).required(
    'saluni.validation.fieldRequired',
  ),
  skipDates: seriesDates(),
  bookAnywayDates: seriesDates(),
});

/**
 * A change of an appointment: any booking field, and its status (who cancelled, for a
 * cancellation). `client-update` takes only the fields a client's change may touch.
 */
export const changeSchema = yup.object({
  businessId: textSchema(),
  clientId: optionalIdField(),
  employeeId: optionalIdField(),
  serviceIds: bookingFields.serviceIds.optional(),
  startDate: instantField(),
  durationInMinutes: durationField().optional(),
  location: optionalIdField(),
  consultationFormId: optionalIdField(),
  notes: textSchema(2000).nullable(),
  allowOverlap: bookingFields.allowOverlap,
  staffShares: bookingFields.staffShares,
  status: statusField(),
  cancelledBy: textSchema().oneOf(['client', 'business'], {
    message: 'saluni.validation.invalidChoice',
    args: { choices: 'client, business' },
  }),
});

export const clientChangeSchema = changeSchema.pick([
  'businessId',
  'clientId',
  'notes',
  'consultationFormId',
  'startDate',
  'durationInMinutes',
]);

export type ChangeBody = yup.InferType<typeof changeSchema>;
