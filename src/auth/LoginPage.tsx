import { useAuthProvider, useAuthState } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthCard } from './AuthCard';

export const LoginPage = () => {
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const location = useLocation();
  // The app's shared "is signed in" state: it saw a 401 before this page, so it must be
  // refreshed before entering or the app would sign out again.
  const { refetch: refetchAuthState } = useAuthState(undefined, false, { enabled: false });
  return (
    <AuthCard
      fields={['email', 'password']}
      secondaryLink={{ label: 'saluni.auth.resend.link', to: '/resend-confirmation' }}
      submitLabel="saluni.auth.signIn"
      switchLabel="saluni.auth.signUpLink"
      switchTo="/sign-up"
      onSubmit={async ({ email, password }) => {
        await authProvider?.login({ email, password });
        await refetchAuthState();
        const { nextPathname, nextSearch = '' } = (location.state ?? {}) as {
          nextPathname?: string;
          nextSearch?: string;
        };
        navigate(nextPathname ? `${nextPathname}${nextSearch}` : '/');
      }}
    />
  );
};
