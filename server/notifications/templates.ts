import { and, asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import type { InferType } from 'yup';
import {
  MESSAGE_KINDS,
  MESSAGE_LIMITS,
  TEMPLATE_PLACEHOLDERS,
  type MessagePreview,
  type MessageTemplate,
} from '../../registry/messages';
import { textSchema } from '../../registry/validation';
import { LANGUAGES } from '../../texts/languages';
import type { Database } from '../db/database';
import { businesses, employees, messageSettings, messageTemplates, services } from '../db/schema';
import { notFound, validationFailed } from '../http/errors';
import { speakingTo, text } from '../http/messages';
import { smsSegments } from '../messaging';
import { defaultTemplate, fillTemplate, localDateAndTime, type TemplateValues } from './render';

const V = 'saluni.messageTemplates.validation';

const words = (max: number, message: string) =>
  textSchema()
    .max(max, message)
    .test('filled', message, (value) => Boolean(value?.trim()))
    .required(message)
    .nonNullable(message);

const oneOf = <T extends string>(choices: readonly T[], message: string) =>
  textSchema().oneOf(choices, message).required(message).nonNullable(message);

/** `PUT /v1/message-templates` and `POST /v1/message-preview`: one kind in one language. */
export const messageTemplateSchema = yup.object({
  businessId: textSchema(),
  kind: oneOf(MESSAGE_KINDS, `${V}.kind`),
  language: oneOf(LANGUAGES, `${V}.language`),
  smsBody: words(MESSAGE_LIMITS.smsBody, `${V}.smsBody`),
  emailSubject: words(MESSAGE_LIMITS.emailSubject, `${V}.emailSubject`),
  emailBody: words(MESSAGE_LIMITS.emailBody, `${V}.emailBody`),
});

export type MessageTemplateBody = InferType<typeof messageTemplateSchema>;

const WORD_FIELDS = ['smsBody', 'emailSubject', 'emailBody'] as const;

/** Refuses a `{name}` that is no placeholder, naming the field it is in. */
const refuseUnknownPlaceholders = (body: MessageTemplateBody) => {
  const fields: Record<string, string> = {};
  for (const field of WORD_FIELDS) {
    const unknown = [...body[field].matchAll(/\{(\w+)\}/g)]
      .map((match) => match[1]!)
      .find((name) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name));
    if (unknown)
      fields[field] = text(`${V}.unknownPlaceholder`, {
        name: `{${unknown}}`,
        names: TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(' '),
      });
  }
  if (Object.keys(fields).length) throw validationFailed(fields);
};

/** `GET /v1/message-templates`: every kind in both languages, the business's words or the product's. */
export const templatesOf = async (db: Database, businessId: string): Promise<MessageTemplate[]> => {
  const saved = await db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.businessId, businessId))
    .orderBy(asc(messageTemplates.kind));
  return MESSAGE_KINDS.flatMap((kind) =>
    LANGUAGES.map((language) => {
      const own = saved.find((row) => row.kind === kind && row.language === language);
      return own
        ? {
            kind,
            language,
            smsBody: own.smsBody,
            emailSubject: own.emailSubject,
            emailBody: own.emailBody,
            isDefault: false,
          }
        : defaultTemplate(kind, language);
    }),
  );
};

/** Saves the business's words for one kind in one language. */
export const saveTemplate = async (
  db: Database,
  businessId: string,
  body: MessageTemplateBody,
): Promise<MessageTemplate> => {
  refuseUnknownPlaceholders(body);
  const { kind, language, smsBody, emailSubject, emailBody } = body;
  await db
    .insert(messageTemplates)
    .values({ id: uuidv7(), businessId, kind, language, smsBody, emailSubject, emailBody })
    .onConflictDoUpdate({
      target: [messageTemplates.businessId, messageTemplates.kind, messageTemplates.language],
      set: { smsBody, emailSubject, emailBody, updatedAt: new Date() },
    });
  return { kind, language, smsBody, emailSubject, emailBody, isDefault: false };
};

export const resetQuerySchema = yup.object({
  kind: oneOf(MESSAGE_KINDS, `${V}.kind`),
  language: oneOf(LANGUAGES, `${V}.language`),
});

/** Back to the product's words: answers them. */
export const resetTemplate = async (
  db: Database,
  businessId: string,
  query: Record<string, unknown>,
): Promise<MessageTemplate> => {
  const { kind, language } = await resetQuerySchema
    .validate(query, { strict: true })
    .catch((error: yup.ValidationError) => {
      throw validationFailed({ [error.path ?? 'kind']: text(String(error.errors[0])) });
    });
  await db
    .delete(messageTemplates)
    .where(
      and(
        eq(messageTemplates.businessId, businessId),
        eq(messageTemplates.kind, kind),
        eq(messageTemplates.language, language),
      ),
    );
  return defaultTemplate(kind, language);
};

/** Kenyan or Australian first names for the sample client and stylist, by the business's country. */
const SAMPLE_CLIENT = { KE: 'Amina', AU: 'Olivia' } as const;
const SAMPLE_STAFF = { KE: 'Wanjiru', AU: 'Chloe' } as const;
const SAMPLE_DAYS_AHEAD = 2;

/** `POST /v1/message-preview`: the words filled with a sample appointment of the business. */
export const previewTemplate = async (
  db: Database,
  businessId: string,
  body: MessageTemplateBody,
): Promise<MessagePreview> => {
  refuseUnknownPlaceholders(body);
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  if (!business) throw notFound();
  const [settings] = await db
    .select({ senderName: messageSettings.senderName, reviewLink: messageSettings.reviewLink })
    .from(messageSettings)
    .where(eq(messageSettings.businessId, businessId));
  const [service] = await db
    .select({ name: services.name })
    .from(services)
    .where(eq(services.businessId, businessId))
    .orderBy(asc(services.createdAt))
    .limit(1);
  const [employee] = await db
    .select({ fullName: employees.fullName })
    .from(employees)
    .where(eq(employees.businessId, businessId))
    .orderBy(asc(employees.createdAt))
    .limit(1);
  const language = body.language;
  const sample = (key: string) =>
    speakingTo({ language }, () => text(`saluni.messageTemplates.sample.${key}`));
  const start = new Date(Date.now() + SAMPLE_DAYS_AHEAD * 86_400_000);
  start.setUTCMinutes(0, 0, 0);
  const country = business.country === 'AU' ? 'AU' : 'KE';
  const amount = business.currency === 'AUD' ? 20 : 500;
  const values: TemplateValues = {
    firstName: SAMPLE_CLIENT[country],
    salon: settings?.senderName || business.name,
    services: service?.name ?? sample('services'),
    staff: employee?.fullName.trim().split(/\s+/)[0] ?? SAMPLE_STAFF[country],
    ...localDateAndTime(start, business.timezone, language),
    address: business.address ?? '',
    manageLink: sample('manageLink'),
    depositDue: speakingTo({ language }, () =>
      text('saluni.messageTemplates.depositDue', { amount: `${business.currency} ${amount}` }),
    ),
    reviewLink: settings?.reviewLink ?? '',
  };
  const sms = fillTemplate(body.smsBody, values);
  const { segments, encoding } = smsSegments(sms);
  return {
    sms: { text: sms, parts: segments, encoding, units: segments },
    email: {
      subject: fillTemplate(body.emailSubject, values),
      body: fillTemplate(body.emailBody, values),
    },
  };
};
