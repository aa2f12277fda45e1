import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBusinessFormat } from '../format';
import { fileUrl } from '../shared/ResourceInputs';
import type { SupplierRecord } from './types';
import './texts';

/** One supplier's details, read only: picture, name, phone, e-mail, category and when it was added. */
export const SupplierViewDialog = ({
  supplier,
  onClose,
}: {
  supplier: SupplierRecord;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const rows: [string, string][] = [
    ['saluni.suppliers.ui.fullName', supplier.fullName],
    ['saluni.suppliers.ui.phone', format.phone(supplier.phone)],
    ['saluni.suppliers.ui.email', supplier.email],
    ['saluni.suppliers.ui.category', supplier.category?.name ?? ''],
    ['saluni.suppliers.ui.addedOn', format.date(supplier.createdAt)],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('saluni.suppliers.ui.supplier')}</DialogTitle>
      <DialogContent>
        {supplier.image && (
          <img
            src={fileUrl(supplier.image.filename)}
            alt={translate('saluni.suppliers.ui.picture')}
            style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 4 }}
          />
        )}
        <Stack spacing={1} sx={{ mt: 1 }}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Typography variant="caption" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
            </div>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('saluni.suppliers.ui.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
