import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { ApiKeyDocument } from '../../registry/apiKeys';
import { useRoles } from '../business/useRoles';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { HeadedTable } from '../shared/HeadedTable';
import { QuestionDialog } from '../shared/QuestionDialog';
import { useNotifiedMutation } from '../shared/useNotifiedMutation';
import { API_KEYS_QUERY_KEY, ApiKeyCreateDialog } from './ApiKeyCreateDialog';
import { MODULE_LABEL_KEYS } from './moduleLabels';
import './texts';

/** Asks before a key stops working: the programs using it are cut off at once. */
const RevokeQuestion = ({ apiKey, onClose }: { apiKey: ApiKeyDocument; onClose: () => void }) => {
  const translate = useTranslate();
  const revoking = useNotifiedMutation((api, id: string) => api.revokeApiKey(id), {
    success: 'saluni.apiKeyScreens.revoked',
    refresh: API_KEYS_QUERY_KEY,
    onDone: onClose,
  });
  return (
    <QuestionDialog
      titleId="api-key-revoke-title"
      title={translate('saluni.apiKeyScreens.revokeTitle', { name: apiKey.name })}
      text={translate('saluni.apiKeyScreens.revokeText')}
      onClose={onClose}
      alert
    >
      <Button onClick={onClose} disabled={revoking.isPending}>
        {translate('saluni.common.cancel')}
      </Button>
      <Button
        color="error"
        variant="contained"
        disabled={revoking.isPending}
        onClick={() => revoking.mutate(apiKey._id)}
      >
        {translate('saluni.apiKeyScreens.revoke')}
      </Button>
    </QuestionDialog>
  );
};

const KeyRow = ({ apiKey, onRevoke }: { apiKey: ApiKeyDocument; onRevoke: () => void }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const never = translate('saluni.apiKeyScreens.never');
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {apiKey.name}
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{apiKey.prefix}…</TableCell>
      <TableCell>
        {apiKey.scopes.map((scope) => (
          <Typography key={scope.module} variant="body2">
            {translate(MODULE_LABEL_KEYS[scope.module])}:{' '}
            {scope.actions
              .map((action) => translate(`saluni.staff.permissions.actions.${action}`))
              .join(', ')}
          </Typography>
        ))}
      </TableCell>
      <TableCell>{format.dateTime(apiKey.createdAt)}</TableCell>
      <TableCell>{apiKey.lastUsedAt ? format.dateTime(apiKey.lastUsedAt) : never}</TableCell>
      <TableCell>
        {apiKey.revokedAt ? (
          <Chip
            size="small"
            label={translate('saluni.apiKeyScreens.revokedOn', {
              date: format.dateTime(apiKey.revokedAt),
            })}
          />
        ) : (
          <Button size="small" color="error" onClick={onRevoke}>
            {translate('saluni.apiKeyScreens.revoke')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
};

/**
 * `/settings/api-keys` (owners and admins): the business's keys for other programs, a new one
 * (shown once) and revoking one. docs/areas/api-keys.md.
 */
export const ApiKeysPage = () => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const { current } = useRoles();
  const manager = current?.role === 'owner' || current?.role === 'admin';
  const keys = useQuery({
    queryKey: [...API_KEYS_QUERY_KEY, current?.business._id],
    queryFn: () => dataProvider.listApiKeys(),
    enabled: manager,
  });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyDocument>();
  const title = <Title title={translate('saluni.apiKeyScreens.title')} />;
  if (!manager)
    return (
      <Box sx={{ p: 1 }}>
        {title}
        <Alert severity="info">{translate('saluni.apiKeyScreens.ownersOnly')}</Alert>
      </Box>
    );
  return (
    <Box sx={{ px: { xs: 1, sm: 0 }, maxWidth: 1100 }}>
      {title}
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {translate('saluni.apiKeyScreens.intro')}
      </Typography>
      <Button variant="contained" onClick={() => setCreating(true)} sx={{ mb: 2 }}>
        {translate('saluni.apiKeyScreens.create')}
      </Button>
      {keys.error && <Alert severity="error">{keys.error.message}</Alert>}
      {!keys.data && !keys.error && (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      )}
      {keys.data?.length === 0 && (
        <Typography color="text.secondary">{translate('saluni.apiKeyScreens.empty')}</Typography>
      )}
      {!!keys.data?.length && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <HeadedTable
            aria-label={translate('saluni.apiKeyScreens.title')}
            columns={[
              { label: translate('saluni.apiKeyScreens.name') },
              { label: translate('saluni.apiKeyScreens.prefix') },
              { label: translate('saluni.apiKeyScreens.scopes') },
              { label: translate('saluni.apiKeyScreens.created') },
              { label: translate('saluni.apiKeyScreens.lastUsed') },
              { label: translate('saluni.apiKeyScreens.status') },
            ]}
          >
            {keys.data.map((apiKey) => (
              <KeyRow key={apiKey._id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
            ))}
          </HeadedTable>
        </TableContainer>
      )}
      {creating && <ApiKeyCreateDialog onClose={() => setCreating(false)} />}
      {revoking && <RevokeQuestion apiKey={revoking} onClose={() => setRevoking(undefined)} />}
    </Box>
  );
};
