import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's work factors: N (CPU and memory), r (block size), p (parallelism). */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's current recommendation for scrypt (Password Storage Cheat Sheet). */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 64;

/** scrypt needs 128·N·r bytes (128 MiB at the default cost); Node refuses more than 32 MiB unless told. */
const memoryFor = (cost: PasswordCost) => 128 * cost.N * cost.r + 16 * 1024 * 1024;

/** scrypt is memory-hard and ships with Node, so no native addon is needed. */
const derive = (password: string, salt: Buffer, cost: PasswordCost, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...cost, maxmem: memoryFor(cost) },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

const format = (cost: PasswordCost, salt: Buffer, key: Buffer) =>
  ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');

const parse = (stored: string) => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  return {
    cost: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
};

export const hashPassword = async (
  password: string,
  cost: PasswordCost = PASSWORD_COST,
): Promise<string> => {
  const salt = randomBytes(16);
  return format(cost, salt, await derive(password, salt, cost, KEY_LENGTH));
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(actual, parsed.key);
};

/** Whether a hash was made at another cost than `cost`: it is replaced at the next successful sign-in. */
export const needsRehash = (stored: string, cost: PasswordCost): boolean => {
  const parsed = parse(stored);
  return (
    !parsed || parsed.cost.N !== cost.N || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p
  );
};

/** A well-formed hash no password matches: verifying against it keeps an unknown e-mail as slow as a wrong password. */
export const dummyHash = (cost: PasswordCost) =>
  format(cost, Buffer.alloc(16), Buffer.alloc(KEY_LENGTH));

/** The password of an invited account nobody has accepted yet: no password matches it. */
export const DUMMY_HASH = dummyHash({ N: 16384, r: 8, p: 1 });

/**
 * An invited user's password hash: a well-formed scrypt hash no password matches, so signing
 * in to an invited account costs the same time as a wrong password and reveals nothing.
 */
export const INVITED_PASSWORD_HASH = DUMMY_HASH;
