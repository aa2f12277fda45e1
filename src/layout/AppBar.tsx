import { lazy, Suspense } from 'react';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { BusinessSwitcher } from './business/BusinessSwitcher';
import { AppUserMenu } from './AppUserMenu';
import { usePageSettled } from '../shared/pageSettled';

// The search box brings MUI's Autocomplete, the phone rules and the date formats: loaded once the
// page shown has its code and data, so the first load stays within the bare react-admin floor and
// a slow line carries the page first.
const AppSearch = lazy(() =>
  import('./AppSearch').then((module) => ({ default: module.AppSearch })),
);

// The toolbar is given so react-admin adds no language button of its own: the language is
// chosen in the user menu and kept on the user.
export const AppBar = () => {
  const pageSettled = usePageSettled();
  return (
    <RaAppBar toolbar={<LoadingIndicator />} userMenu={<AppUserMenu />}>
      <TitlePortal />
      <Suspense fallback={null}>{pageSettled && <AppSearch />}</Suspense>
      <BusinessSwitcher />
    </RaAppBar>
  );
};
