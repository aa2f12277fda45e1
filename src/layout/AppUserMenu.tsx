import { Logout, UserMenu } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';

/** The user menu: the language, then signing out. */
export const AppUserMenu = () => (
  <UserMenu>
    <LanguageMenu />
    <Logout />
  </UserMenu>
);
