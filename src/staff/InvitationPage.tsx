import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useSaluniDataProvider } from '../dataProvider';
import './texts';

/**
 * `/invitation/:token`, reachable signed out: the invited staff member chooses a password and
 * is signed in, or, when the address already has an account, joins signed in as that account.
 * The page reloads into the app so the new session and role are read from the start.
 */
export const InvitationPage = ({
  onSignedIn = () => window.location.assign('/'),
}: {
  onSignedIn?: () => void;
}) => {
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
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('saluni.staff.invitation.title')}
          </Typography>
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
              <TextField
                label={translate('saluni.staff.invitation.password')}
                type="password"
                autoComplete="new-password"
                fullWidth
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                helperText={error ?? translate('saluni.auth.passwordHint')}
                error={Boolean(error)}
              />
              <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={saving}>
                {translate('saluni.staff.invitation.accept')}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
