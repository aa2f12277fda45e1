import { checkTranslations, type LanguageReport } from './translations';

/**
 * `npm run i18n:check`: per language, every text still to translate, grouped by the file to edit.
 * Exits with 1 while any text is missing, empty or still in English.
 */
const describe = (report: LanguageReport): string[] => {
  const count = report.files.reduce((total, file) => total + file.texts.length, 0);
  if (count === 0) return [`${report.language}: all ${report.keys} texts translated`];
  return [
    `${report.language}: ${count} of ${report.keys} texts to translate`,
    ...report.files.flatMap((file) => [
      `  ${file.file}`,
      ...file.texts.map((text) => `    ${text.problem}: ${text.key} (English: "${text.english}")`),
    ]),
  ];
};

const reports = await checkTranslations(process.cwd());
console.log(reports.flatMap(describe).join('\n'));
if (reports.some((report) => report.files.length > 0)) process.exitCode = 1;
