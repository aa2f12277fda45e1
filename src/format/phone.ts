import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored E.164 number written for reading ('+61 412 345 678'); anything else as it is. A module
 * of its own, apart from useBusinessFormat: libphonenumber-js's metadata loads only with the
 * screens that show phones, not with every screen that shows money or dates.
 */
export const formatPhone = (value: string | null | undefined) =>
  value ? (parsePhoneNumberFromString(value)?.formatInternational() ?? value) : '';
