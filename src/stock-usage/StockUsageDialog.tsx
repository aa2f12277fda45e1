import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetMany, useTranslate } from 'react-admin';
import { client } from '../../registry';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { BUSINESS_REASONS, type StockUsage, type UsagePurpose } from '../dataProvider/stockUsage';
import { dayBoundsInZone, useBusinessFormat } from '../format';
import { useSaveCall } from '../shared/useSaveCall';
import { FormDialog } from '../shared/FormDialog';
import { SelectField } from '../shared/SelectField';
import { usePickerData } from '../stock';
import { UsageItemsInput } from './UsageItemsInput';
import { InputField } from '../shared/InputField';
import {
  initialValues,
  toInput,
  validateUsage,
  type UsageErrors,
  type UsageValues,
} from './usageForm';
import '../shared/specScreensTexts';

/** The products, variants and warehouses a usage's lines name, in the pickers' shapes. */
const choicesOf = (usage: StockUsage | undefined) => {
  const lines = usage?.items ?? [];
  const items = [...new Set(lines.map((line) => line.itemCode._id))].map((id) => {
    const own = lines.filter((line) => line.itemCode._id === id);
    const variants = [
      ...new Map(
        own.map((line) => [
          line.variant._id,
          { ...line.variant, retail_price: 0, supply_price: 0 },
        ]),
      ).values(),
    ];
    return { _id: id, title: own[0]!.itemCode.title, salesWarehouseId: null, variants };
  });
  const warehouses = [
    ...new Map(lines.map((line) => [line.warehouse._id, line.warehouse])).values(),
  ];
  return { items, warehouses };
};

/**
 * Create or edit a stock usage (inventory.md 2, 3, 5): purpose appointment (an appointment of
 * the usage date, shown as client name and start time) or business (a reason of section 9),
 * date, notes and lines. Full screen on phones.
 */
export const StockUsageDialog = ({
  usage,
  onClose,
  onSaved,
}: {
  usage?: StockUsage;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const format = useBusinessFormat();
  const picker = usePickerData();
  // Until the pickers' lists arrive, an edited usage's own choices stand in, so its lines show them.
  const items = picker.items.length ? picker.items : choicesOf(usage).items;
  const warehouses = picker.warehouses.length ? picker.warehouses : choicesOf(usage).warehouses;
  const [values, setValues] = useState<UsageValues>(() => initialValues(usage, format.today()));
  const [errors, setErrors] = useState<UsageErrors>({});
  const { saving, save } = useSaveCall();
  const set = <K extends keyof UsageValues>(field: K, value: UsageValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  // The appointments of the usage date in the business's zone, once the purpose asks for one.
  const day = values.usageDate;
  const { data: dayAppointments = [] } = useQuery({
    queryKey: ['stock-usage', businessId, 'appointments', day],
    queryFn: async () => {
      const { start, end } = dayBoundsInZone(day, format.dates);
      return (await api.appointments({ startDate: start, endDate: end, limit: 0 })).docs;
    },
    enabled: values.purpose === 'appointment' && /^\d{4}-\d{2}-\d{2}$/.test(day),
  });
  const clientIds = [...new Set(dayAppointments.map((appointment) => appointment.clientId))];
  const { data: clients = [] } = useGetMany<{ id: string; fullName: string }>(
    client.name,
    { ids: clientIds },
    { enabled: clientIds.length > 0 },
  );
  const nameOf = (id: string) => clients.find((candidate) => candidate.id === id)?.fullName ?? '';
  const appointmentOptions = dayAppointments.map((appointment) => ({
    _id: appointment._id,
    name: translate('saluni.stockUsage.ui.appointmentOption', {
      client: nameOf(appointment.clientId),
      time: format.dateTime(appointment.startDate),
    }),
  }));
  // A usage being edited keeps its appointment on offer even when its date was another day.
  if (
    usage?.appointment &&
    !appointmentOptions.some((option) => option._id === usage.appointment!._id)
  ) {
    appointmentOptions.unshift({
      _id: usage.appointment._id,
      name: translate('saluni.stockUsage.ui.appointmentOption', {
        client: usage.appointment.client.fullName,
        time: format.dateTime(usage.appointment.startDate),
      }),
    });
  }

  const errorOf = (field: string) => (errors[field] ? translate(errors[field]) : undefined);

  /** A select's choices: the values, each shown by its text under `labels`. */
  const choices = (values: readonly string[], labels: string) =>
    values.map((value) => ({ _id: value, name: translate(`${labels}.${value}`) }));

  const submit = async () => {
    const found = validateUsage(values, items);
    setErrors(found);
    if (Object.keys(found).length) return;
    await save(
      () =>
        usage
          ? api.updateStockUsage(usage._id, toInput(values))
          : api.createStockUsage(toInput(values)),
      {
        success: usage
          ? 'saluni.spec.toast.stockUsage.updated'
          : 'saluni.spec.toast.stockUsage.created',
        fallback: 'saluni.spec.errors.stockUsageSave',
        done: () => {
          onSaved();
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={translate(
        usage ? 'saluni.stockUsage.ui.editTitle' : 'saluni.stockUsage.ui.createTitle',
      )}
      onClose={onClose}
      maxWidth="md"
      fullScreenOnPhone
      cancelLabel="saluni.stockUsage.ui.close"
      submitLabel={usage ? 'saluni.stockUsage.ui.save' : 'saluni.stockUsage.ui.create'}
      onSubmit={submit}
      submitDisabled={saving}
    >
      <InputField
        label="saluni.stockUsage.ui.usageNumber"
        hint="saluni.stockUsage.ui.usageNumberHint"
        value={values.usageNumber}
        onChange={(value) => set('usageNumber', value)}
      />
      <SelectField
        required
        label="saluni.stockUsage.ui.purpose"
        value={values.purpose}
        onChange={(value) => set('purpose', value as UsagePurpose)}
        options={choices(['appointment', 'business'], 'saluni.stockUsage.purposes')}
        error={errorOf('purpose')}
        fullWidth
        margin="dense"
      />
      <InputField
        type="date"
        required
        label="saluni.stockUsage.ui.usageDate"
        value={values.usageDate}
        onChange={(value) => set('usageDate', value)}
        error={errorOf('usageDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {values.purpose === 'appointment' && (
        <SelectField
          required
          label="saluni.stockUsage.ui.appointment"
          value={values.appointmentId}
          onChange={(value) => set('appointmentId', value)}
          options={appointmentOptions}
          error={errorOf('appointmentId')}
          helperText={
            appointmentOptions.length ? undefined : translate('saluni.stockUsage.ui.noAppointments')
          }
          fullWidth
          margin="dense"
        />
      )}
      {values.purpose === 'business' && (
        <SelectField
          required
          label="saluni.stockUsage.ui.businessReason"
          value={values.businessReason}
          onChange={(value) => set('businessReason', value as UsageValues['businessReason'])}
          options={choices(BUSINESS_REASONS, 'saluni.stockUsage.reasons')}
          error={errorOf('businessReason')}
          fullWidth
          margin="dense"
        />
      )}
      <InputField
        label="saluni.stockUsage.ui.notes"
        value={values.notes}
        onChange={(value) => set('notes', value)}
        multiline
        minRows={2}
      />
      <UsageItemsInput
        lines={values.items}
        onChange={(lines) => set('items', lines)}
        items={items}
        warehouses={warehouses}
        errors={errors}
      />
    </FormDialog>
  );
};
