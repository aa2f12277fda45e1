import { Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useSaluniDataProvider } from '../dataProvider';
import { AuthFrame, AuthSwitch } from './AuthCard';

/**
 * `/verify-email/:token`, the link of the sign-up e-mail. Confirming is a button, not done on
 * load, so a mail scanner that opens links does not spend it. The account is signed in, and the
 * page reloads into the app so the session is read from the start.
 */
export const VerifyEmailPage = ({ onSignedIn = () => window.location.assign('/') }: { onSignedIn?: () => void }) => {
  const { token = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const confirming = useMutation({ mutationFn: () => dataProvider.verifyEmail(token), onSuccess: () => onSignedIn() });
  return (
    <AuthFrame>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('saluni.auth.emailVerification.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('saluni.auth.emailVerification.intro')}</Typography>
      {confirming.error && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {confirming.error.message}
        </Typography>
      )}
      <Button variant="contained" fullWidth disabled={confirming.isPending || confirming.isSuccess} onClick={() => confirming.mutate()}>
        {translate('saluni.auth.emailVerification.confirm')}
      </Button>
      <AuthSwitch label="saluni.auth.signInLink" to="/login" />
    </AuthFrame>
  );
};
