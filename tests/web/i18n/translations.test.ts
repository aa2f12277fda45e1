import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkTranslations, filesToTranslate, flatten } from '../../../scripts/i18n/translations';

const root = path.resolve(import.meta.dirname, '../../..');

describe('npm run i18n:check', () => {
  test('finds every catalogue of the product translated into every language', async () => {
    const reports = await checkTranslations(root);
    expect(reports.map((report) => report.language)).toEqual(['sw']);
    expect(reports[0]!.keys).toBeGreaterThan(1500);
    expect(reports.flatMap((report) => report.files)).toEqual([]);
  });

  const english = flatten({
    bookings: { title: 'Bookings', note: 'Note', code: 'SKU', sms: 'Send SMS', none: '' },
  });

  test('lists each text missing, empty or still in English with the file to edit', () => {
    const translated = flatten({
      bookings: { note: ' ', code: 'SKU', sms: 'Send SMS', none: '' },
    });
    const files = filesToTranslate('sw', [
      { file: 'src/bookings/texts.sw.ts', english, translated },
      {
        file: 'src/done/texts.sw.ts',
        english: flatten({ a: 'Yes' }),
        translated: flatten({ a: 'Ndiyo' }),
      },
    ]);
    expect(
      files.map(({ file, texts }) => [file, texts.map(({ key, problem }) => `${problem}: ${key}`)]),
    ).toEqual([
      [
        'src/bookings/texts.sw.ts',
        ['missing: bookings.title', 'empty: bookings.note', 'same as English: bookings.sms'],
      ],
    ]);
  });

  test('asks for every text of a file that does not exist yet', () => {
    const [file] = filesToTranslate('sw', [
      { file: 'src/bookings/texts.sw.ts', english, translated: new Map() },
    ]);
    expect(file?.texts.map((text) => text.problem)).toEqual(Array(5).fill('missing'));
  });
});
