/** @jsxImportSource preact */
import { SITE_LANGUAGES, useLanguage } from './i18n';

const NAMES = { en: 'English', sw: 'Kiswahili' } as const;

/** English or Swahili, each named in its own language. */
export const LanguageSwitch = () => {
  const { t, language, setLanguage } = useLanguage();
  return (
    <nav class="language" aria-label={t('language')}>
      {SITE_LANGUAGES.map((each) => (
        <button
          key={each}
          type="button"
          lang={each}
          aria-pressed={each === language}
          onClick={() => setLanguage(each)}
        >
          {NAMES[each]}
        </button>
      ))}
    </nav>
  );
};
