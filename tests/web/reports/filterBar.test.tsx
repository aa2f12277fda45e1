import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { business, ownerOf } from '../support/fakeServer';
import { renderReports } from '../support/reportPages';

const SLOW = { timeout: 10_000 };
const STATISTIC = { stats: 1234567.5, statsTitle: 'Sales (what was sold)' };

const location = () => new URL(screen.getByTestId('location').textContent!, 'http://saluni.test');
const label = () =>
  screen.getByRole('group', { name: 'Report dates' }).querySelector('output')!.textContent;
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const bar = async () => within(await screen.findByRole('group', { name: 'Report dates' }, SLOW));

/** Picks `day` in the date field `name`: its popover's native date input. */
const pick = async (name: string, day: string) => {
  fireEvent.click(field(name));
  const popover = await screen.findByRole('dialog', { name: `Choose ${name}` });
  fireEvent.change(popover.querySelector('input[type="date"]')!, { target: { value: day } });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `Choose ${name}` })).toBeNull());
};

beforeEach(() => {
  // Thursday 26 November 2026, 00:30 in Nairobi (still the 25th in UTC); only Date, so waits still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T21:30:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the report date filter bar', () => {
  test('starts at All Data with empty read-only dates, no arrows, and no range in the URL', async () => {
    renderReports('/reports/sales', { reportStatistic: () => STATISTIC });
    const filter = await bar();
    expect(location().search).toBe('');
    expect(label()).toBe('All Data');
    expect(field('Start Date').value).toBe('');
    expect(field('Start Date').readOnly).toBe(true);
    expect(field('End Date').readOnly).toBe(true);
    expect(filter.queryByRole('button', { name: 'Previous period' })).toBeNull();
    expect(filter.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('a period in the URL (a reload, a shared link) is the bar’s and the card’s: a month, a week, a day', async () => {
    const server = renderReports(
      '/reports/sales?startDate=2026-09-30T21:00:00.000Z&endDate=2026-10-31T20:59:59.999Z',
      { reportStatistic: () => STATISTIC },
    );
    const filter = await bar();
    expect(label()).toBe('October 2026');
    expect([field('Start Date').value, field('End Date').value]).toEqual([
      '2026-10-01',
      '2026-10-31',
    ]);
    expect(filter.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(server.received('GET', '/v1/report/statistic').at(-1)?.query.get('startDate')).toBe(
        '2026-09-30T21:00:00.000Z',
      ),
    );
    expect(location().searchParams.get('endDate')).toBe('2026-10-31T20:59:59.999Z');
    // The arrows step from the period the URL held.
    fireEvent.click(filter.getByRole('button', { name: 'Next period' }));
    expect(label()).toBe('November 2026');
  });

  test('the back button returns to the period before, and the bar follows', async () => {
    renderReports('/reports/sales', { reportStatistic: () => STATISTIC });
    const filter = await bar();
    fireEvent.click(filter.getByRole('button', { name: 'Week' }));
    fireEvent.click(filter.getByRole('button', { name: 'Next period' }));
    expect(label()).toBe('November 30th 2026 - December 6th 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(label()).toBe('November 23rd 2026 - November 29th 2026'));
    expect(filter.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    expect(location().searchParams.get('startDate')).toBe('2026-11-22T21:00:00.000Z');
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(label()).toBe('All Data'));
    expect(location().search).toBe('');
  });

  test('Month, Week and Day show their ranges as YYYY-MM-DD and their labels, and keep the range in the URL', async () => {
    renderReports('/reports/sales', { reportStatistic: () => STATISTIC });
    const filter = await bar();
    fireEvent.click(filter.getByRole('button', { name: 'Month' }));
    expect(label()).toBe('November 2026');
    expect([field('Start Date').value, field('End Date').value]).toEqual([
      '2026-11-01',
      '2026-11-30',
    ]);
    expect(location().searchParams.get('startDate')).toBe('2026-10-31T21:00:00.000Z');
    expect(location().searchParams.get('endDate')).toBe('2026-11-30T20:59:59.999Z');
    fireEvent.click(filter.getByRole('button', { name: 'Week' }));
    expect(label()).toBe('November 23rd 2026 - November 29th 2026');
    fireEvent.click(filter.getByRole('button', { name: 'Day' }));
    expect(label()).toBe('November 26th 2026');
    expect(filter.getByRole('button', { name: 'Day' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('the arrows move a week at a time; All hides them and clears the range', async () => {
    renderReports('/reports/sales', { reportStatistic: () => STATISTIC });
    const filter = await bar();
    fireEvent.click(filter.getByRole('button', { name: 'Week' }));
    fireEvent.click(filter.getByRole('button', { name: 'Next period' }));
    expect(label()).toBe('November 30th 2026 - December 6th 2026');
    fireEvent.click(filter.getByRole('button', { name: 'Previous period' }));
    fireEvent.click(filter.getByRole('button', { name: 'Previous period' }));
    expect(label()).toBe('November 16th 2026 - November 22nd 2026');
    fireEvent.click(filter.getByRole('button', { name: 'All' }));
    expect(label()).toBe('All Data');
    expect(filter.queryByRole('button', { name: 'Next period' })).toBeNull();
    expect([field('Start Date').value, field('End Date').value]).toEqual(['', '']);
    expect(location().search).toBe('');
  });

  test('dates picked by hand: a start after the end moves the end, and the range runs over whole days', async () => {
    renderReports('/reports/sales', { reportStatistic: () => STATISTIC });
    const filter = await bar();
    fireEvent.click(filter.getByRole('button', { name: 'Week' }));
    await pick('Start Date', '2026-12-10');
    expect([field('Start Date').value, field('End Date').value]).toEqual([
      '2026-12-10',
      '2026-12-10',
    ]);
    expect(label()).toBe('December 10th 2026');
    await pick('End Date', '2026-12-12');
    expect(label()).toBe('December 10th 2026 - December 12th 2026');
    expect(location().searchParams.get('startDate')).toBe('2026-12-09T21:00:00.000Z');
    expect(location().searchParams.get('endDate')).toBe('2026-12-12T20:59:59.999Z');
  });

  test('the date field opens from the keyboard', async () => {
    renderReports('/reports/sales', { reportStatistic: () => STATISTIC });
    await bar();
    fireEvent.keyDown(field('End Date'), { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Choose End Date' })).toBeTruthy();
  });

  test('days and instants are the business’s: an Australian salon in Sydney', async () => {
    const sydney = {
      ...business('b2', 'Salon Sydney'),
      country: 'AU' as const,
      timezone: 'Australia/Sydney',
      currency: 'AUD',
    };
    renderReports('/reports/sales', { reportStatistic: () => STATISTIC }, ownerOf(sydney));
    const filter = await bar();
    fireEvent.click(filter.getByRole('button', { name: 'Day' }));
    expect(label()).toBe('November 26th 2026');
    expect(location().searchParams.get('startDate')).toBe('2026-11-25T13:00:00.000Z');
    expect(await screen.findByText('A$1,234,567.50', {}, SLOW)).toBeTruthy();
  });
});
