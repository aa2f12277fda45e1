import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import type { WebhookDelivery, WebhookEndpoint } from '../../registry/webhooks';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { errorMessage } from '../shared/errorMessage';

const T = 'saluni.webhooks.page';

/**
 * An endpoint's last deliveries: the event, its status, attempts, the receiver's last answer and
 * the next try; "Resend" queues one more attempt now.
 */
export const WebhookDeliveries = ({
  endpoint,
  canEdit,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  canEdit: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const format = useBusinessFormat();
  const [deliveries, setDeliveries] = useState<WebhookDelivery[]>();
  const [failure, setFailure] = useState<string>();
  const load = useCallback(
    () =>
      dataProvider
        .getWebhookDeliveries(endpoint._id)
        .then(setDeliveries)
        .catch((error: unknown) => setFailure(errorMessage(error))),
    [dataProvider, endpoint._id],
  );
  useEffect(() => void load(), [load]);
  const resend = async (delivery: WebhookDelivery) => {
    try {
      await dataProvider.resendWebhookDelivery(delivery._id);
      notify(`${T}.resent`, { type: 'success' });
      await load();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle sx={{ wordBreak: 'break-all' }}>
        {translate(`${T}.deliveriesOf`, { url: endpoint.url })}
      </DialogTitle>
      <DialogContent>
        {failure && <Alert severity="error">{translate(failure)}</Alert>}
        {!deliveries && !failure && <Loading />}
        {deliveries?.length === 0 && <Typography>{translate(`${T}.noDeliveries`)}</Typography>}
        <Stack divider={<Divider />} spacing={1}>
          {deliveries?.map((delivery) => (
            <Box
              key={delivery._id}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 220px' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {delivery.eventType}
                </Typography>
                <Typography variant="body2">
                  {translate(`${T}.status.${delivery.status}`)} ·{' '}
                  {translate(`${T}.attempts`, { count: delivery.attempts })}
                  {delivery.lastStatusCode !== null &&
                    ` · ${translate(`${T}.lastCode`, { code: delivery.lastStatusCode })}`}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {format.dateTime(delivery.createdAt)}
                  {delivery.nextAttemptAt &&
                    ` · ${translate(`${T}.nextTry`, { at: format.dateTime(delivery.nextAttemptAt) })}`}
                </Typography>
              </Box>
              {canEdit && (
                <Button size="small" onClick={() => void resend(delivery)}>
                  {translate(`${T}.resend`)}
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
