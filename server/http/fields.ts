import * as yup from 'yup';
import { dayOutOfRange, isCalendarDate, isDayInRange, textSchema } from '../../registry/validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Body fields the areas' calls share; every message is a catalogue key. */
export const idField = (required: string) =>
  textSchema().matches(UUID, 'saluni.validation.mustBeId').required(required).nonNullable(required);
/** No record is null; '' is refused like any other text that is not an id, before it reaches a uuid column. */
export const optionalIdField = () =>
  textSchema().matches(UUID, 'saluni.validation.mustBeId').nullable();

/** A check of a given value: an absent one is for `required` to judge. */
const whenGiven = (check: (value: string) => boolean) => (value: string | null | undefined) =>
  value === undefined || value === null || check(value);

/**
 * A text field `isValid` accepts (else `message`), whose day (`dayOf`, the value itself unless
 * told) is within the days every date field takes: the range is judged only on a valid value,
 * so one mistake gives one message.
 */
const datedField =
  (
    test: string,
    message: string,
    isValid: (value: string) => boolean,
    dayOf: (value: string) => string = (day) => day,
  ) =>
  () =>
    textSchema()
      .test(test, message, whenGiven(isValid))
      .test(
        'dayRange',
        dayOutOfRange,
        whenGiven((value) => !isValid(value) || isDayInRange(dayOf(value))),
      );

/** A calendar day `YYYY-MM-DD` that exists, within the days every date field takes. */
export const dayField = datedField('day', 'saluni.validation.mustBeDate', isCalendarDate);

/**
 * Whether an ISO instant names a real calendar day and time: `Date.parse` rolls 31 February
 * over into March, which a booking must refuse, not move.
 */
export const isRealInstant = (value: string) => {
  if (!ISO_INSTANT.test(value) || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [hour, minute] = value.slice(11, 16).split(':').map(Number) as [number, number];
  return (
    month >= 1 &&
    month <= 12 &&
    new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day &&
    hour < 24 &&
    minute < 60
  );
};

/** An ISO 8601 instant with its offset (design.md 2: times are ISO 8601 on the wire). */
export const instantField = datedField(
  'instant',
  'saluni.offerings.validation.instant',
  isRealInstant,
  (instant) => instant.slice(0, 10),
);

export const businessIdField = () => textSchema();

/** The `businessId` a JSON body names, read before validation so the tenancy gate speaks first. */
export const businessIdOf = (body: unknown): unknown =>
  body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>).businessId
    : undefined;

export const wholeNumberField = (min: number, max: number) =>
  yup
    .number()
    .strict()
    .typeError('saluni.validation.mustBeWholeNumber')
    .integer('saluni.validation.mustBeWholeNumber')
    .min(min, { message: 'saluni.validation.min', args: { min } })
    .max(max, { message: 'saluni.validation.max', args: { max } });
