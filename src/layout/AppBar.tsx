import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { BusinessSwitcher } from '../business/BusinessSwitcher';

export const AppBar = () => (
  <RaAppBar>
    <TitlePortal />
    <BusinessSwitcher />
  </RaAppBar>
);
