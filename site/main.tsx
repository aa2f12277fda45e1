/** @jsxImportSource preact */
import { render } from 'preact';
import { callSite } from './api';
import { browserLanguage } from './i18n';
import { SiteRoot, sitePageOf } from './SiteRoot';
import './site.css';

/**
 * The booking site's entry (book.html). The salon is asked for before the first draw, so its
 * answer travels while Preact starts.
 */
const page = sitePageOf(window.location);
const language = browserLanguage(navigator.languages);
const firstLoad = callSite('bookingSiteGet', language, { params: { slug: page.slug } });
// A page that shows without the salon (the manage page) must not report the failure twice.
firstLoad.catch(() => undefined);

render(
  <SiteRoot page={page} initialLanguage={language} firstLoad={firstLoad} />,
  document.getElementById('site')!,
);
