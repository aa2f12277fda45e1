import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const src = join(import.meta.dirname, '../../../src');

/** `fetch(` itself (not `refetch(`), or the client's names imported from the dataProvider folder. */
const CALLS_HTTP = [
  /(?<![\w.])fetch\(/,
  /\bimport\b[^;]*\{[^}]*\b(http|createHttpClient|HttpClient)\b[^}]*\}\s*from\s*'[^']*dataProvider[^']*'/,
];

const webFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('dataProvider/'))
  .sort();
const callsHttp = (file: string) => {
  const code = readFileSync(join(src, file), 'utf8');
  return CALLS_HTTP.some((pattern) => pattern.test(code));
};

test('no web code outside src/dataProvider calls fetch or the HTTP client', () => {
  expect(webFiles.filter(callsHttp)).toEqual([]);
});
