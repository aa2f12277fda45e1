import dayjs from 'dayjs';
import * as yup from 'yup';
import {
  MAX_REPEAT_COUNT,
  MIN_REPEAT_COUNT,
  RECURRING_PERIODS,
  type RecurringPeriod,
} from '../../registry/appointments';
import { DURATION_OPTIONS, type PricingOption } from '../../registry/resources/servicePricing';
import type { Appointment, AppointmentStatus, Booking } from '../dataProvider/appointments';
import { formatDate, fromDateTimeInput, type DateSettings } from '../format/dates';
import { draftOf, sharesOfDraft, type DraftShare } from '../shared/staffShareDraft';
// The schema's messages are screen texts of this area, loaded with it.
import './texts';
import '../shared/staffSharesTexts';
import '../shared/specScreensTexts';

/** The Book New Appointment form (back-office.md 2): the date as the spec shows it, DD/MM/YYYY. */
export interface BookingFormValues {
  date: string;
  time: string;
  employeeId: string;
  clientId: string;
  serviceIds: string[];
  /** The chosen option's duration of each service with several pricing options, by service id. */
  optionDurations: Record<string, number>;
  durationInMinutes: number | '';
  location: string | null;
  consultationFormId: string | null;
  notes: string;
  recurring: boolean;
  recurringPeriod: RecurringPeriod | '';
  repeatCount: number | '';
  /** "Shared with": the staff credited with its services and their shares, `employeeId` first; empty when it alone. */
  staffShares: DraftShare[];
  /** Editing only: the status, and who cancelled when it is cancelled. */
  status?: AppointmentStatus;
  cancelledBy?: 'client' | 'business';
}

/** The spec's date pattern: dd/mm/yyyy, a real day (29/02 only in leap years), years from 1900. */
export const isSpecDate = (text: string): boolean => {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return false;
  const day = dayjs(text, 'DD/MM/YYYY', true);
  return day.isValid() && day.year() >= 1900;
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The "Shared with" rows with the appointment's employee, chosen above them, as the first. */
export const withLead = (rows: readonly DraftShare[], employeeId: string): DraftShare[] =>
  rows.map((row, index) => (index === 0 ? { ...row, employeeId } : row));

/** Every rule and message of back-office.md 5 for appointments, exactly. */
export const bookingSchema = yup.object({
  date: yup
    .string()
    .required('saluni.spec.validation.dateRequired')
    .test('spec-date', 'saluni.spec.validation.dateFormat', (value) => !value || isSpecDate(value)),
  time: yup
    .string()
    .required('saluni.spec.validation.timeRequired')
    .matches(TIME, 'saluni.spec.validation.timeRequired'),
  employeeId: yup.string().required('saluni.spec.validation.staffRequired'),
  clientId: yup.string().required('saluni.spec.validation.clientRequired'),
  serviceIds: yup
    .array(yup.string().required())
    .min(1, 'saluni.spec.validation.serviceRequired')
    .required('saluni.spec.validation.serviceRequired'),
  durationInMinutes: yup
    .number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .required('saluni.spec.validation.durationRequired')
    .oneOf([...DURATION_OPTIONS], 'saluni.spec.validation.durationRequired'),
  staffShares: yup
    .mixed<DraftShare[]>()
    .test(
      'shares-add-up',
      'saluni.staffShares.mustTotal',
      (rows, context) =>
        !rows ||
        rows.length <= 1 ||
        sharesOfDraft(withLead(rows, String(context.parent.employeeId ?? ''))) !== null,
    ),
  recurring: yup.boolean(),
  recurringPeriod: yup.string().when('recurring', {
    is: true,
    then: (schema) =>
      schema
        .required('saluni.spec.validation.recurringRequired')
        .oneOf([...RECURRING_PERIODS], 'saluni.spec.validation.recurringRequired'),
  }),
  repeatCount: yup
    .number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .when('recurring', {
      is: true,
      then: (schema) =>
        schema
          .required('saluni.appointments.validation.repeatCountRequired')
          .integer('saluni.appointments.validation.repeatCountRange')
          .min(MIN_REPEAT_COUNT, 'saluni.appointments.validation.repeatCountRange')
          .max(MAX_REPEAT_COUNT, 'saluni.appointments.validation.repeatCountRange'),
    }),
});

/** The service fields the form reads: its pricing options give the durations. */
export interface ServiceDurations {
  id: string;
  advancedPricing?: PricingOption[] | null;
}

export const hasSeveralOptions = (service: ServiceDurations) =>
  (service.advancedPricing?.length ?? 0) > 1;

/**
 * The spec's default duration: the sum of the single-option services, plus the duration chosen
 * for each service with several options. Appointments take the spec's durations only, so a sum
 * between two (70 minutes) becomes the next one up (90), and anything longer the longest.
 */
export const defaultDuration = (
  services: ServiceDurations[],
  optionDurations: Record<string, number>,
): number | '' => {
  const total = services.reduce(
    (sum, service) =>
      sum +
      (hasSeveralOptions(service)
        ? (optionDurations[service.id] ?? 0)
        : (service.advancedPricing?.[0]?.durationInMinutes ?? 0)),
    0,
  );
  if (total <= 0) return '';
  return (
    DURATION_OPTIONS.find((minutes) => minutes >= total) ??
    DURATION_OPTIONS[DURATION_OPTIONS.length - 1]!
  );
};

/** The instant the form's date and time mean on the business clock, or null while either is not valid. */
export const startInstantOf = (
  values: Pick<BookingFormValues, 'date' | 'time'>,
  settings: DateSettings,
): string | null => {
  if (!isSpecDate(values.date) || !TIME.test(values.time)) return null;
  const [day, month, year] = values.date.split('/');
  return fromDateTimeInput(`${year}-${month}-${day}T${values.time}`, settings);
};

/** A new form: today on the business clock, the next whole hour, repeating once. */
export const newBookingValues = (
  settings: DateSettings,
  prefill: Partial<BookingFormValues> = {},
  now = new Date(),
): BookingFormValues => {
  const nextHour = dayjs(now).add(1, 'hour').startOf('hour');
  return {
    date: formatDate(nextHour, settings),
    time: formatDate(nextHour, settings, 'HH:mm'),
    employeeId: '',
    clientId: '',
    serviceIds: [],
    optionDurations: {},
    durationInMinutes: '',
    location: null,
    consultationFormId: null,
    notes: '',
    recurring: false,
    recurringPeriod: '',
    repeatCount: MIN_REPEAT_COUNT,
    staffShares: [],
    ...prefill,
  };
};

/** The form of an existing appointment, on the business clock. */
export const bookingValuesOf = (
  appointment: Appointment,
  settings: DateSettings,
): BookingFormValues => ({
  ...newBookingValues(settings),
  date: formatDate(appointment.startDate, settings),
  time: formatDate(appointment.startDate, settings, 'HH:mm'),
  employeeId: appointment.employeeId,
  clientId: appointment.clientId,
  serviceIds: appointment.serviceIds,
  durationInMinutes: appointment.durationInMinutes,
  location: appointment.location,
  consultationFormId: appointment.consultationFormId,
  notes: appointment.notes ?? '',
  staffShares: draftOf(appointment.staffShares),
  status: appointment.status,
  cancelledBy: appointment.cancelledBy ?? undefined,
});

/**
 * What the API takes for the form's values (already validated). The staff shares go only when
 * the appointment is shared, or as `[]` to end the sharing of one that was (`wasShared`).
 */
export const bookingOf = (
  values: BookingFormValues,
  settings: DateSettings,
  wasShared = false,
): Booking => ({
  clientId: values.clientId,
  employeeId: values.employeeId,
  serviceIds: values.serviceIds,
  location: values.location || null,
  consultationFormId: values.consultationFormId || null,
  notes: values.notes,
  startDate: startInstantOf(values, settings)!,
  durationInMinutes: Number(values.durationInMinutes),
  ...(values.staffShares.length > 1
    ? { staffShares: sharesOfDraft(withLead(values.staffShares, values.employeeId))! }
    : wasShared && { staffShares: [] }),
});
