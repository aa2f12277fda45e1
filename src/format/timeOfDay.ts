/**
 * The HTML attributes of a time of day typed as 24-hour 'HH:mm' in a text field. A native time
 * input draws the browser's own clock ('02:30 PM' in an American browser) whatever language the
 * salon reads; its values ('14:30') are the same, so forms and the server see no difference.
 */
export const TIME_OF_DAY_INPUT = { placeholder: 'HH:mm', maxLength: 5, autoComplete: 'off', spellCheck: false } as const;
