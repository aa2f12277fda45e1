import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { BusinessSwitcher } from '../custom/business/BusinessSwitcher';

export const AppBar = () => (
  <RaAppBar>
    <TitlePortal />
    <BusinessSwitcher />
  </RaAppBar>
);
