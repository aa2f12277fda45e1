import type { PasswordCost } from '../../server/auth/passwords';

/**
 * A cheap scrypt cost for tests, which sign up and in far more often than people do: at the
 * production cost each sign-in spends 128 MiB and most of a second of a core.
 * tests/api/security/signIn.test.ts proves the production cost.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
