import { describe, expect, test } from 'vitest';
import { drawsSignIn, isPublicPage, storedLanguage } from '../../../src/boot/whenToDraw';

describe('whether the boot draws the sign-in form', () => {
  test.each(['', '#', '#/', '#/login', '#/client', '#/calendar', '#/warehouse/12/show'])(
    'a page behind the sign-in (%s): drawn unless this browser was last signed in',
    (hash) => {
      expect(drawsSignIn(hash, undefined)).toBe(true);
      expect(drawsSignIn(hash, 'signed-out')).toBe(true);
      expect(drawsSignIn(hash, 'signed-in')).toBe(false);
    },
  );

  test.each([
    '#/sign-up',
    '#/sign-up?from=site',
    '#/resend-confirmation',
    `#/verify-email/${'b'.repeat(43)}`,
    '#/invitation/abc123',
  ])('a page for people signed out (%s): never drawn', (hash) => {
    expect(isPublicPage(hash)).toBe(true);
    expect(drawsSignIn(hash, undefined)).toBe(false);
    expect(drawsSignIn(hash, 'signed-out')).toBe(false);
  });

  test.each(['#/sign-up-later', '#/invitations', '#/verify-email'])(
    'a page whose name only starts like a public one (%s) is behind the sign-in',
    (hash) => expect(isPublicPage(hash)).toBe(false),
  );
});

describe("the boot's language", () => {
  test("the one react-admin's store keeps, else English", () => {
    expect(storedLanguage()).toBe('en');
    localStorage.setItem('RaStore.locale', JSON.stringify('sw'));
    expect(storedLanguage()).toBe('sw');
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    expect(storedLanguage()).toBe('en');
    localStorage.setItem('RaStore.locale', 'not json');
    expect(storedLanguage()).toBe('en');
  });
});
