import { useEffect } from 'react';
import { APP_MANIFEST_FILE } from '../../registry/appManifest';
import { ROUTES } from '../../registry/routes';

/**
 * Links, while signed in to `businessId`, the server's manifest named after that salon in place of
 * the product's (registry/appManifest.ts): the app a phone installs from here carries the salon's
 * name. Asked for with the session's cookie, which a manifest's request leaves out unless told.
 */
export const useSalonManifest = (businessId: string | null) =>
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link || !businessId) return;
    link.crossOrigin = 'use-credentials';
    link.href = `${ROUTES.appManifest.path}?${new URLSearchParams({ businessId })}`;
    return () => {
      link.removeAttribute('crossorigin');
      link.href = `/${APP_MANIFEST_FILE}`;
    };
  }, [businessId]);
