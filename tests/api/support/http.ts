import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './testApp';

export interface SendOptions {
  cookie?: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The origin of the app under light-my-request (its Host is `localhost:80`), as a browser on it sends. */
export const APP_ORIGIN = 'http://localhost';

/** One request through light-my-request from the app's own origin, with the session cookie when given. */
export const send = (
  app: TestApp,
  method: Method,
  url: string,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url,
    headers: {
      origin: APP_ORIGIN,
      ...(options.cookie && { cookie: options.cookie }),
      ...options.headers,
    },
    ...(options.payload !== undefined && { payload: options.payload }),
  });

/** The parsed JSON body of a reply. */
export const body = <T = Record<string, unknown>>(response: LightMyRequestResponse): T =>
  response.json<T>();

export interface ErrorBody {
  error: { message: string; code: string; fields?: Record<string, string> };
}

/** `url` with a query string built from `query` (undefined values left out). */
export const withQuery = (url: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.append(key, String(value));
  const text = params.toString();
  return text ? `${url}?${text}` : url;
};
