import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/**
 * The app's query client. A refusal (4xx) is the server's answer, not a hiccup: asking again only
 * delays its message by the retries' back-off (about 7 s). Other failures are tried three times,
 * react-query's default. The web tests render screens with the same client, so they wait as the
 * app does.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          !(error instanceof HttpError && error.status >= 400 && error.status < 500) &&
          failures < 3,
      },
    },
  });
