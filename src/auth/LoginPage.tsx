import { AuthCard } from './AuthCard';

export const LoginPage = () => (
  <AuthCard fields={['email', 'password']} submitLabel="saluni.auth.signIn" switchLabel="saluni.auth.signUpLink" switchTo="/sign-up" />
);
