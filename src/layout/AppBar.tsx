import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { BusinessSwitcher } from '../business/BusinessSwitcher';
import { AppSearch } from './AppSearch';
import { AppUserMenu } from './AppUserMenu';

// The toolbar is given so react-admin adds no language button of its own: the language is
// chosen in the user menu and kept on the user.
export const AppBar = () => (
  <RaAppBar toolbar={<LoadingIndicator />} userMenu={<AppUserMenu />}>
    <TitlePortal />
    <AppSearch />
    <BusinessSwitcher />
  </RaAppBar>
);
