import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import type { InferType } from 'yup';
import {
  DEFAULT_AUTOMATIONS,
  DEFAULT_REMINDERS,
  MESSAGE_LIMITS,
  type MessageSettings,
  type MessageSettingsDocument,
} from '../../registry/messages';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { messageSettings } from '../db/schema';
import { sendingWindowOf } from '../messaging';
import { businessLocale } from '../tenancy/locale';

const V = 'saluni.messageSettings.validation';

const DEFAULT_SETTINGS: MessageSettings = {
  confirmationEnabled: true,
  movedEnabled: true,
  cancelledEnabled: true,
  reminders: DEFAULT_REMINDERS,
  senderName: null,
  quietHoursStart: null,
  quietHoursEnd: null,
  reviewLink: null,
  automations: DEFAULT_AUTOMATIONS,
};

const toggle = () =>
  yup
    .boolean()
    .strict()
    .typeError(`${V}.boolean`)
    .required(`${V}.boolean`)
    .nonNullable(`${V}.boolean`);

const wholeBetween = (range: { min: number; max: number }, message: string) =>
  yup
    .number()
    .strict()
    .typeError(message)
    .integer(message)
    .min(range.min, message)
    .max(range.max, message)
    .required(message)
    .nonNullable(message);

/** 'HH:mm' on a 24-hour clock, or null for the country's default. */
const clockTime = () =>
  textSchema()
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, `${V}.time`)
    .nullable()
    .defined(`${V}.time`);

const reminderSchema = yup
  .object({
    minutesBefore: wholeBetween(MESSAGE_LIMITS.minutesBefore, `${V}.minutesBefore`),
    enabled: toggle(),
  })
  .noUnknown('saluni.validation.unknownField');

const automationsSchema = yup
  .object({
    review: yup.object({
      enabled: toggle(),
      hoursAfter: wholeBetween(MESSAGE_LIMITS.hoursAfter, `${V}.hoursAfter`),
    }),
    birthday: yup.object({ enabled: toggle() }),
    rebook: yup.object({
      enabled: toggle(),
      graceDays: wholeBetween(MESSAGE_LIMITS.graceDays, `${V}.graceDays`),
    }),
    winback: yup.object({
      enabled: toggle(),
      days: wholeBetween(MESSAGE_LIMITS.winbackDays, `${V}.winbackDays`),
    }),
  })
  .noUnknown('saluni.validation.unknownField');

/** `PUT /v1/message-settings`: every setting, and the business it is for. */
export const messageSettingsSaveSchema = yup.object({
  businessId: textSchema(),
  confirmationEnabled: toggle(),
  movedEnabled: toggle(),
  cancelledEnabled: toggle(),
  reminders: yup
    .array()
    .of(reminderSchema.required(`${V}.reminders`))
    .strict()
    .typeError(`${V}.reminders`)
    .max(MESSAGE_LIMITS.reminders, `${V}.reminders`)
    .required(`${V}.reminders`)
    .test('distinct', `${V}.reminders`, (reminders) => {
      const minutes = (reminders ?? []).map((reminder) => reminder?.minutesBefore);
      return new Set(minutes).size === minutes.length;
    }),
  senderName: textSchema(MESSAGE_LIMITS.senderName)
    .max(MESSAGE_LIMITS.senderName, `${V}.senderName`)
    .nullable()
    .defined(`${V}.senderName`),
  quietHoursStart: clockTime(),
  quietHoursEnd: clockTime().test(
    'both',
    `${V}.quietHours`,
    (end, context) => (end === null) === (context.parent.quietHoursStart === null),
  ),
  reviewLink: textSchema(2000)
    .matches(/^https?:\/\/[^\s/]+\.[^\s]+$/i, `${V}.reviewLink`)
    .nullable()
    .defined(`${V}.reviewLink`),
  automations: automationsSchema.required('saluni.validation.unknownField'),
});

export type MessageSettingsBody = InferType<typeof messageSettingsSaveSchema>;

/** Texts trimmed and empty ones read as null, before the schema (which never transforms). */
export const prepareMessageSettings = (fields: Record<string, unknown>) => {
  const blankAsNull = (value: unknown) =>
    typeof value === 'string' ? value.trim() || null : value;
  return {
    ...fields,
    ...Object.fromEntries(
      ['senderName', 'quietHoursStart', 'quietHoursEnd', 'reviewLink']
        .filter((key) => key in fields)
        .map((key) => [key, blankAsNull(fields[key])]),
    ),
  };
};

/** The settings the messages follow: the saved ones, or the defaults. */
export const settingsOf = async (db: Database, businessId: string): Promise<MessageSettings> => {
  const [row] = await db
    .select()
    .from(messageSettings)
    .where(eq(messageSettings.businessId, businessId));
  if (!row) return DEFAULT_SETTINGS;
  return {
    confirmationEnabled: row.confirmationEnabled,
    movedEnabled: row.movedEnabled,
    cancelledEnabled: row.cancelledEnabled,
    reminders: row.reminders,
    senderName: row.senderName,
    quietHoursStart: row.quietHoursStart,
    quietHoursEnd: row.quietHoursEnd,
    reviewLink: row.reviewLink,
    automations: { ...DEFAULT_AUTOMATIONS, ...row.automations },
  };
};

/** `GET /v1/message-settings`: the settings, whether saved, and the sending window in force. */
export const messageSettingsOf = async (
  db: Database,
  businessId: string,
): Promise<MessageSettingsDocument> => {
  const [saved] = await db
    .select({ id: messageSettings.id })
    .from(messageSettings)
    .where(eq(messageSettings.businessId, businessId));
  const settings = await settingsOf(db, businessId);
  const { country } = await businessLocale(db, businessId);
  return {
    businessId,
    saved: Boolean(saved),
    ...settings,
    sendingWindow: sendingWindowOf(country, {
      start: settings.quietHoursStart,
      end: settings.quietHoursEnd,
    }),
  };
};

/** Saves the settings, one row per business. */
export const saveMessageSettings = async (
  db: Database,
  businessId: string,
  body: MessageSettingsBody,
): Promise<MessageSettingsDocument> => {
  const { businessId: _named, ...fields } = body;
  const settings = {
    ...fields,
    reminders: fields.reminders.map(({ minutesBefore, enabled }) => ({ minutesBefore, enabled })),
  };
  await db
    .insert(messageSettings)
    .values({ id: uuidv7(), businessId, ...settings })
    .onConflictDoUpdate({
      target: messageSettings.businessId,
      set: { ...settings, updatedAt: new Date() },
    });
  return messageSettingsOf(db, businessId);
};
