/** Hours with at most two decimals ('7.5'), as the calendar counts them. */
export const formatHours = (hours: number): string => String(Math.round(hours * 100) / 100);
