import Polyglot from 'node-polyglot';
import { saluniEnglish } from '../../src/i18n/saluni.en';
import type { ValidationMessage } from '../../registry/validation';

/** The server speaks the same catalogue as the web app, so error texts match the spec. */
const polyglot = new Polyglot({ phrases: saluniEnglish, locale: 'en', allowMissing: false, onMissingKey: (key) => key });

export const text = (message: ValidationMessage, args?: Record<string, number | string>): string =>
  typeof message === 'string' ? polyglot.t(message, args) : polyglot.t(message.message, message.args);
