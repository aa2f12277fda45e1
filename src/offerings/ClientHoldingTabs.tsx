import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type {
  ClientMembership as Membership,
  ClientVoucher as Voucher,
} from '../../registry/offerings/holdings';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat, type BusinessFormat } from '../format';
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

type Api = ReturnType<typeof useSaluniDataProvider>;

/** One kind of holding: the call that reads a client's, and the columns that show them. */
interface Holdings<T> {
  load: (api: Api, clientId: string) => Promise<{ docs: T[] }>;
  columns: (format: BusinessFormat, translate: ReturnType<typeof useTranslate>) => TableColumn<T>[];
}

/** Every membership the client holds, with its frequency, period, price and state. */
const MEMBERSHIPS: Holdings<Membership> = {
  load: (api, clientId) => api.listClientMemberships({ clientId, limit: 0 }),
  columns: (format, translate) => [
    column('programme', (membership) => membership.membershipName),
    column('frequency', (membership) => membership.frequency),
    column('period', (membership) =>
      translate(`${HOLDINGS}.periodRange`, {
        start: format.calendarDate(membership.startDate),
        end: membership.endDate
          ? format.calendarDate(membership.endDate)
          : translate(`${HOLDINGS}.noEnd`),
      }),
    ),
    column('price', (membership) => format.money(membership.price)),
    column('status', (membership) => (
      <StatusChip status={membership.status} labels={`${HOLDINGS}.statuses`} />
    )),
  ],
};

/** The client's vouchers with code, value, the balance it can still pay, uses left and expiry. */
const VOUCHERS: Holdings<Voucher> = {
  load: (api, clientId) => api.listClientVouchers({ clientId, limit: 0 }),
  columns: (format, translate) => [
    column('voucher', (voucher) => voucher.voucherName),
    column('code', (voucher) => voucher.code),
    column('value', (voucher) => format.money(voucher.value)),
    column('balance', (voucher) => format.money(voucher.balance)),
    column('uses', (voucher) =>
      translate(`${HOLDINGS}.usesOf`, { uses: voucher.uses, max: voucher.maxUses }),
    ),
    column('expires', (voucher) =>
      voucher.expiresOn ? format.calendarDate(voucher.expiresOn) : translate(`${HOLDINGS}.noEnd`),
    ),
    column('status', (voucher) => (
      <StatusChip
        status={
          (voucher.uses >= voucher.maxUses || voucher.balance <= 0) && voucher.status === 'active'
            ? 'used_up'
            : voucher.status
        }
        labels={`${HOLDINGS}.statuses`}
      />
    )),
  ],
};

/** A tab of the client page: what the client holds of one kind, whole, as a table that scrolls inside the page on phones. */
const HoldingsTab = <T extends { _id: string }>({
  kind,
  holdings,
  clientId,
}: {
  /** Names the query and the empty text, `saluni.clients.empty.<kind>`. */
  kind: string;
  holdings: Holdings<T>;
  clientId: string;
}) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const api = useSaluniDataProvider();
  const { data, isPending } = useHoldings(kind, clientId, () => holdings.load(api, clientId));
  return (
    <PagedTable
      columns={holdings.columns(format, translate)}
      rows={data ?? []}
      loading={isPending}
      emptyText={`saluni.clients.empty.${kind}`}
    />
  );
};

/** The client page's Memberships tab. */
export const ClientMembershipsTab = ({ clientId }: { clientId: string }) => (
  <HoldingsTab kind="memberships" holdings={MEMBERSHIPS} clientId={clientId} />
);

/** The client page's Vouchers tab. */
export const ClientVouchersTab = ({ clientId }: { clientId: string }) => (
  <HoldingsTab kind="vouchers" holdings={VOUCHERS} clientId={clientId} />
);
