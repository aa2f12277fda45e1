import { dayjsLocalizer } from 'react-big-calendar';
import { afterAll, describe, expect, it } from 'vitest';
import { quickLocalizer } from '../../../src/calendar/quickLocalizer';
import { browserClockDayjs } from '../../../src/calendar/wallClock';
// The app's dates load dayjs's zone plugin, which the calendar's dayjs must not use: loaded here too.
import '../../../src/format/dates';

/** Zones with and without clock changes, both hemispheres, and a half-hour offset. */
const ZONES: Array<[zone: string, julyOffset: number]> = [
  ['America/New_York', 240],
  ['Australia/Sydney', -600],
  ['Africa/Nairobi', -180],
  ['Europe/London', -60],
  ['Asia/Kolkata', -330],
];
const zoneAtStart = process.env.TZ;

afterAll(() => {
  if (zoneAtStart === undefined) delete process.env.TZ;
  else process.env.TZ = zoneAtStart;
});

/** Dates around each clock change of 2026 and ordinary days, at odd seconds and milliseconds. */
const sampleDates = (): Date[] => {
  const around = [
    '2026-03-08',
    '2026-03-29',
    '2026-04-05',
    '2026-10-04',
    '2026-10-25',
    '2026-11-01',
    '2026-06-15',
  ];
  const dates: Date[] = [];
  for (const day of around) {
    const midnight = new Date(`${day}T00:00:00`);
    for (let minutes = -26 * 60; minutes <= 26 * 60; minutes += 97)
      dates.push(new Date(+midnight + minutes * 60_000 + ((minutes * 7919) % 60_000)));
    dates.push(midnight, new Date(+midnight + 86_400_000 - 1));
  }
  return dates;
};

/** Every pair of a sample, thinned so the test stays quick. */
const pairsOf = (dates: Date[]) =>
  dates.flatMap((a, i) =>
    dates.filter((_, j) => (i * 31 + j) % 17 === 0).map((b) => [a, b] as const),
  );

type Method = (...args: unknown[]) => unknown;
const call = (localizer: object, name: string, ...args: unknown[]) =>
  (localizer as Record<string, Method>)[name]!(...args);

describe('the quick localizer answers as the dayjs one', () => {
  it.each(ZONES.map(([zone, julyOffset]) => ({ zone, julyOffset })))(
    'in a browser in $zone',
    ({ zone, julyOffset }) => {
      process.env.TZ = zone;
      // The zone is the process's own: Date follows it at once.
      expect(new Date(2026, 6, 1).getTimezoneOffset()).toBe(julyOffset);
      const reference = dayjsLocalizer(browserClockDayjs);
      const quick = quickLocalizer(dayjsLocalizer(browserClockDayjs));
      const dates = sampleDates();
      const mismatches: string[] = [];
      const check = (name: string, ...args: unknown[]) => {
        const [want, got] = [call(reference, name, ...args), call(quick, name, ...args)];
        const same = want instanceof Date ? +want === +(got as Date) : want === got;
        if (!same)
          mismatches.push(
            `${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')}): ${String(want)} ≠ ${String(got)}`,
          );
      };
      for (const date of dates) {
        check('startOf', date, 'day');
        check('getMinutesFromMidnight', date);
        check('format', date, 'HH:mm', 'sw');
        check('format', date, 'HH:mm');
        check('format', date, 'ddd DD/MM', 'en');
        for (const minutes of [0, 59, 60, 125, 150, 600, 1439])
          check('getSlotDate', date, minutes, 15);
      }
      for (const [a, b] of pairsOf(dates)) {
        for (const unit of [undefined, 'day', 'minutes'])
          for (const name of ['eq', 'neq', 'lt', 'gt', 'lte', 'gte']) check(name, a, b, unit);
        for (const unit of [undefined, 'day', 'minutes', 'milliseconds']) check('diff', a, b, unit);
        check('merge', a, b);
        check('getDstOffset', a, b);
        check(
          'format',
          { start: a, end: b },
          (
            { start, end }: { start: Date; end: Date },
            culture: string,
            local: { format: Method },
          ) =>
            `${String(local.format(start, 'HH:mm', culture))}–${String(local.format(end, 'HH:mm', culture))}`,
          'en',
        );
        check('min', a, b);
        check('max', a, b);
        check('isSameDate', a, b);
        check('getTotalMin', a, b);
        check('continuesPrior', a, b);
        check('continuesAfter', a, a, b);
        check('inRange', a, b, new Date(+b + 3 * 3_600_000), 'day');
        check('inRange', a, b, a, 'day');
        check('inEventRange', { event: { start: a, end: b }, range: { start: a, end: b } });
        check('inEventRange', { event: { start: b, end: b }, range: { start: a, end: b } });
        check('sortEvents', {
          evtA: { start: a, end: b, allDay: false },
          evtB: { start: b, end: new Date(+a + 86_400_000), allDay: true },
        });
      }
      expect(mismatches.slice(0, 10)).toEqual([]);
    },
  );
});
