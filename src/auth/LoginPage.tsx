import { useLayoutEffect, useState } from 'react';
import { useAuthProvider, useAuthState } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import {
  readBootSignIn,
  removeBootSignIn,
  takePageChosenBeforeApp,
  type BootSignIn,
} from './bootSignIn';

export const LoginPage = () => {
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const location = useLocation();
  // The app's shared "is signed in" state: it saw a 401 before this page, so it must be
  // refreshed before entering or the app would sign out again.
  const { refetch: refetchAuthState } = useAuthState(undefined, false, { enabled: false });
  // The boot's form (src/boot), drawn before this code arrived: what was typed there carries on
  // here, and that form leaves as this page shows, so the page never shows two forms. Read as the
  // page shows, not as it renders: the person may type into the boot's form meanwhile. The card
  // is drawn again with the values before the browser paints.
  const [boot, setBoot] = useState<BootSignIn>();
  useLayoutEffect(() => {
    const chosen = takePageChosenBeforeApp();
    if (chosen) {
      navigate(chosen, { replace: true });
      return;
    }
    const typed = readBootSignIn();
    if (!typed) return;
    removeBootSignIn();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- what the page held as it shows
    setBoot(typed);
  }, [navigate]);
  return (
    <AuthCard
      key={boot ? 'typed in the boot form' : 'empty'}
      typed={boot && { email: boot.email, password: boot.password }}
      focused={boot?.focused}
      submitAtOnce={boot?.pressedSignIn}
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
