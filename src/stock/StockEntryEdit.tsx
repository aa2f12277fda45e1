import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { useBusinessFormat } from '../format';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { variantLabel } from './stockText';
import { errorMessage } from '../shared/errorMessage';
import { useSaluniDataProvider } from '../dataProvider';
import { FactList, type Fact } from '../shared/RecordSheet';
import { InputField } from '../shared/InputField';
import './texts';

/**
 * `/stock-entry/edit/{id}`. The ledger is append-only, so editing an entry changes its reference
 * text only; the movement itself is shown read-only with how to correct it.
 */
export const StockEntryEdit = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { dateTime } = useBusinessFormat();
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const { data: entry } = useQuery({
    queryKey: ['stock', businessId, 'entry', id],
    queryFn: () =>
      api.getStockEntry(id).catch((error: unknown) => {
        notify(errorMessage(error), { type: 'error' });
        throw error;
      }),
  });
  // The stored reference until the user types.
  const [editedReference, setReference] = useState<string>();
  const reference = editedReference ?? entry?.reference ?? '';
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await api.editStockReference(id, reference.trim() || null);
      notify('saluni.stock.ui.saved', { type: 'success' });
      navigate('/stock');
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  if (!entry) return <CircularProgress sx={{ m: 4 }} />;
  const label = (key: string) => `saluni.stock.ui.${key}`;
  const facts: Fact[] = [
    [label('item'), entry.itemCode.title],
    [label('variant'), variantLabel(translate, entry.variant)],
    [label('warehouse'), entry.warehouse.name],
    [label('type'), entry.transactionType],
    [label('quantity'), String(entry.quantity)],
    [label('referenceType'), entry.referenceType ?? translate('saluni.stock.ui.manual')],
    [label('date'), dateTime(entry.createdAt)],
  ];
  return (
    <Card sx={{ maxWidth: 600, mt: 2 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('saluni.stock.ui.editEntry')}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('saluni.stock.ui.editEntryHint')}
        </Alert>
        <FactList facts={facts} />
        <InputField
          label="saluni.stock.ui.reference"
          value={reference}
          onChange={setReference}
          margin="normal"
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate('/stock')}>{translate('saluni.stock.ui.cancel')}</Button>
          <Button variant="contained" onClick={save} disabled={saving}>
            {translate('saluni.stock.ui.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
