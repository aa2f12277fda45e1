import SettingsIcon from '@mui/icons-material/Settings';
import { ListSubheader } from '@mui/material';
import { Menu, useCanAccess, useTranslate } from 'react-admin';

/** The menu's Settings area: the business settings screen, for roles that may read it. */
export const SettingsMenuItem = () => {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'business', action: 'list' });
  if (isPending || !canAccess) return null;
  return (
    <>
      <ListSubheader disableSticky sx={{ lineHeight: '36px', background: 'transparent' }}>
        {translate('saluni.menu.settings')}
      </ListSubheader>
      <Menu.Item to="/settings" primaryText={translate('saluni.offerings.settings.menu')} leftIcon={<SettingsIcon />} />
    </>
  );
};
