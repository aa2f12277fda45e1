import { createHash, randomBytes } from 'node:crypto';

/** What is stored of a secret token (a link's, a hold's): its SHA-256, so a copy of the database opens nothing. */
export const secretTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new unguessable token for a URL or a header (256 bits), and the hash to store. */
export const newSecretToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: secretTokenHash(token) };
};
