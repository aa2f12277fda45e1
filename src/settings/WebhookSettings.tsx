import { Alert, Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import type { WebhookEndpoint } from '../../registry/webhooks';
import { useSaluniDataProvider } from '../dataProvider';
import type { WebhookEndpointValues } from '../dataProvider/webhooks';
import { errorMessage } from '../shared/errorMessage';
import { useConfirmedDeleteCall } from '../shared/useDeleteConfirm';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookEndpointDialog, WebhookSecretDialog } from './WebhookEndpointDialog';
import './texts';

const T = 'saluni.webhooks.page';

/**
 * The business's webhook endpoints (docs/areas/webhooks.md): where Saluni sends its events,
 * added, edited and deleted by whoever may change the settings; a new endpoint's secret shown
 * once; each endpoint's delivery log with "Resend".
 */
export const WebhookSettings = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[]>();
  const [failure, setFailure] = useState<string>();
  // `null`: a new endpoint; an endpoint: editing it; undefined: no dialog.
  const [editing, setEditing] = useState<WebhookEndpoint | null>();
  const [secret, setSecret] = useState<string>();
  const [logOf, setLogOf] = useState<WebhookEndpoint>();
  const load = useCallback(
    () =>
      dataProvider
        .getWebhookEndpoints()
        .then(setEndpoints)
        .catch((error: unknown) => setFailure(errorMessage(error))),
    [dataProvider],
  );
  useEffect(() => void load(), [load]);
  const deletion = useConfirmedDeleteCall<WebhookEndpoint>({
    content: `${T}.confirmDelete`,
    call: (id) => dataProvider.deleteWebhookEndpoint(id),
    success: `${T}.deleted`,
    done: () => void load(),
  });

  const save = async (values: WebhookEndpointValues) => {
    if (editing) await dataProvider.updateWebhookEndpoint(editing._id, values);
    else setSecret((await dataProvider.createWebhookEndpoint(values)).secret);
    setEditing(undefined);
    notify(`${T}.saved`, { type: 'success' });
    await load();
  };

  return (
    <Card sx={{ maxWidth: 640, mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate(`${T}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.hint`)}
          </Typography>
          {failure && <Alert severity="error">{translate(failure)}</Alert>}
          {!endpoints && !failure && <Loading />}
          {endpoints?.length === 0 && <Typography>{translate(`${T}.none`)}</Typography>}
          <Stack divider={<Divider />} spacing={1}>
            {endpoints?.map((endpoint) => (
              <Box key={endpoint._id}>
                <Typography sx={{ wordBreak: 'break-all' }}>{endpoint.url}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(endpoint.active ? `${T}.on` : `${T}.off`)} ·{' '}
                  {endpoint.events.join(', ')}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                  <Button size="small" onClick={() => setLogOf(endpoint)}>
                    {translate(`${T}.deliveries`)}
                  </Button>
                  {canEdit && (
                    <>
                      <Button size="small" onClick={() => setEditing(endpoint)}>
                        {translate('ra.action.edit')}
                      </Button>
                      <Button size="small" color="error" onClick={() => deletion.ask(endpoint)}>
                        {translate('ra.action.delete')}
                      </Button>
                    </>
                  )}
                </Box>
              </Box>
            ))}
          </Stack>
          {canEdit && (
            <Box>
              <Button variant="outlined" onClick={() => setEditing(null)}>
                {translate(`${T}.add`)}
              </Button>
            </Box>
          )}
        </Stack>
      </CardContent>
      {editing !== undefined && (
        <WebhookEndpointDialog
          editing={editing ?? undefined}
          onSave={save}
          onClose={() => setEditing(undefined)}
        />
      )}
      {secret && <WebhookSecretDialog secret={secret} onClose={() => setSecret(undefined)} />}
      {logOf && (
        <WebhookDeliveries endpoint={logOf} canEdit={canEdit} onClose={() => setLogOf(undefined)} />
      )}
      {deletion.dialog}
    </Card>
  );
};
