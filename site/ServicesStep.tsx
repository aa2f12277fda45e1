/** @jsxImportSource preact */
import type { BookingSite, SiteService } from '../registry/bookingSite';
import { formatMoney } from './format';
import { useLanguage } from './i18n';
import { StepHeading } from './StepHeading';

interface ServicesStepProps {
  site: BookingSite;
  chosen: string[];
  onToggle: (serviceId: string) => void;
  onContinue: () => void;
}

/** The services by category, each with its price, duration and deposit; one or several make the visit. */
export const ServicesStep = ({ site, chosen, onToggle, onContinue }: ServicesStepProps) => {
  const { t } = useLanguage();
  const services = site.categories.flatMap((category) => category.services);
  const picked = services.filter((service) => chosen.includes(service._id));
  const total = picked.reduce((sum, service) => sum + service.priceMinor, 0);
  const minutes = picked.reduce((sum, service) => sum + service.durationInMinutes, 0);
  const depositNote = (service: SiteService) =>
    service.depositMinor > 0 &&
    t(service.depositForEveryone ? 'depositNote' : 'depositNoteNewClients', {
      amount: formatMoney(service.depositMinor, site.currency),
    });
  return (
    <section>
      <StepHeading>{t('servicesHeading')}</StepHeading>
      {site.categories.map((category) => (
        <fieldset key={category._id ?? 'none'} class="category">
          <legend>{category.name ?? t('otherServices')}</legend>
          {category.services.map((service) => (
            <label key={service._id} class="choice service">
              <input
                type="checkbox"
                checked={chosen.includes(service._id)}
                onChange={() => onToggle(service._id)}
              />
              <span class="choice-text">
                <span class="name">{service.name}</span>
                <span class="meta">
                  {formatMoney(service.priceMinor, site.currency)} ·{' '}
                  {t('minutes', { n: service.durationInMinutes })}
                </span>
                {service.description && <span class="meta">{service.description}</span>}
                {depositNote(service) && <span class="deposit">{depositNote(service)}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <div class="actions sticky">
        {picked.length > 0 && (
          <p aria-live="polite">
            {t('chosenCount', {
              n: picked.length,
              amount: formatMoney(total, site.currency),
              duration: t('minutes', { n: minutes }),
            })}
          </p>
        )}
        <button type="button" class="primary" disabled={picked.length === 0} onClick={onContinue}>
          {picked.length === 0 ? t('chooseAService') : t('continue')}
        </button>
      </div>
    </section>
  );
};
