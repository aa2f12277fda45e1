import type { MessageSettings, MessageSettingsDocument } from '../../registry/messages';

/** One reminder as typed: an amount and whether it counts hours or whole days. */
export interface ReminderRow {
  amount: string;
  unit: 'hours' | 'days';
  enabled: boolean;
}

/** The form's values: numbers and optional texts as typed, sent once read. */
export interface SettingsValues {
  confirmationEnabled: boolean;
  movedEnabled: boolean;
  cancelledEnabled: boolean;
  reminders: ReminderRow[];
  senderName: string;
  quietHoursStart: string;
  quietHoursEnd: string;
  reviewLink: string;
  reviewEnabled: boolean;
  hoursAfter: string;
  birthdayEnabled: boolean;
  rebookEnabled: boolean;
  graceDays: string;
  winbackEnabled: boolean;
  winbackDays: string;
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1440;

/** Whole days show as days (the server counts them as local days), the rest as hours. */
export const reminderRowOf = ({ minutesBefore, enabled }: MessageSettings['reminders'][number]) =>
  minutesBefore % MINUTES_PER_DAY === 0
    ? { amount: String(minutesBefore / MINUTES_PER_DAY), unit: 'days' as const, enabled }
    : { amount: String(minutesBefore / MINUTES_PER_HOUR), unit: 'hours' as const, enabled };

export const settingsValuesOf = (settings: MessageSettingsDocument): SettingsValues => ({
  confirmationEnabled: settings.confirmationEnabled,
  movedEnabled: settings.movedEnabled,
  cancelledEnabled: settings.cancelledEnabled,
  reminders: settings.reminders.map(reminderRowOf),
  senderName: settings.senderName ?? '',
  quietHoursStart: settings.quietHoursStart ?? '',
  quietHoursEnd: settings.quietHoursEnd ?? '',
  reviewLink: settings.reviewLink ?? '',
  reviewEnabled: settings.automations.review.enabled,
  hoursAfter: String(settings.automations.review.hoursAfter),
  birthdayEnabled: settings.automations.birthday.enabled,
  rebookEnabled: settings.automations.rebook.enabled,
  graceDays: String(settings.automations.rebook.graceDays),
  winbackEnabled: settings.automations.winback.enabled,
  winbackDays: String(settings.automations.winback.days),
});

/** A number typed is sent as one; anything else as typed, so the server's message names it. */
const numberOrText = (typed: string) => {
  const value = Number(typed);
  return typed.trim() !== '' && Number.isFinite(value) ? value : typed;
};

const minutesOf = ({ amount, unit }: ReminderRow) => {
  const value = numberOrText(amount);
  if (typeof value !== 'number') return value;
  return Math.round(value * (unit === 'days' ? MINUTES_PER_DAY : MINUTES_PER_HOUR));
};

/** An empty optional text is null: the business's name, the country's window, no link. */
const textOrNull = (typed: string) => (typed.trim() === '' ? null : typed.trim());

/** The settings call's body, with the fields the server names in its messages. */
export const settingsBodyOf = (values: SettingsValues): Record<keyof MessageSettings, unknown> => ({
  confirmationEnabled: values.confirmationEnabled,
  movedEnabled: values.movedEnabled,
  cancelledEnabled: values.cancelledEnabled,
  reminders: values.reminders.map((row) => ({
    minutesBefore: minutesOf(row),
    enabled: row.enabled,
  })),
  senderName: textOrNull(values.senderName),
  quietHoursStart: textOrNull(values.quietHoursStart),
  quietHoursEnd: textOrNull(values.quietHoursEnd),
  reviewLink: textOrNull(values.reviewLink),
  automations: {
    review: { enabled: values.reviewEnabled, hoursAfter: numberOrText(values.hoursAfter) },
    birthday: { enabled: values.birthdayEnabled },
    rebook: { enabled: values.rebookEnabled, graceDays: numberOrText(values.graceDays) },
    winback: { enabled: values.winbackEnabled, days: numberOrText(values.winbackDays) },
  },
});
