import { Box, Button, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useSaluniDataProvider } from '../dataProvider';
import { AuthFrame, AuthSwitch, NewPasswordField, reloadIntoApp } from './AuthCard';
import { fieldErrorsOf } from '../shared/errorMessage';
import './signUpTexts';

/** The server's message for the password field of a refused confirmation (422), if it has one. */
const passwordErrorOf = (error: Error | null) => fieldErrorsOf(error).password;

/**
 * `/verify-email/:token`, the link of the sign-up e-mail. The account's password is chosen here,
 * by whoever reads the address's mail, never at sign-up (docs/areas/accounts.md). Confirming is
 * a button, not done on load, so a mail scanner that opens links does not spend it. The account
 * is signed in, and the page reloads into the app so the session is read from the start.
 */
export const VerifyEmailPage = ({ onSignedIn = reloadIntoApp }: { onSignedIn?: () => void }) => {
  const { token = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [differs, setDiffers] = useState(false);
  const confirming = useMutation({
    mutationFn: () => dataProvider.verifyEmail(token, password),
    onSuccess: () => onSignedIn(),
  });
  const passwordError = passwordErrorOf(confirming.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The repeat stays in the browser (the server takes one password): it catches a typo that would lock the owner out.
    const mismatch = password !== repeated;
    setDiffers(mismatch);
    if (!mismatch) confirming.mutate();
  };

  return (
    <AuthFrame>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('saluni.auth.emailVerification.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('saluni.auth.emailVerification.intro')}</Typography>
      {confirming.error && !passwordError && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {confirming.error.message}
        </Typography>
      )}
      <Box component="form" onSubmit={submit} noValidate>
        <NewPasswordField
          id="verify-email-password"
          name="password"
          label="saluni.auth.password"
          value={password}
          onChange={setPassword}
          error={passwordError}
          margin="normal"
        />
        <TextField
          id="verify-email-repeat-password"
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          label={translate('saluni.auth.repeatPassword')}
          value={repeated}
          onChange={(event) => {
            setRepeated(event.target.value);
            setDiffers(false);
          }}
          error={differs}
          helperText={differs ? translate('saluni.auth.passwordsDiffer') : undefined}
          fullWidth
          margin="normal"
        />
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={confirming.isPending || confirming.isSuccess}
          sx={{ mt: 2 }}
        >
          {translate('saluni.auth.emailVerification.confirm')}
        </Button>
      </Box>
      <AuthSwitch label="saluni.auth.signInLink" to="/login" />
    </AuthFrame>
  );
};
