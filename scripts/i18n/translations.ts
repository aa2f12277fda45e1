import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import englishMessages from 'ra-language-english';
import { LANGUAGES, type Language } from '../../texts/languages';
import type { MessageTree } from '../../texts/merge';

/** A language the product is translated into (English is the one every catalogue starts from). */
export type Translation = Exclude<Language, 'en'>;

/**
 * Words a reader of each language reads as they are: the product's name, currencies, units,
 * payment and file formats, and the two countries (spelled the same in Swahili). A text made only
 * of these may stay as in English; any other text equal to the English one is still to translate.
 */
export const WORDS_KEPT_AS_IN_ENGLISH: Record<Translation, ReadonlySet<string>> = {
  sw: new Set([
    'Saluni',
    'SMS',
    'WhatsApp',
    'Mpesa',
    'M-Pesa',
    'CSV',
    'SKU',
    'KES',
    'Ksh.',
    'AUD',
    'OK',
    'PDF',
    'Kg',
    'Kenya',
    'Australia',
    'WhatsApp',
    'Kiswahili',
  ]),
};

/** A text may stay English when, placeholders and punctuation aside, it is only kept words (or nothing). */
export const mayStayEnglish = (language: Translation, text: string): boolean => {
  const words = text
    .replace(/%\{\w+\}/g, ' ')
    .replace(/[^\p{L}\p{N}.-]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '' && !/^[\p{P}]+$/u.test(word));
  return words.every((word) => WORDS_KEPT_AS_IN_ENGLISH[language].has(word));
};

/** Every text of a catalogue by its dotted key. */
export const flatten = (tree: MessageTree, prefix = ''): Map<string, string> => {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(keyPath, value);
    else for (const [childPath, text] of flatten(value, keyPath)) texts.set(childPath, text);
  }
  return texts;
};

export type Untranslated = 'missing' | 'empty' | 'same as English';

export interface UntranslatedText {
  key: string;
  problem: Untranslated;
  english: string;
}

/** What a translator has left in one file: the file to edit and its texts to translate. */
export interface FileToTranslate {
  file: string;
  texts: UntranslatedText[];
}

export interface LanguageReport {
  language: Translation;
  files: FileToTranslate[];
  /** How many texts the language's files hold in all. */
  keys: number;
}

/** An English catalogue and the file each language's translation of it lives in. */
interface Catalogue {
  english: () => Promise<MessageTree>;
  fileIn: (language: Translation) => string;
}

const ENGLISH_SUFFIX = '.en.ts';
const FOLDERS_WITH_CATALOGUES = ['texts', 'src'];

const filesEndingIn = (folder: string, suffix: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesEndingIn(entryPath, suffix);
    return entry.name.endsWith(suffix) ? [entryPath] : [];
  });

/** A catalogue file's texts: each file exports its catalogue, a plain object of texts. */
const textsOf = async (file: string): Promise<MessageTree> => {
  const exported: Record<string, unknown> = await import(/* @vite-ignore */ file);
  return Object.values(exported).reduce<MessageTree>(
    (texts, value) => ({ ...texts, ...(value as MessageTree) }),
    {},
  );
};

/**
 * Every catalogue: each `<name>.en.ts` under texts/ and src/ is translated in `<name>.<language>.ts`
 * beside it, and react-admin's own English texts in `src/i18n/reactAdmin.<language>.ts`.
 */
const cataloguesUnder = (root: string): Catalogue[] => [
  {
    english: async () => englishMessages as unknown as MessageTree,
    fileIn: (language) => path.join(root, 'src', 'i18n', `reactAdmin.${language}.ts`),
  },
  ...FOLDERS_WITH_CATALOGUES.flatMap((folder) =>
    filesEndingIn(path.join(root, folder), ENGLISH_SUFFIX),
  )
    .sort()
    .map((englishFile) => ({
      english: () => textsOf(englishFile),
      fileIn: (language: Translation) =>
        `${englishFile.slice(0, -ENGLISH_SUFFIX.length)}.${language}.ts`,
    })),
];

/** A translation file beside the texts of its English catalogue (none when the file is still to write). */
export interface TranslationFile {
  file: string;
  english: Map<string, string>;
  translated: Map<string, string>;
}

const untranslatedTexts = (
  language: Translation,
  { english, translated }: TranslationFile,
): UntranslatedText[] =>
  [...english].flatMap(([key, englishText]): UntranslatedText[] => {
    const text = translated.get(key);
    if (text === undefined) return [{ key, problem: 'missing', english: englishText }];
    if (text.trim() === '' && englishText.trim() !== '')
      return [{ key, problem: 'empty', english: englishText }];
    if (text === englishText && !mayStayEnglish(language, englishText))
      return [{ key, problem: 'same as English', english: englishText }];
    return [];
  });

/** The files of a language with texts still to translate, each with those texts. */
export const filesToTranslate = (
  language: Translation,
  files: TranslationFile[],
): FileToTranslate[] =>
  files
    .map((file) => ({ file: file.file, texts: untranslatedTexts(language, file) }))
    .filter((file) => file.texts.length > 0);

/**
 * For each language but English, every text of every catalogue that is missing, empty or still
 * the English one, grouped by the file to edit (a file that does not exist yet lacks them all).
 */
export const checkTranslations = async (root: string): Promise<LanguageReport[]> => {
  const catalogues = cataloguesUnder(root);
  const englishTexts = await Promise.all(catalogues.map(async (c) => flatten(await c.english())));
  const translations = LANGUAGES.filter((language): language is Translation => language !== 'en');
  return Promise.all(
    translations.map(async (language) => {
      const files = await Promise.all(
        catalogues.map(async (catalogue, index) => {
          const file = catalogue.fileIn(language);
          return {
            file: path.relative(root, file),
            english: englishTexts[index]!,
            translated: existsSync(file) ? flatten(await textsOf(file)) : new Map<string, string>(),
          };
        }),
      );
      return {
        language,
        files: filesToTranslate(language, files),
        keys: englishTexts.reduce((count, texts) => count + texts.size, 0),
      };
    }),
  );
};
