import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useAuthProvider, useTranslate, useUserMenu } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { SaluniAuthProvider } from '../../auth/authProvider';
import { LazyCreateBusiness } from './LazyCreateBusiness';
import { useRoles } from '../../business/useRoles';

export const ADD_BUSINESS_PATH = '/add-business';

/** In the user menu of an owner: another business or branch, owned by the same account. */
export const AddBusinessMenuItem = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const userMenu = useUserMenu();
  const { roles } = useRoles();
  if (!roles.some((role) => role.role === 'owner')) return null;
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        navigate(ADD_BUSINESS_PATH);
      }}
    >
      <ListItemIcon>
        <AddBusinessIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('saluni.business.add')}</ListItemText>
    </MenuItem>
  );
};

/**
 * The first sign-in's create-business form, for a further business: once created it is the
 * current one and the dashboard opens on its checklist.
 */
export const AddBusinessPage = () => {
  const navigate = useNavigate();
  const authProvider = useAuthProvider<SaluniAuthProvider>();
  const { refetch } = useRoles();
  const switchToIt = async () => {
    await authProvider?.reloadIdentity();
    await refetch();
    navigate('/');
  };
  return (
    <LazyCreateBusiness
      onCreated={switchToIt}
      titleKey="saluni.business.addTitle"
      introKey="saluni.business.addIntro"
    />
  );
};
