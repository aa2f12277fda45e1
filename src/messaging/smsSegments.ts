/**
 * How many parts an SMS takes, as the server charges them (registry/messaging.ts ClientSms):
 * GSM-7 text holds 160 characters (153 per part when longer), anything else is UCS-2 with 70
 * (67). Characters of the GSM-7 extension table take two places.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

export interface SmsLength {
  /** Characters as the reader counts them (an emoji is one). */
  characters: number;
  segments: number;
  encoding: 'gsm7' | 'ucs2';
}

export const smsLength = (text: string): SmsLength => {
  const characters = [...text];
  const isGsm = characters.every((character) => basic.has(character) || extended.has(character));
  if (isGsm) {
    const septets = characters.reduce(
      (sum, character) => sum + (extended.has(character) ? 2 : 1),
      0,
    );
    return {
      characters: characters.length,
      segments: septets === 0 ? 0 : septets <= 160 ? 1 : Math.ceil(septets / 153),
      encoding: 'gsm7',
    };
  }
  // UCS-2 counts UTF-16 code units: an emoji outside the basic plane takes two.
  const units = text.length;
  return {
    characters: characters.length,
    segments: units <= 70 ? 1 : Math.ceil(units / 67),
    encoding: 'ucs2',
  };
};
