import { EmailLinkCard } from './SignUpPage';
import './signUpTexts';

/**
 * `/resend-confirmation`, linked from the sign-in page: a sign-up whose e-mail never came (a
 * typo corrected, a spam folder, a mail server set up since) gets a new link. The page then
 * says where to look, the same for every address, as sign-up does.
 */
export const ResendConfirmationPage = () => (
  <EmailLinkCard
    fields={['email']}
    intro="saluni.auth.resend.intro"
    submitLabel="saluni.auth.resend.submit"
    switchLabel="saluni.auth.signInLink"
    switchTo="/login"
    send={(api, { email }) => api.resendConfirmation(email)}
  />
);
