/**
 * The sign-in form the boot (`src/boot`) draws before the app's code has arrived, as the sign-in
 * page finds it: what was typed, which field had focus, and whether "Sign in" was pressed. The
 * form stays until "Sign in" is pressed, the app's page then taking it over: the app's code
 * arrives while the person types, and a form swapped under their fingers would cost them the
 * moments the new one takes to draw (docs/performance.md, "The boot's form stays"). The password
 * stays in its field until the page takes it over and removes the form.
 */
export const BOOT_SIGN_IN = {
  id: 'boot-sign-in',
  email: 'boot-email',
  password: 'boot-password',
  /** Set on the form's element once "Sign in" was pressed: the sign-in page sends it on arrival. */
  pending: 'data-pending',
  /** Dispatched on the form's element when "Sign in" is pressed, sent or not (a field empty). */
  pressed: 'saluni-boot-sign-in-pressed',
  /** Set on the form's element while the app's sign-in page is there, waiting for that press. */
  awaited: 'data-awaited-by-app',
} as const;

export interface BootSignIn {
  email: string;
  password: string;
  focused?: 'email' | 'password';
  pressedSignIn: boolean;
}

const valueOf = (id: string): string =>
  (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';

/** What the person typed into the boot's form, when it is on the page. */
export const readBootSignIn = (): BootSignIn | undefined => {
  const form = document.getElementById(BOOT_SIGN_IN.id);
  if (!form) return undefined;
  const focusedId = document.activeElement?.id;
  return {
    email: valueOf(BOOT_SIGN_IN.email),
    password: valueOf(BOOT_SIGN_IN.password),
    focused:
      focusedId === BOOT_SIGN_IN.email
        ? 'email'
        : focusedId === BOOT_SIGN_IN.password
          ? 'password'
          : undefined,
    pressedSignIn: form.hasAttribute(BOOT_SIGN_IN.pending),
  };
};

/**
 * Calls `takeOver` when "Sign in" is pressed in the boot's form; returns what stops listening.
 * Nothing when the form is not on the page.
 */
export const whenBootSignInPressed = (takeOver: () => void): (() => void) => {
  const form = document.getElementById(BOOT_SIGN_IN.id);
  form?.addEventListener(BOOT_SIGN_IN.pressed, takeOver);
  form?.setAttribute(BOOT_SIGN_IN.awaited, '');
  return () => {
    form?.removeEventListener(BOOT_SIGN_IN.pressed, takeOver);
    form?.removeAttribute(BOOT_SIGN_IN.awaited);
  };
};

/** Takes the boot's form off the page: the app draws its own page now. */
export const removeBootSignIn = (): void => document.getElementById(BOOT_SIGN_IN.id)?.remove();

/** A public page (sign-up, the e-mail link) the person opened from the boot's form. */
let pageChosenBeforeApp: string | undefined;

/**
 * The boot's form leaves for a public page the person chose from it before the app arrived. The
 * app, starting meanwhile, may still send them to the sign-in page (its check began on the page
 * they left): the sign-in page then goes on to the page they chose (takePageChosenBeforeApp).
 */
export const leaveBootSignInFor = (hash: string): void => {
  pageChosenBeforeApp = hash;
  removeBootSignIn();
};

/** The page chosen from the boot's form, once: a path for the router. */
export const takePageChosenBeforeApp = (): string | undefined => {
  const chosen = pageChosenBeforeApp?.replace(/^#/, '');
  pageChosenBeforeApp = undefined;
  return chosen;
};
