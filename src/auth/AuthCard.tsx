import { Box, Button, Card, CardContent, Link, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { HttpError, useAuthProvider, useAuthState, useNotify, useTranslate } from 'react-admin';
import type { SignInParams } from './authProvider';

type FieldName = 'fullName' | 'email' | 'password';

const LABELS: Record<FieldName, string> = {
  fullName: 'saluni.auth.fullName',
  email: 'saluni.auth.email',
  password: 'saluni.auth.password',
};

const REQUIRED: Record<FieldName, string> = {
  fullName: 'saluni.validation.fullName.required',
  email: 'saluni.validation.email.required',
  password: 'saluni.validation.fieldRequired',
};

export interface AuthCardProps {
  fields: FieldName[];
  submitLabel: string;
  switchLabel: string;
  switchTo: string;
}

/** The sign-in and sign-up form: same layout, the sign-up one adds the full name. */
export const AuthCard = ({ fields, submitLabel, switchLabel, switchTo }: AuthCardProps) => {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const location = useLocation();
  // The app's shared "is signed in" state; the sign-up route is rendered inside the app, which
  // already saw a 401, so it must be refreshed before entering or the app would sign out again.
  const { refetch: refetchAuthState } = useAuthState(undefined, false, { enabled: false });
  const notify = useNotify();
  const [values, setValues] = useState<Record<FieldName, string>>({ fullName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(fields.filter((name) => !values[name].trim()).map((name) => [name, translate(REQUIRED[name])]));
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setPending(true);
    const params: SignInParams = { email: values.email.trim(), password: values.password };
    if (fields.includes('fullName')) params.fullName = values.fullName.trim();
    try {
      await authProvider?.login(params);
      await refetchAuthState();
      const { nextPathname, nextSearch = '' } = (location.state ?? {}) as { nextPathname?: string; nextSearch?: string };
      navigate(nextPathname ? `${nextPathname}${nextSearch}` : '/');
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? (error.body as { errors?: Partial<Record<FieldName, string>> } | undefined)?.errors : undefined;
      setErrors(fieldErrors ?? {});
      notify(error instanceof Error ? error.message : 'saluni.common.anErrorOccurred', { type: 'error' });
      setPending(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', px: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} noValidate>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('saluni.app.title')}
          </Typography>
          {fields.map((name) => (
            <TextField
              key={name}
              id={`auth-${name}`}
              name={name}
              type={name === 'password' ? 'password' : name === 'email' ? 'email' : 'text'}
              autoComplete={name === 'password' ? (fields.includes('fullName') ? 'new-password' : 'current-password') : name === 'email' ? 'email' : 'name'}
              label={translate(LABELS[name])}
              value={values[name]}
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
              error={!!errors[name]}
              helperText={errors[name] ?? (name === 'password' && fields.includes('fullName') ? translate('saluni.auth.passwordHint') : undefined)}
              fullWidth
              margin="normal"
            />
          ))}
          <Button type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 2 }}>
            {translate(submitLabel)}
          </Button>
          <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
            <Link component={RouterLink} to={switchTo}>
              {translate(switchLabel)}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
};
