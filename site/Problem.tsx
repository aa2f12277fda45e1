/** @jsxImportSource preact */
import { SiteFailure } from './api';
import { useLanguage } from './i18n';

/**
 * What went wrong with a call: the server's message, or that the network failed with a button to
 * try again.
 */
export const Problem = ({
  failure,
  retry,
  fields = [],
}: {
  failure: unknown;
  retry?: () => void;
  /** The fields the screen shows messages beside: a failure about them is told there only. */
  fields?: string[];
}) => {
  const { t } = useLanguage();
  if (!failure) return null;
  if (failure instanceof SiteFailure && fields.some((field) => failure.fields[field])) return null;
  const network = !(failure instanceof SiteFailure) || failure.kind === 'network';
  return (
    <div class="problem" role="alert">
      <p>{network ? t('networkFailed') : failure.message}</p>
      {network && retry && (
        <button type="button" onClick={retry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
};

/** The server's message for one field, if the failure names it. */
export const fieldError = (failure: unknown, field: string): string | undefined =>
  failure instanceof SiteFailure ? failure.fields[field] : undefined;
