import { HttpError } from 'react-admin';

/** A failure's text: the server's (or client error's) message, else the call's own fallback (inventory.md 8). */
export const errorMessage = (
  error: unknown,
  fallback = 'saluni.spec.errors.anErrorOccurred',
): string => (error instanceof Error && error.message ? error.message : fallback);

/** The server's message per field of a refused call (the `errors` of its body), or none. */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  (error instanceof HttpError
    ? (error.body as { errors?: Record<string, string> } | undefined)?.errors
    : undefined) ?? {};
