import { HttpError } from 'react-admin';

/** Values of a query string; undefined entries are left out, a list repeats its key. */
export type Query = Record<string, string | number | readonly string[] | undefined>;

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: Record<string, unknown> | FormData;
  headers?: Record<string, string>;
  /** `blob`: the reply is a file (a CSV export), not JSON. */
  as?: 'json' | 'blob';
}

export interface ErrorBody {
  /** `details`: what a field message cannot carry, e.g. the holiday dates of a refused series. */
  error?: {
    message?: string;
    code?: string;
    fields?: Record<string, string>;
    details?: Record<string, unknown>;
  };
}

export type HttpClient = <T>(request: HttpRequest) => Promise<T>;

/** The refusal of a write made offline, a text key the toast translates (src/pwa/texts.en.ts). */
export const OFFLINE_WRITE_REFUSED = 'saluni.pwa.offline.notSaved';

/**
 * Whether the browser says it has no connection. A write is refused at once then: sent, it would
 * hang or fail after the person has moved on, and nothing queues it for later.
 */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export const toQueryString = (query: Query = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * Same-origin fetch with the session cookie. A failed call becomes react-admin's HttpError with
 * the server's message and, under `body.errors`, its field messages: react-admin puts those on
 * the form's fields.
 */
export const createHttpClient =
  (fetchImpl?: typeof fetch, languageOf?: () => string): HttpClient =>
  async <T>({
    method = 'GET',
    path,
    query,
    body,
    headers = {},
    as = 'json',
  }: HttpRequest): Promise<T> => {
    if (method !== 'GET' && isOffline())
      throw new HttpError(OFFLINE_WRITE_REFUSED, 0, { code: 'OFFLINE' });
    // Looked up per call so tests can swap the global fetch.
    const doFetch = fetchImpl ?? globalThis.fetch;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const response = await doFetch(`${path}${toQueryString(query)}`, {
      method,
      credentials: 'include',
      headers: {
        Accept: as === 'blob' ? '*/*' : 'application/json',
        // The server's messages (toasts, field errors) come back in the language being read.
        ...(languageOf ? { 'Accept-Language': languageOf() } : {}),
        ...(body && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    if (as === 'blob' && response.ok) return (await response.blob()) as T;
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // A proxy's HTML error page: the status text is all we have.
    }
    if (!response.ok) {
      const error = (json as ErrorBody | undefined)?.error;
      throw new HttpError(error?.message ?? response.statusText, response.status, {
        errors: error?.fields,
        code: error?.code,
        details: error?.details,
      });
    }
    return json as T;
  };
