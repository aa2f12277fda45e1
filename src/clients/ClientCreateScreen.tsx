import { ClientCreateDialog } from '../client-records';
import { ClientList } from './ClientList';

/** The create route: the list with 'Add New Client' open over it. */
export const ClientCreateScreen = () => (
  <>
    <ClientList />
    <ClientCreateDialog />
  </>
);
