import { useState } from 'react';
import { useSaluniDataProvider } from '../dataProvider';
import { AuthCard } from './AuthCard';
import { CheckYourEmail } from './SignUpPage';

/**
 * `/resend-confirmation`, linked from the sign-in page: a sign-up whose e-mail never came (a
 * typo corrected, a spam folder, a mail server set up since) gets a new link. The page then
 * says where to look, the same for every address, as sign-up does.
 */
export const ResendConfirmationPage = () => {
  const dataProvider = useSaluniDataProvider();
  const [sentTo, setSentTo] = useState<string>();
  if (sentTo) return <CheckYourEmail email={sentTo} />;
  return (
    <AuthCard
      fields={['email']}
      intro="saluni.auth.resend.intro"
      submitLabel="saluni.auth.resend.submit"
      switchLabel="saluni.auth.signInLink"
      switchTo="/login"
      onSubmit={async ({ email }) =>
        setSentTo((await dataProvider.resendConfirmation(email)).email)
      }
    />
  );
};
