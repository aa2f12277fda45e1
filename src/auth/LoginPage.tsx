import { useLayoutEffect, useState } from 'react';
import { useAuthProvider, useAuthState } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import {
  readBootSignIn,
  removeBootSignIn,
  takePageChosenBeforeApp,
  whenBootSignInPressed,
  type BootSignIn,
} from './bootSignIn';

export const LoginPage = () => {
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const location = useLocation();
  // The app's shared "is signed in" state: it saw a 401 before this page, so it must be
  // refreshed before entering or the app would sign out again.
  const { refetch: refetchAuthState } = useAuthState(undefined, false, { enabled: false });
  // The boot's form (src/boot), drawn before this code arrived, stays until "Sign in" is pressed
  // there (bootSignIn.ts): this page then takes it over, what was typed and where carrying on,
  // and removes it in the same commit, so the page never shows two forms. Read as the page takes
  // over, not as it renders: the person types into the boot's form meanwhile.
  const [boot, setBoot] = useState<BootSignIn>();
  // While it waits for "Sign in", this page draws nothing of its own.
  const [bootFormKept] = useState(() => readBootSignIn()?.pressedSignIn === false);
  useLayoutEffect(() => {
    const chosen = takePageChosenBeforeApp();
    if (chosen) {
      navigate(chosen, { replace: true });
      return;
    }
    const takeOver = () => {
      const typed = readBootSignIn();
      removeBootSignIn();
      // Pressed with a field empty, the card says what is missing.
      if (typed) setBoot({ ...typed, pressedSignIn: true });
    };
    const typed = readBootSignIn();
    if (!typed) return;
    if (!typed.pressedSignIn) return whenBootSignInPressed(takeOver);
    takeOver();
  }, [navigate]);
  if (bootFormKept && !boot) return null;
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
