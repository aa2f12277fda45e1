import { Box } from '@mui/material';
import { Loading, Title, useCanAccess, useTranslate } from 'react-admin';
import { useRoles } from '../business/useRoles';
import { MessageSettingsForm } from './MessageSettingsForm';
import { ScheduledWorkCard } from './ScheduledWorkCard';
import { TemplatesEditor } from './TemplatesEditor';
import './texts';

/**
 * The automatic messages page (MESSAGE_SETTINGS_PATH, reached from the business settings): the
 * settings, the words of each message and the scheduled work, under the business settings' permission.
 */
export const MessageSettingsPage = () => {
  const translate = useTranslate();
  const { current } = useRoles();
  const { canAccess, isPending } = useCanAccess({ resource: 'business', action: 'edit' });
  if (!current || isPending) return <Loading />;
  const businessId = current.business._id;
  return (
    <Box sx={{ px: { xs: 1, sm: 0 } }}>
      <Title title={translate('saluni.notifications.page.title')} />
      {/* Keyed by business, so switching business starts from that business's values. */}
      <MessageSettingsForm key={`settings-${businessId}`} canEdit={!!canAccess} />
      <TemplatesEditor key={`templates-${businessId}`} canEdit={!!canAccess} />
      <ScheduledWorkCard key={`jobs-${businessId}`} />
    </Box>
  );
};
