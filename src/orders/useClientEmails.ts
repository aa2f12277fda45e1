import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { client } from '../../registry';
import { useCurrentBusinessId } from '../business/currentBusiness';

interface ClientOption {
  id: string;
  fullName: string;
  email: string | null;
}

/**
 * The clients' e-mails matching what is typed, searched on the server (businessId and q), each
 * once, and the name of the client an e-mail belongs to.
 */
export const useClientEmails = (typed: string) => {
  const dataProvider = useDataProvider();
  const businessId = useCurrentBusinessId();
  const { data: clients = [], isFetching } = useQuery({
    queryKey: ['orders', businessId, 'customers', typed],
    queryFn: async () =>
      (
        await dataProvider.getList<ClientOption>(client.name, {
          filter: { q: typed.trim() || undefined },
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'fullName', order: 'ASC' },
        })
      ).data,
  });
  const emails = [
    ...new Set(clients.map((option) => option.email).filter((email): email is string => !!email)),
  ];
  const nameOf = (email: string) => clients.find((option) => option.email === email)?.fullName;
  return { emails, nameOf, isFetching };
};
