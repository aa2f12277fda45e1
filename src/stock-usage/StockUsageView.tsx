import { useTranslate } from 'react-admin';
import type { StockUsage } from '../dataProvider/stockUsage';
import { useBusinessFormat } from '../format';
import { variantLabel } from '../stock';
import { SheetDialog } from '../shared/FormDialog';
import { FactList, LinesTable, type Fact, type LineColumn } from '../shared/RecordSheet';
import { StatusChip } from '../shared/StatusChip';
import { purposeDetail } from './usageText';
import type { RecordDialogProps } from '../shared/RecordDialogProps';

type UsageItem = StockUsage['items'][number];

/** The View of the row menu: the usage and its lines, read only. */
export const StockUsageView = ({ usage, onClose }: RecordDialogProps<'usage', StockUsage>) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const label = (key: string) => `saluni.stockUsage.ui.${key}`;
  const facts: Fact[] = [
    [label('usageNumber'), usage.usageNumber],
    [label('purpose'), translate(`saluni.stockUsage.purposes.${usage.purpose}`)],
    [
      label(usage.purpose === 'appointment' ? 'appointment' : 'businessReason'),
      purposeDetail(translate, usage),
    ],
    ...(usage.appointment
      ? [[label('date'), format.dateTime(usage.appointment.startDate)] as Fact]
      : []),
    [label('usageDate'), format.calendarDate(usage.usageDate)],
    [
      label('status'),
      <StatusChip key="status" status={usage.status} labels="saluni.stockUsage.statuses" />,
    ],
    [label('notes'), usage.notes],
  ];
  const columns: LineColumn<UsageItem>[] = [
    { label: label('product'), value: (item) => item.itemCode.title },
    { label: label('variant'), value: (item) => variantLabel(translate, item.variant) },
    { label: label('warehouse'), value: (item) => item.warehouse.name },
    { label: label('quantity'), value: (item) => item.quantity },
  ];
  return (
    <SheetDialog
      title={translate('saluni.stockUsage.ui.viewTitle', { number: usage.usageNumber })}
      onClose={onClose}
      closeLabel="saluni.stockUsage.ui.close"
      fullScreenOnPhone
    >
      <FactList facts={facts} />
      <LinesTable columns={columns} lines={usage.items} />
    </SheetDialog>
  );
};
