import { createHmac } from 'node:crypto';

/**
 * The `Saluni-Signature` header, as Stripe signs: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`. The timestamp is signed too, so a receiver can refuse an old replay.
 */
export const signatureHeader = (secret: string, body: string, unixSeconds: number): string =>
  `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;
