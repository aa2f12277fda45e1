import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBusiness,
  signUpTokenFor,
  uniqueEmail,
  type TestBusiness,
} from '../support/accounts';
import { body, send } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { acceptInvitation, createEmployee, invitationTokenFor } from '../staff/support';

/**
 * An outsider who signs up with the address of someone the owner invites as staff must never
 * sign in as them: the password is chosen by whoever opens the link in that inbox, on the
 * confirmation page, and nothing typed at sign-up becomes the account's password.
 */
const context = setupTestApp();
let business: TestBusiness;

beforeAll(async () => {
  business = await createBusiness(context.app, 'Takeover');
});

const OUTSIDER_PASSWORD = 'outsider chose this';
const VICTIM_PASSWORD = 'victim chose this';

const outsiderSignsUp = async (email: string) => {
  const response = await send(context.app, 'POST', '/v1/auth/signup', {
    payload: { fullName: 'Outsider', email, password: OUTSIDER_PASSWORD },
  });
  expect(response.statusCode).toBe(202);
};

const ownerInvites = (email: string) =>
  createEmployee(context.app, business.owner.cookie, business.businessId, {
    fullName: 'Invited Stylist',
    email,
  });

/** The invited person opens the "Confirm your e-mail address" mail and chooses their own password. */
const victimConfirms = async (email: string) => {
  const token = await signUpTokenFor(context.database, email);
  const response = await send(context.app, 'POST', '/v1/auth/verify-email', {
    payload: { token, password: VICTIM_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const login = (email: string, password: string) =>
  send(context.app, 'POST', '/v1/auth/login', { payload: { email, password } });

const expectOnlyTheVictimSignsIn = async (email: string) => {
  const outsider = await login(email, OUTSIDER_PASSWORD);
  expect(outsider.statusCode).toBe(401);
  expect(outsider.cookies).toEqual([]);
  const victim = await login(email, VICTIM_PASSWORD);
  expect(victim.statusCode).toBe(200);
  const { user } = body<{
    user: { fullName: string; roles: { role: string; business: { _id: string } }[] };
  }>(victim);
  // The owner's name for the invited account stays; the outsider's sign-up name is never used.
  expect(user.fullName).toBe('Invited Stylist');
  expect(user.roles).toEqual([
    expect.objectContaining({
      role: 'staff',
      business: expect.objectContaining({ _id: business.businessId }),
    }),
  ]);
};

describe("an outsider who signs up with an invited person's address", () => {
  it('signed up before the invitation: the confirmation takes the invited person’s password, not the outsider’s', async () => {
    const email = uniqueEmail('before');
    await outsiderSignsUp(email);
    await ownerInvites(email);
    await victimConfirms(email);
    await expectOnlyTheVictimSignsIn(email);
  });

  it('signed up after the invitation: the same', async () => {
    const email = uniqueEmail('after');
    await ownerInvites(email);
    await outsiderSignsUp(email);
    await victimConfirms(email);
    await expectOnlyTheVictimSignsIn(email);
  });

  it('the invited person accepts the invitation instead: the outsider’s password never opens it, nor does the sign-up link later', async () => {
    const email = uniqueEmail('accepts');
    await outsiderSignsUp(email);
    await ownerInvites(email);
    await acceptInvitation(
      context.app,
      await invitationTokenFor(context.database, email),
      VICTIM_PASSWORD,
    );
    const token = await signUpTokenFor(context.database, email);
    const late = await send(context.app, 'POST', '/v1/auth/verify-email', {
      payload: { token, password: OUTSIDER_PASSWORD },
    });
    expect(late.statusCode).toBe(409);
    await expectOnlyTheVictimSignsIn(email);
  });
});
