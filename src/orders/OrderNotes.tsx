import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCurrentBusinessId } from '../business/currentBusiness';
import type { Order } from '../dataProvider/orders';
import { useNotifiedMutation } from '../shared/useNotifiedMutation';
import { useModuleAccess } from '../auth/useModuleAccess';
import { orderKey } from './orderState';
import { NoteField } from '../shared/NoteField';
import '../shared/specScreensTexts';

/** Most characters of a note, as the server takes them. */
const MAX_NOTE = 2000;

/** The staff's note on an order, saved with `PUT /v1/order/{id}` ('Order Updated!'); read-only without `products.Orders` update. */
export const OrderNotes = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const businessId = useCurrentBusinessId();
  const queryClient = useQueryClient();
  const canUpdate = useModuleAccess('products.Orders', 'update').allowed;
  const [notes, setNotes] = useState(order.notes ?? '');
  const save = useNotifiedMutation(
    (api) => api.updateOrder(order._id, { notes: notes.trim() === '' ? null : notes.trim() }),
    {
      success: 'saluni.spec.toast.order.updated',
      onDone: (updated) => queryClient.setQueryData(orderKey(businessId, order._id), updated),
    },
  );
  const unchanged = notes.trim() === (order.notes ?? '');
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-notes-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="order-notes-title" gutterBottom>
          {translate('saluni.orders.page.notes')}
        </Typography>
        {canUpdate ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <NoteField
              label="saluni.orders.page.notes"
              value={notes}
              onChange={setNotes}
              fullWidth
              slotProps={{ htmlInput: { maxLength: MAX_NOTE } }}
            />
            <Button
              variant="outlined"
              onClick={() => save.mutate()}
              disabled={unchanged || save.isPending}
            >
              {translate('saluni.orders.page.saveNotes')}
            </Button>
          </Stack>
        ) : (
          <Typography
            color={order.notes ? 'text.primary' : 'text.secondary'}
            sx={{ whiteSpace: 'pre-wrap' }}
          >
            {order.notes ?? translate('saluni.orders.page.noNotes')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
