import { Logout, UserMenu } from 'react-admin';
import { AddBusinessMenuItem } from './business/AddBusiness';
import { LanguageMenu } from './LanguageMenu';

/** The user menu: the language, adding a business (owners), then signing out. */
export const AppUserMenu = () => (
  <UserMenu>
    <LanguageMenu />
    <AddBusinessMenuItem />
    <Logout />
  </UserMenu>
);
