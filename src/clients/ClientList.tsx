import { Avatar, Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  EditButton,
  List,
  Offline,
  ReferenceInputBase,
  SelectField,
  SelectInput,
  SimpleList,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { client } from '../../registry';
import type { CategoryOfClient } from '../../registry/resources/client';
import { ListPagination, parseSort } from '../shared/listPaging';
import { ListEmpty } from '../shared/ListEmpty';
import { ListFilterBar } from '../shared/ListFilterBar';
import { ListError } from '../shared/NoAccess';
import { ResourceDeleteButton } from '../shared/ResourceDeleteButton';
import { choicesOf, fileUrl } from '../shared/recordValues';
import { ExportClientsButton } from './ExportClientsButton';
import { clientShowPath } from '../shared/appScreens';
import './texts';
import '../shared/specScreensTexts';

const avatarSource = (record: RaRecord) => {
  const filename = (record.image as { filename?: string } | null)?.filename;
  return filename ? fileUrl(filename) : undefined;
};

/** The client's photo, or their initial; decorative, since the name is in the same row. */
const ClientAvatar = ({ record }: { record: RaRecord }) => (
  <Avatar src={avatarSource(record)} alt="" sx={{ width: 36, height: 36 }}>
    {String(record.fullName ?? '?').charAt(0)}
  </Avatar>
);

export const CategoryChips = ({ categories }: { categories: CategoryOfClient[] }) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    {categories.map((category) => (
      <Chip key={category._id} label={category.category_name} size="small" />
    ))}
  </Stack>
);

/**
 * The search and, in the FilterBar (folded on phones), the category. ReferenceInput's base with
 * its offline notice: ReferenceInput itself would load AutocompleteInput, its default child.
 */
const ClientFilters = () => (
  <ListFilterBar>
    <ReferenceInputBase
      source="categoryIds"
      reference="client-category"
      sort={{ field: 'category_name', order: 'ASC' }}
      offline={<Offline variant="inline" />}
    >
      <SelectInput
        optionText="category_name"
        label="saluni.clients.list.categoryFilter"
        helperText={false}
      />
    </ReferenceInputBase>
  </ListFilterBar>
);

const ListActions = () => (
  <TopToolbar>
    <CreateButton label="saluni.spec.client.addTitle" />
    <ExportClientsButton />
  </TopToolbar>
);

const showPath = (record: RaRecord) => clientShowPath(record.id);

/**
 * Clients: search on name, phone and e-mail, a category filter, pages of 5/10/15/all, export,
 * and 'Add New Client' as a dialog at /client/create (ClientCreateScreen). Rows open the detail page.
 */
export const ClientList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource={client.name}
      sort={parseSort(client.defaultSort)}
      perPage={10}
      actions={<ListActions />}
      pagination={<ListPagination />}
      empty={
        <ListEmpty
          text="saluni.clients.list.empty"
          hint="saluni.clients.list.emptyHint"
          createLabel="saluni.spec.client.addTitle"
        />
      }
      error={<ListError />}
    >
      <ClientFilters />
      {isSmall ? (
        <SimpleList
          primaryText={(record) => String(record.fullName)}
          secondaryText={(record) => String(record.phone ?? record.email ?? '')}
          leftAvatar={(record) => <ClientAvatar record={record} />}
          linkType={(record) => showPath(record)}
        />
      ) : (
        <DataTable
          rowClick={(_id, _resource, record) => showPath(record)}
          bulkActionButtons={false}
        >
          <DataTable.Col
            source="image"
            disableSort
            render={(record: RaRecord) => <ClientAvatar record={record} />}
          />
          <DataTable.Col source="fullName" />
          <DataTable.Col source="phone" disableSort />
          <DataTable.Col source="email" />
          <DataTable.Col
            source="gender"
            disableSort
            render={(record: RaRecord) => (
              <SelectField
                source="gender"
                record={record}
                choices={choicesOf(client.fields.gender)}
              />
            )}
          />
          <DataTable.Col
            source="categories"
            disableSort
            render={(record: RaRecord) => (
              <CategoryChips categories={(record.categories as CategoryOfClient[]) ?? []} />
            )}
          />
          <DataTable.Col label="saluni.ui.actions" align="right">
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <EditButton />
              <ResourceDeleteButton declaration={client} />
            </Stack>
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
