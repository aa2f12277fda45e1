/**
 * The floor of the web app's first load: a bare react-admin + MUI app with one list, the least
 * any react-admin back office sends. `npm run bench` builds it beside the real app.
 */
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField, type DataProvider } from 'react-admin';

const emptyDataProvider = {
  getList: async () => ({ data: [], total: 0 }),
} as unknown as DataProvider;

const ClientList = () => (
  <List>
    <Datagrid>
      <TextField source="fullName" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={emptyDataProvider}>
    <Resource name="client" list={ClientList} />
  </Admin>,
);
