import { MenuItem, TextField } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useRefresh, useTranslate } from 'react-admin';
import { setCurrentBusinessId } from '../../business/currentBusiness';
import { useRoles } from '../../business/useRoles';

/** For users with roles in several businesses; every query reloads in the chosen one. */
export const BusinessSwitcher = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { roles, businessId } = useRoles();
  if (roles.length < 2) return null;
  return (
    <TextField
      id="business-switcher"
      select
      size="small"
      label={translate('saluni.business.switcher')}
      value={businessId ?? ''}
      onChange={(event) => {
        setCurrentBusinessId(event.target.value);
        // The open record belongs to the previous business: start from the first list again.
        navigate('/');
        refresh();
      }}
      sx={{
        minWidth: 180,
        mx: 1,
        '& .MuiInputBase-root': { color: 'inherit' },
        '& .MuiInputLabel-root': { color: 'inherit' },
      }}
    >
      {roles.map((role) => (
        <MenuItem key={role.business._id} value={role.business._id}>
          {role.business.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
