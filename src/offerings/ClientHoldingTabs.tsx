import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { useRequestFailed } from '../shared/useRequestFailed';
import { StatusChip } from '../shared/StatusChip';
import { ClientHoldingsTable } from './ClientHoldingsTable';
import './texts';

const HOLDINGS = 'saluni.orders.holdings';

/** A query of one client's holdings; a failure is the usual 'Request failed!' toast. */
const useHoldings = <T,>(kind: string, clientId: string, load: () => Promise<{ docs: T[] }>) => {
  const businessId = useCurrentBusinessId();
  const requestFailed = useRequestFailed();
  return useQuery({
    queryKey: ['client-holdings', businessId, kind, clientId],
    queryFn: async () =>
      (
        await load().catch((error: unknown) => {
          requestFailed(error);
          throw error;
        })
      ).docs,
  });
};

/** The client page's Memberships tab: every membership the client holds, with its frequency, period, price and state. */
export const ClientMembershipsTab = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const api = useSaluniDataProvider();
  const { data, isPending } = useHoldings('memberships', clientId, () =>
    api.listClientMemberships({ clientId, limit: 0 }),
  );
  return (
    <ClientHoldingsTable
      rows={data}
      loading={isPending}
      emptyText="saluni.clients.empty.memberships"
      columns={['programme', 'frequency', 'period', 'price', 'status'].map(
        (column) => `${HOLDINGS}.${column}`,
      )}
      cells={(membership) => [
        membership.membershipName,
        membership.frequency,
        translate(`${HOLDINGS}.periodRange`, {
          start: format.calendarDate(membership.startDate),
          end: membership.endDate
            ? format.calendarDate(membership.endDate)
            : translate(`${HOLDINGS}.noEnd`),
        }),
        format.money(membership.price),
        <StatusChip key="status" status={membership.status} labels={`${HOLDINGS}.statuses`} />,
      ]}
    />
  );
};

/** The client page's Vouchers tab: the client's vouchers with code, value, uses left and expiry. */
export const ClientVouchersTab = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const api = useSaluniDataProvider();
  const { data, isPending } = useHoldings('vouchers', clientId, () =>
    api.listClientVouchers({ clientId, limit: 0 }),
  );
  return (
    <ClientHoldingsTable
      rows={data}
      loading={isPending}
      emptyText="saluni.clients.empty.vouchers"
      columns={['voucher', 'code', 'value', 'uses', 'expires', 'status'].map(
        (column) => `${HOLDINGS}.${column}`,
      )}
      cells={(voucher) => [
        voucher.voucherName,
        voucher.code,
        format.money(voucher.value),
        translate(`${HOLDINGS}.usesOf`, { uses: voucher.uses, max: voucher.maxUses }),
        voucher.expiresOn ? format.calendarDate(voucher.expiresOn) : translate(`${HOLDINGS}.noEnd`),
        <StatusChip
          key="status"
          status={
            voucher.uses >= voucher.maxUses && voucher.status === 'active'
              ? 'used_up'
              : voucher.status
          }
          labels={`${HOLDINGS}.statuses`}
        />,
      ]}
    />
  );
};
