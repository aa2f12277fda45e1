/** react-admin's translate, or polyglot's: what the duration's words come from. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A length of time as a salon says it: minutes under an hour ('30 min', 'Dak 30'), whole hours
 * ('1 Hr', the spec's text, 'Saa 4'), otherwise both ('1 Hr 30 min', 'Saa 1 dak 30'): nobody
 * reads 'Dak 240' as an afternoon.
 */
export const formatDuration = (minutes: number, translate: Translate): string => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return translate('saluni.duration.minutes', { n: minutes });
  if (!rest) return translate('saluni.duration.hours', { smart_count: hours });
  return translate('saluni.duration.hoursMinutes', { smart_count: hours, minutes: rest });
};
