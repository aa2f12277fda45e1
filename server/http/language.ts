import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../texts/languages';
import { speakingTo } from './messages';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the reply speaks: the signed-in user's (set once the session is read), else
     * the best of `Accept-Language`, else English.
     */
    language: Language;
  }
}

/** The most preferred language of an `Accept-Language` header that Saluni speaks (`sw-KE` is `sw`). */
export const languageOfHeader = (header: string | undefined): Language => {
  const ranked = (header ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const quality = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return {
        language: tag.split('-')[0]!.toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
      };
    })
    .filter((entry) => entry.quality > 0 && isLanguage(entry.language))
    .sort((a, b) => b.quality - a.quality);
  return (ranked[0]?.language as Language | undefined) ?? DEFAULT_LANGUAGE;
};

/** The signed-in user's language wins over the browser's for the rest of the request. */
export const answerInUserLanguage = (request: FastifyRequest, language: string) => {
  if (isLanguage(language)) request.language = language;
};

/**
 * The one place a request's language is decided. Handlers run inside `speakingTo(request)`,
 * so every `text()` they reach speaks the request's language; the error handler does the same
 * for failures raised before a handler runs (a malformed body).
 */
export const registerRequestLanguage = (app: FastifyInstance) => {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageOfHeader(request.headers['accept-language']);
    done();
  });
  // Entered after body parsing: the parser's stream events would leave the async context.
  app.addHook('preHandler', (request, _reply, done) => speakingTo(request, done));
};
