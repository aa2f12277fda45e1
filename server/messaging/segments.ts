/**
 * How many SMS parts a text takes (3GPP TS 23.038 and 23.040): GSM-7 when every character is in
 * the GSM alphabet, 160 per message or 153 per part of a longer one, the extension table's
 * characters taking two septets (an escape and the character); anything else goes as UCS-2,
 * 70 code units, or 67 per part. A part never splits an escape pair or a surrogate pair, which
 * is why this counts part by part instead of dividing.
 */

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** The units each character takes, in its encoding: septets for GSM-7, UTF-16 code units for UCS-2. */
const unitsOf = (message: string): { encoding: SmsEncoding; units: number[] } => {
  const characters = [...message];
  if (characters.every((char) => GSM_BASIC.has(char) || GSM_EXTENSION.has(char))) {
    return {
      encoding: 'GSM-7',
      units: characters.map((char) => (GSM_EXTENSION.has(char) ? 2 : 1)),
    };
  }
  return { encoding: 'UCS-2', units: characters.map((char) => char.length) };
};

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

/** The encoding of `message` and the parts it is sent in (at least 1). */
export const smsSegments = (message: string): { encoding: SmsEncoding; segments: number } => {
  const { encoding, units } = unitsOf(message);
  const limit = LIMITS[encoding];
  const total = units.reduce((sum, n) => sum + n, 0);
  if (total <= limit.single) return { encoding, segments: 1 };
  let segments = 1;
  let filled = 0;
  for (const n of units) {
    if (filled + n > limit.part) {
      segments += 1;
      filled = 0;
    }
    filled += n;
  }
  return { encoding, segments };
};
