import { AuthCard } from './AuthCard';

/** A noLayout custom route: reachable while signed out. */
export const SignUpPage = () => (
  <AuthCard fields={['fullName', 'email', 'password']} submitLabel="saluni.auth.signUp" switchLabel="saluni.auth.signInLink" switchTo="/login" />
);
