/** @jsxImportSource preact */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { BookingSite } from '../registry/bookingSite';
import type { Language } from '../texts/languages';
import { callSite } from './api';
import { BookingFlow } from './BookingFlow';
import { LanguageContext, translator } from './i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { ManagePage } from './ManagePage';
import { DEFAULT_OPTIONS, OptionsContext, type SiteOptions } from './options';
import { Problem } from './Problem';
import { SalonHeader } from './SalonHeader';

/** Which page of a business's site an address names: `/book/{slug}` or `/book/{slug}/manage#{token}`. */
export interface SitePage {
  slug: string;
  manageToken: string | null;
}

export const sitePageOf = (location: Pick<Location, 'pathname' | 'hash'>): SitePage => {
  const [, , slug = '', page] = location.pathname.split('/');
  return {
    slug: decodeURIComponent(slug),
    manageToken: page === 'manage' ? decodeURIComponent(location.hash.slice(1)) : null,
  };
};

interface SiteRootProps {
  page: SitePage;
  initialLanguage: Language;
  /** The site's first call, started before the page drew so it runs beside the script's start. */
  firstLoad?: Promise<BookingSite>;
  options?: SiteOptions;
}

/** The booking site: the salon, the language switch, and the booking flow or the manage page. */
export const SiteRoot = ({
  page,
  initialLanguage,
  firstLoad,
  options = DEFAULT_OPTIONS,
}: SiteRootProps) => {
  const [language, setLanguage] = useState(initialLanguage);
  const [site, setSite] = useState<BookingSite | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [formShownAt] = useState(() => performance.now());
  const texts = useMemo(() => ({ language, t: translator(language), setLanguage }), [language]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  useEffect(() => {
    setFailure(null);
    const load =
      attempt === 0 && firstLoad
        ? firstLoad
        : callSite('bookingSiteGet', language, { params: { slug: page.slug } });
    load.then(setSite, setFailure);
  }, [attempt, firstLoad, language, page.slug]);

  const retry = () => setAttempt((n) => n + 1);
  return (
    <OptionsContext.Provider value={options}>
      <LanguageContext.Provider value={texts}>
        <LanguageSwitch />
        {site && <SalonHeader site={site} />}
        <main>
          {page.manageToken !== null ? (
            <ManagePage token={page.manageToken} site={site} />
          ) : site ? (
            <BookingFlow site={site} formShownAt={formShownAt} />
          ) : failure ? (
            <Problem failure={failure} retry={retry} />
          ) : (
            <p aria-busy="true">{texts.t('loading')}</p>
          )}
        </main>
      </LanguageContext.Provider>
    </OptionsContext.Provider>
  );
};
