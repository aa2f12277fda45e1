import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the control unit's communication key (`cmcKey`): the database keeps only
 * `v1.<iv>.<tag>.<ciphertext>` (base64url), so a copy of it cannot talk to KRA as the salon.
 * The 256-bit key is the SHA-256 of the configured secret, so any length of secret works.
 */
const keyOf = (secret: string) => createHash('sha256').update(secret).digest();

export const sealSecret = (plain: string, secret: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

/** The plain key; throws when the text was not sealed under this secret or was altered. */
export const openSecret = (sealedText: string, secret: string): string => {
  const [version, iv, tag, sealed] = sealedText.split('.');
  if (version !== 'v1' || !iv || !tag || sealed === undefined)
    throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
};
