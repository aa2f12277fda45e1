import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { http as appHttp } from '../dataProvider';
import type { HttpClient } from '../dataProvider/http';

interface Invitation {
  email: string;
  fullName: string;
  businessName: string;
  /** The address already signs in: its holder joins signed in instead of choosing a password. */
  hasAccount: boolean;
}

/**
 * `/invitation/:token`, reachable signed out: the invited staff member chooses a password and
 * is signed in, or, when the address already has an account, joins signed in as that account.
 * The page reloads into the app so the new session and role are read from the start.
 */
export const InvitationPage = ({ http = appHttp, onSignedIn = () => window.location.assign('/') }: { http?: HttpClient; onSignedIn?: () => void }) => {
  const { token = '' } = useParams();
  const translate = useTranslate();
  const [invitation, setInvitation] = useState<Invitation | null | undefined>();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    http<{ invitation: Invitation }>({ path: `/v1/auth/invitation/${encodeURIComponent(token)}` })
      .then((reply) => setInvitation(reply.invitation))
      .catch((failure: Error) => {
        setInvitation(null);
        setError(failure.message);
      });
  }, [http, token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      await (invitation?.hasAccount
        ? http({ method: 'POST', path: '/v1/staff/invitation/accept', body: { token } })
        : http({ method: 'POST', path: '/v1/auth/invitation/accept', body: { token, password } }));
      onSignedIn();
    } catch (failure) {
      setError((failure as Error).message);
      setSaving(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('saluni.staff.invitation.title')}
          </Typography>
          {invitation === undefined && <CircularProgress size={24} />}
          {invitation === null && <Alert severity="error">{error}</Alert>}
          {invitation?.hasAccount && (
            <Box component="form" onSubmit={submit} noValidate>
              <Typography sx={{ mb: 2 }}>{translate('saluni.staff.invitation.signInFirst', { email: invitation.email })}</Typography>
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
              <Typography sx={{ mb: 2 }}>{translate('saluni.staff.invitation.intro', { email: invitation.email })}</Typography>
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
