import { useTranslate } from 'react-admin';
import { formatPhone } from '../format/phone';
import { useBusinessFormat } from '../format';
import { SheetDialog } from '../shared/FormDialog';
import { FactList, type Fact } from '../shared/RecordSheet';
import { fileUrl } from '../shared/recordValues';
import type { SupplierRecord } from './types';
import './texts';
import type { RecordDialogProps } from '../shared/RecordDialogProps';

/** One supplier's details, read only: picture, name, phone, e-mail, category and when it was added. */
export const SupplierViewDialog = ({
  supplier,
  onClose,
}: RecordDialogProps<'supplier', SupplierRecord>) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const facts: Fact[] = [
    ['saluni.suppliers.ui.fullName', supplier.fullName],
    ['saluni.suppliers.ui.phone', formatPhone(supplier.phone)],
    ['saluni.suppliers.ui.email', supplier.email],
    ['saluni.suppliers.ui.category', supplier.category?.name ?? ''],
    ['saluni.suppliers.ui.addedOn', format.date(supplier.createdAt)],
  ];
  return (
    <SheetDialog
      title={translate('saluni.suppliers.ui.supplier')}
      onClose={onClose}
      closeLabel="saluni.suppliers.ui.close"
      maxWidth="xs"
    >
      {supplier.image && (
        <img
          src={fileUrl(supplier.image.filename)}
          alt={translate('saluni.suppliers.ui.picture')}
          style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 4, marginBottom: 8 }}
        />
      )}
      <FactList facts={facts} />
    </SheetDialog>
  );
};
