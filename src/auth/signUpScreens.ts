/**
 * The pages of a sign-up's e-mail link (sign-up, the link's confirmation, a new link), loaded on
 * their first visit as a chunk of their own: most visits start at the sign-in page.
 */
export { SignUpPage } from './SignUpPage';
export { VerifyEmailPage } from './VerifyEmailPage';
export { ResendConfirmationPage } from './ResendConfirmationPage';
