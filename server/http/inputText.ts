import type { FastifyInstance } from 'fastify';
import { HttpError, validationFailed } from './errors';
import { text } from './messages';

/**
 * PostgreSQL cannot store NUL in text and rejects unpaired UTF-16 surrogates, so such text would
 * fail deep inside a write. Every query value, path parameter and body text is checked here once,
 * before any route runs, and refused with the field it came in.
 */
// In Unicode mode a paired surrogate is one code point, so \p{Cs} matches only unpaired halves.
const UNSTORABLE = /[\0\p{Cs}]/u;
const isStorableText = (value: string) => !UNSTORABLE.test(value);

/** The top-level field of the first key or text value that cannot be stored; walked without recursion so deep nesting is harmless. */
export const unstorableField = (input: unknown): string | undefined => {
  if (input === null || typeof input !== 'object')
    return typeof input === 'string' && !isStorableText(input) ? '' : undefined;
  for (const [field, value] of Object.entries(input)) {
    if (!isStorableText(field)) return field;
    const pending: unknown[] = [value];
    while (pending.length) {
      const next = pending.pop();
      if (typeof next === 'string') {
        if (!isStorableText(next)) return field;
      } else if (next !== null && typeof next === 'object') {
        for (const [key, inner] of Object.entries(next)) {
          if (!isStorableText(key)) return field;
          pending.push(inner);
        }
      }
    }
  }
  return undefined;
};

const refusal = () => text('saluni.validation.unstorableText');

/** Refuses NUL and unpaired surrogates in query values (400), path parameters (400) and JSON bodies (422). */
export const registerTextInputCheck = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.query, request.params]) {
      const field = unstorableField(input);
      if (field !== undefined)
        throw new HttpError(400, 'BAD_REQUEST', refusal(), { [field]: refusal() });
    }
    const field = unstorableField(request.body);
    if (field !== undefined) throw validationFailed({ [field]: refusal() });
  });
};
