import { afterEach, describe, expect, test } from 'vitest';
import { formatDuration } from '../../../src/format';
import { i18nProvider } from '../../../src/i18n';

const translateIn = async (locale: 'en' | 'sw') => {
  await i18nProvider.changeLocale(locale);
  return i18nProvider.translate;
};

afterEach(() => i18nProvider.changeLocale('en'));

describe('durations as a salon says them', () => {
  test('English: minutes under an hour, the spec’s 1 Hr, hours and minutes beyond', async () => {
    const translate = await translateIn('en');
    expect(
      [10, 45, 60, 90, 120, 150, 240, 360].map((minutes) => formatDuration(minutes, translate)),
    ).toEqual([
      '10 min',
      '45 min',
      '1 Hr',
      '1 Hr 30 min',
      '2 Hrs',
      '2 Hrs 30 min',
      '4 Hrs',
      '6 Hrs',
    ]);
  });

  test('Swahili: "Saa 4", never "Dak 240"', async () => {
    const translate = await translateIn('sw');
    expect([30, 60, 90, 240].map((minutes) => formatDuration(minutes, translate))).toEqual([
      'Dak 30',
      'Saa 1',
      'Saa 1 dak 30',
      'Saa 4',
    ]);
  });
});
