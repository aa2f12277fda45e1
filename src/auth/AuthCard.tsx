import {
  Box,
  Button,
  Card,
  CardContent,
  Link,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { fieldErrorsOf } from '../shared/errorMessage';
import { writeSessionHint } from './sessionHint';

export type FieldName = 'fullName' | 'email' | 'password';

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

/**
 * The centred card of the pages reachable signed out (sign-in, sign-up, e-mail confirmation, a
 * staff invitation), headed by the app's name or the page's own title (an i18n key).
 */
export const AuthFrame = ({
  title = 'saluni.app.title',
  children,
}: {
  title?: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        px: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};

/** Where a page that signs in goes next: the app, reloaded so the new session is read from the start. */
export const reloadIntoApp = () => {
  writeSessionHint('signed-in');
  window.location.assign('/');
};

/** The password an account is given (e-mail confirmation, invitation), with the server's refusal or the rules. */
export const NewPasswordField = ({
  label,
  value,
  onChange,
  error,
  ...field
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
} & Pick<TextFieldProps, 'id' | 'name' | 'margin'>) => {
  const translate = useTranslate();
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? translate('saluni.auth.passwordHint')}
      fullWidth
      {...field}
    />
  );
};

/** The link under a card's form to the other page (sign in or sign up). */
export const AuthSwitch = ({ label, to }: { label: string; to: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
      <Link component={RouterLink} to={to}>
        {translate(label)}
      </Link>
    </Typography>
  );
};

export type AuthValues = Record<FieldName, string>;

export interface AuthCardProps {
  fields: FieldName[];
  /** A sentence above the fields saying what the page is for. */
  intro?: string;
  /** A second link under the form (sign-in's "didn't get the confirmation e-mail?"). */
  secondaryLink?: { label: string; to: string };
  submitLabel: string;
  switchLabel: string;
  switchTo: string;
  /** Sends the trimmed values; a rejection shows its message, and its field errors under the fields. */
  onSubmit: (values: AuthValues) => Promise<void>;
  /** What was typed before this form was drawn (the boot's sign-in form, src/boot), and where. */
  typed?: Partial<AuthValues>;
  focused?: FieldName;
  /** Sends the typed values as the form is drawn: "Sign in" was pressed before it was. */
  submitAtOnce?: boolean;
}

/** The sign-in and sign-up form: same layout; sign-in asks e-mail and password, sign-up name and e-mail. */
export const AuthCard = ({
  fields,
  intro,
  secondaryLink,
  submitLabel,
  switchLabel,
  switchTo,
  onSubmit,
  typed,
  focused,
  submitAtOnce = false,
}: AuthCardProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<AuthValues>({
    fullName: '',
    email: '',
    password: '',
    ...typed,
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [pending, setPending] = useState(submitAtOnce);

  const send = async () => {
    const missing = Object.fromEntries(
      fields
        .filter((name) => !values[name].trim())
        .map((name) => [name, translate(REQUIRED[name])]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return setPending(false);
    setPending(true);
    try {
      await onSubmit({
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        password: values.password,
      });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify(error instanceof Error ? error.message : 'saluni.common.anErrorOccurred', {
        type: 'error',
      });
      setPending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  // Once, though React may run a new component's effects twice (StrictMode in development).
  const sentAtOnce = useRef(false);
  const sendAtOnce = useEffectEvent(() => void send());
  useEffect(() => {
    if (!submitAtOnce || sentAtOnce.current) return;
    sentAtOnce.current = true;
    sendAtOnce();
  }, [submitAtOnce]);

  return (
    <AuthFrame>
      {intro && <Typography>{translate(intro)}</Typography>}
      <Box component="form" onSubmit={submit} noValidate>
        {fields.map((name) => (
          <TextField
            key={name}
            id={`auth-${name}`}
            name={name}
            type={name === 'password' ? 'password' : name === 'email' ? 'email' : 'text'}
            autoComplete={
              name === 'password' ? 'current-password' : name === 'email' ? 'email' : 'name'
            }
            label={translate(LABELS[name])}
            value={values[name]}
            onChange={(event) =>
              setValues((current) => ({ ...current, [name]: event.target.value }))
            }
            error={!!errors[name]}
            helperText={errors[name]}
            fullWidth
            margin="normal"
            autoFocus={name === focused}
          />
        ))}
        <Button type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 2 }}>
          {translate(submitLabel)}
        </Button>
      </Box>
      {secondaryLink && <AuthSwitch label={secondaryLink.label} to={secondaryLink.to} />}
      <AuthSwitch label={switchLabel} to={switchTo} />
    </AuthFrame>
  );
};
