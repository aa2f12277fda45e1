import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AuthFrame, NewPasswordField, reloadIntoApp } from '../auth/AuthCard';
import { useSaluniDataProvider } from '../dataProvider';
import './texts';

/**
 * `/invitation/:token`, reachable signed out: the invited staff member chooses a password and
 * is signed in, or, when the address already has an account, joins signed in as that account.
 * The page reloads into the app so the new session and role are read from the start.
 */
export const InvitationPage = ({ onSignedIn = reloadIntoApp }: { onSignedIn?: () => void }) => {
  const { token = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const [password, setPassword] = useState('');
  const found = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => dataProvider.invitation(token),
    retry: false,
  });
  const invitation = found.error ? null : found.data;
  const joining = useMutation({
    mutationFn: () =>
      invitation?.hasAccount
        ? dataProvider.acceptInvitation(token)
        : dataProvider.joinWithPassword(token, password),
    onSuccess: () => onSignedIn(),
  });
  const error = (found.error ?? joining.error)?.message;
  const saving = joining.isPending || joining.isSuccess;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    joining.mutate();
  };

  return (
    <AuthFrame title="saluni.staff.invitation.title">
      {invitation === undefined && <CircularProgress size={24} />}
      {invitation === null && <Alert severity="error">{error}</Alert>}
      {invitation?.hasAccount && (
        <Box component="form" onSubmit={submit} noValidate>
          <Typography sx={{ mb: 2 }}>
            {translate('saluni.staff.invitation.signInFirst', { email: invitation.email })}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Button href="#/login" variant="outlined" fullWidth sx={{ mb: 2 }}>
            {translate('saluni.staff.invitation.signIn')}
          </Button>
          <Button type="submit" variant="contained" fullWidth disabled={saving}>
            {translate('saluni.staff.invitation.join', { business: invitation.businessName })}
          </Button>
        </Box>
      )}
      {invitation && !invitation.hasAccount && (
        <Box component="form" onSubmit={submit} noValidate>
          <Typography sx={{ mb: 2 }}>
            {translate('saluni.staff.invitation.intro', { email: invitation.email })}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {invitation.businessName}
          </Typography>
          <NewPasswordField
            label="saluni.staff.invitation.password"
            value={password}
            onChange={setPassword}
            error={error}
          />
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={saving}>
            {translate('saluni.staff.invitation.accept')}
          </Button>
        </Box>
      )}
    </AuthFrame>
  );
};
