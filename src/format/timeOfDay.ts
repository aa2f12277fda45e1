/**
 * The HTML attributes of a time of day typed as 24-hour 'HH:mm' in a text field. A native time
 * input draws the browser's own clock ('02:30 PM' in an American browser) whatever language the
 * salon reads; its values ('14:30') are the same, so forms and the server see no difference.
 */
export const TIME_OF_DAY_INPUT = {
  placeholder: 'HH:mm',
  maxLength: 5,
  autoComplete: 'off',
  spellCheck: false,
} as const;

const TYPED_TIME = /^(\d{1,2})(?:[:.h]?(\d{2}))?$/;

/**
 * A time of day as people type it ('8', '8:30', '8.30', '830', '0830') written 'HH:mm', so a
 * missing leading zero is never refused; anything else is returned unchanged for the form's rule
 * to name.
 */
export const normalizeTimeOfDay = (typed: string): string => {
  const match = TYPED_TIME.exec(typed.trim());
  if (!match) return typed;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return typed;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
};
