import { describe, expect, test } from 'vitest';
import {
  bookingSchema,
  defaultDuration,
  isSpecDate,
  newBookingValues,
  startInstantOf,
  type BookingFormValues,
} from '../../../src/appointments/bookingForm';
import { i18nProvider } from '../../../src/i18n';

const sydney = { timeZone: 'Australia/Sydney', locale: 'en' };
const nairobi = { timeZone: 'Africa/Nairobi', locale: 'en' };

/** The English messages the schema gives, by field. */
const messagesOf = async (values: Partial<BookingFormValues>) => {
  try {
    await bookingSchema.validate(
      { ...newBookingValues(nairobi), ...values },
      { abortEarly: false },
    );
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(
      inner.map(({ path, message }) => [path, i18nProvider.translate(message)]),
    );
  }
};

describe('the Book New Appointment form', () => {
  test('takes the spec date pattern: real days only, 29/02 in leap years, years from 1900', () => {
    expect(isSpecDate('12/12/2026')).toBe(true);
    expect(isSpecDate('29/02/2028')).toBe(true);
    expect(isSpecDate('29/02/2027')).toBe(false);
    expect(isSpecDate('31/02/2026')).toBe(false);
    expect(isSpecDate('01/01/1899')).toBe(false);
    expect(isSpecDate('2026-12-12')).toBe(false);
  });

  test('gives every validation message of back-office.md 5 exactly', async () => {
    expect(
      await messagesOf({
        date: '',
        time: '',
        employeeId: '',
        clientId: '',
        serviceIds: [],
        durationInMinutes: '',
        recurring: true,
      }),
    ).toEqual({
      date: 'Date is required',
      time: 'Time is required',
      employeeId: 'Staff is required',
      clientId: 'Client is required',
      serviceIds: 'Service is required',
      durationInMinutes: 'Duration is required',
      recurringPeriod: 'Recurring perion is required',
    });
    expect((await messagesOf({ date: '31/02/2026' })).date).toBe('Date must be valid format');
    expect((await messagesOf({ durationInMinutes: 50 })).durationInMinutes).toBe(
      'Duration is required',
    );
    expect(
      (await messagesOf({ recurring: true, recurringPeriod: 'week', repeatCount: 0 })).repeatCount,
    ).toBe('Repeat count must be a whole number from 1 to 52');
    expect(
      (await messagesOf({ recurring: true, recurringPeriod: 'week', repeatCount: '' })).repeatCount,
    ).toBe('Repeat count is required');
  });

  test('starts a new booking repeating once (the spec default count)', () => {
    expect(newBookingValues(nairobi).repeatCount).toBe(1);
    expect(newBookingValues(nairobi).recurring).toBe(false);
  });

  test('defaults the duration to the sum of single-option services, with the chosen option of the others', () => {
    const cut = { id: 'cut', advancedPricing: [{ price: 1, durationInMinutes: 30 as const }] };
    const nails = { id: 'nails', advancedPricing: [{ price: 1, durationInMinutes: 40 as const }] };
    const braids = {
      id: 'braids',
      advancedPricing: [
        { price: 1, durationInMinutes: 240 as const },
        { price: 2, durationInMinutes: 360 as const },
      ],
    };
    expect(defaultDuration([cut], {})).toBe(30);
    // 30 + 40 = 70 is not a duration the spec offers: the next one up.
    expect(defaultDuration([cut, nails], {})).toBe(90);
    expect(defaultDuration([braids], {})).toBe('');
    expect(defaultDuration([braids], { braids: 240 })).toBe(240);
    expect(defaultDuration([braids, cut], { braids: 360 })).toBe(360);
  });

  test('reads the date and time on the business clock, across Sydney’s daylight-saving change', () => {
    // Clocks go forward on Sunday 4 October 2026: 10:00 is 00:00Z before, 23:00Z the day before after.
    expect(startInstantOf({ date: '03/10/2026', time: '10:00' }, sydney)).toBe(
      '2026-10-03T00:00:00.000Z',
    );
    expect(startInstantOf({ date: '05/10/2026', time: '10:00' }, sydney)).toBe(
      '2026-10-04T23:00:00.000Z',
    );
    expect(startInstantOf({ date: '12/12/2026', time: '09:30' }, nairobi)).toBe(
      '2026-12-12T06:30:00.000Z',
    );
    expect(startInstantOf({ date: '31/02/2026', time: '09:30' }, nairobi)).toBeNull();
  });
});
