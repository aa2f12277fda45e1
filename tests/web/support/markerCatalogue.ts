import type { I18nProvider } from 'react-admin';

/**
 * Every text a screen shows comes from the catalogue: rendered with a catalogue whose every
 * text is its key in brackets (⟦key⟧), a screen may show only those markers, the records' own
 * data, numbers, dates and amounts. An English word left over was written in a component, and
 * would stay English in Swahili.
 */
export const markerCatalogue: I18nProvider = {
  translate: (key) => `⟦${key}⟧`,
  changeLocale: async () => undefined,
  getLocale: () => 'en',
  getLocales: () => [
    { locale: 'en', name: 'English' },
    { locale: 'sw', name: 'Kiswahili' },
  ],
};

/** Texts that are the same in every language: the language names (each in its own language). */
const SAME_IN_EVERY_LANGUAGE = new Set(['English', 'Kiswahili']);

/** Record data every screen may show: each text field of a fake record is `Datum <field>`. */
const DATUM = /Datum \w+/g;
/** A marker, or a marker translated again (a menu entry's label passes the catalogue twice). */
const MARKER = /⟦+[^⟦⟧]*⟧+/g;
/**
 * Month and weekday names, full or short, of a date written in the reader's language: they come
 * from the date library's locale (Swahili in Swahili), not from the catalogue.
 */
const DATE_NAMES =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g;
/** Amounts ('KES 1,500.00', 'Ksh.', 'A$'), dates, times, counts and the punctuation between them. */
const NOT_WORDS = /KES|Ksh\.|A\$|[\d\s\u200b.,:;·\-–—/()%*+|#×]/g;

/** Removes every occurrence of the records' own texts, longest first (a name inside a longer name). */
const withoutData = (text: string, data: readonly string[]) =>
  data.reduce((rest, datum) => (rest.includes(datum) ? rest.split(datum).join(' ') : rest), text);

/**
 * The visible texts that are neither catalogue output nor data: the fake records' `Datum …`
 * texts, or `data`, the texts of the server's own replies (longest first).
 */
export const textsOutsideTheCatalogue = (data: readonly string[] = []): string[] => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    // A field's value is data the user reads or copies (the booking page's embed code), not the page's words.
    if (!text || node.parentElement?.closest('script, style, textarea, [aria-hidden="true"]'))
      continue;
    // A single capital is a record's initial (an avatar without a picture).
    if (SAME_IN_EVERY_LANGUAGE.has(text) || /^\p{Lu}$/u.test(text)) continue;
    const rest = withoutData(text.replace(MARKER, ' '), data)
      .replace(DATUM, '')
      .replace(DATE_NAMES, '')
      .replace(/\S+@example\.com/g, '')
      .replace(NOT_WORDS, '');
    if (rest) found.push(text);
  }
  return found;
};
