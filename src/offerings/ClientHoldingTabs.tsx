import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type {
  ClientMembership as Membership,
  ClientVoucher as Voucher,
} from '../../registry/offerings/holdings';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { useRequestFailed } from '../shared/useRequestFailed';
import { StatusChip } from '../shared/StatusChip';
import { PagedTable, type TableColumn } from '../shared/PagedTable';
import '../orders/texts';
import './texts';

const HOLDINGS = 'saluni.orders.holdings';

/** A holding's column: its heading's key under the holdings' texts and what each row shows. */
const column = <T,>(key: string, render: (row: T) => ReactNode): TableColumn<T> => ({
  label: `${HOLDINGS}.${key}`,
  render,
});

/** What a client holds (memberships, vouchers), whole, as a table that scrolls inside the page on phones. */
const HoldingsTable = <T extends { _id: string }>({
  rows,
  loading,
  emptyText,
  columns,
}: {
  rows: T[] | undefined;
  loading: boolean;
  emptyText: string;
  columns: TableColumn<T>[];
}) => (
  <PagedTable
    columns={columns}
    rows={rows ?? []}
    rowKey={(row) => row._id}
    loading={loading}
    emptyText={emptyText}
  />
);

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
    <HoldingsTable
      rows={data}
      loading={isPending}
      emptyText="saluni.clients.empty.memberships"
      columns={[
        column<Membership>('programme', (membership) => membership.membershipName),
        column<Membership>('frequency', (membership) => membership.frequency),
        column<Membership>('period', (membership) =>
          translate(`${HOLDINGS}.periodRange`, {
            start: format.calendarDate(membership.startDate),
            end: membership.endDate
              ? format.calendarDate(membership.endDate)
              : translate(`${HOLDINGS}.noEnd`),
          }),
        ),
        column<Membership>('price', (membership) => format.money(membership.price)),
        column<Membership>('status', (membership) => (
          <StatusChip status={membership.status} labels={`${HOLDINGS}.statuses`} />
        )),
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
    <HoldingsTable
      rows={data}
      loading={isPending}
      emptyText="saluni.clients.empty.vouchers"
      columns={[
        column<Voucher>('voucher', (voucher) => voucher.voucherName),
        column<Voucher>('code', (voucher) => voucher.code),
        column<Voucher>('value', (voucher) => format.money(voucher.value)),
        column<Voucher>('uses', (voucher) =>
          translate(`${HOLDINGS}.usesOf`, { uses: voucher.uses, max: voucher.maxUses }),
        ),
        column<Voucher>('expires', (voucher) =>
          voucher.expiresOn
            ? format.calendarDate(voucher.expiresOn)
            : translate(`${HOLDINGS}.noEnd`),
        ),
        column<Voucher>('status', (voucher) => (
          <StatusChip
            status={
              voucher.uses >= voucher.maxUses && voucher.status === 'active'
                ? 'used_up'
                : voucher.status
            }
            labels={`${HOLDINGS}.statuses`}
          />
        )),
      ]}
    />
  );
};
