import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSaluniDataProvider, type SaluniDataProvider } from '../dataProvider';
import { AuthCard, AuthFrame, AuthSwitch, type AuthCardProps, type AuthValues } from './AuthCard';
import './signUpTexts';

/** Where to look once a link is on its way, the same for every address. */
export const CheckYourEmail = ({ email }: { email: string }) => {
  const translate = useTranslate();
  return (
    <AuthFrame>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('saluni.auth.emailVerification.checkTitle')}
      </Typography>
      <Typography role="status">
        {translate('saluni.auth.emailVerification.checkBody', { email })}
      </Typography>
      <AuthSwitch label="saluni.auth.resend.link" to="/resend-confirmation" />
      <AuthSwitch label="saluni.auth.signInLink" to="/login" />
    </AuthFrame>
  );
};

/**
 * A signed-out form whose answer is a link sent by e-mail (sign-up, a new confirmation): the
 * form, then where to look. `send` makes the call and answers with the address written to.
 */
export const EmailLinkCard = ({
  send,
  ...card
}: Omit<AuthCardProps, 'onSubmit'> & {
  send: (api: SaluniDataProvider, values: AuthValues) => Promise<{ email: string }>;
}) => {
  const dataProvider = useSaluniDataProvider();
  const [sentTo, setSentTo] = useState<string>();
  if (sentTo) return <CheckYourEmail email={sentTo} />;
  return (
    <AuthCard
      {...card}
      onSubmit={async (values) => setSentTo((await send(dataProvider, values)).email)}
    />
  );
};

/**
 * `/sign-up`, a noLayout route reachable signed out. The server e-mails a link to the address
 * (docs/areas/accounts.md); the page then says where to look, the same for every address. It
 * asks no password: that is chosen on the link's page, by whoever reads the address's mail.
 */
export const SignUpPage = () => (
  <EmailLinkCard
    fields={['fullName', 'email']}
    submitLabel="saluni.auth.signUp"
    switchLabel="saluni.auth.signInLink"
    switchTo="/login"
    send={(api, { fullName, email }) => api.signUp(fullName, email)}
  />
);
