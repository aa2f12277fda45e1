/** @jsxImportSource preact */
import type { BookingSite } from '../registry/bookingSite';
import { useLanguage } from './i18n';

/** The salon: its logo, name, address and the opening hours of its bookable staff. */
export const SalonHeader = ({ site }: { site: BookingSite }) => {
  const { t } = useLanguage();
  return (
    <header class="salon">
      {site.logoUrl && <img class="logo" src={site.logoUrl} alt="" width={64} height={64} />}
      <h1>{site.name}</h1>
      {site.address && (
        <p>
          <span class="visually-hidden">{t('address')}: </span>
          {site.address}
        </p>
      )}
      <details class="hours">
        <summary>{t('openingHours')}</summary>
        <dl>
          {site.hours.map((opening) => (
            <div key={opening.day} class="row">
              <dt>{t(opening.day)}</dt>
              <dd>{opening.open ? `${opening.start}–${opening.end}` : t('closed')}</dd>
            </div>
          ))}
        </dl>
      </details>
    </header>
  );
};
