import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  BooleanField,
  DataTable,
  List,
  ReferenceArrayField,
  ReferenceField,
  SearchInput,
  SelectField,
  SimpleList,
  type DataTableColumnProps,
  type RaRecord,
  type SimpleListProps,
} from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../registry';
import { CalendarDateField, MoneyField } from '../format';
import { ListEmpty } from './ListEmpty';
import { ListPagination, parseSort } from './listPaging';
import { ListError } from './NoAccess';
import { ResourceDeleteButton } from './ResourceDeleteButton';
import { choicesOf, fileUrl } from './recordValues';

/** Decorative (empty alt): the record's name is already in the same row. */
const Thumbnail = ({ value }: { value: unknown }) => {
  const filename = (value as { filename?: unknown } | null)?.filename;
  if (typeof filename !== 'string') return null;
  return (
    <img
      src={fileUrl(filename)}
      alt=""
      style={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 4 }}
    />
  );
};

/** How a column shows a declared field of each type; a type not named here shows its text. */
const cellOf = (name: string, field: FieldDeclaration): Partial<DataTableColumnProps<RaRecord>> => {
  switch (field.type) {
    case 'money':
      return { align: 'right', field: MoneyField };
    case 'boolean':
      return { field: BooleanField };
    case 'date':
      return { field: CalendarDateField };
    case 'choice':
      return {
        render: (record: RaRecord) => (
          <SelectField source={name} record={record} choices={choicesOf(field)} />
        ),
      };
    case 'reference':
      return {
        children: <ReferenceField source={name} reference={field.reference!} link={false} />,
      };
    // Lists of references and images have no order to sort by.
    case 'references':
      return {
        disableSort: true,
        children: <ReferenceArrayField source={name} reference={field.reference!} />,
      };
    case 'image':
      return {
        disableSort: true,
        render: (record: RaRecord) => <Thumbnail value={record[name]} />,
      };
    default:
      return {};
  }
};

/** A list column of one declared field, by type, sortable where the declaration says so. */
export const column = (name: string, field: FieldDeclaration): ReactElement =>
  field.type === 'integer' ? (
    <DataTable.NumberCol key={name} source={name} disableSort={!field.sortable} />
  ) : (
    <DataTable.Col
      key={name}
      source={name}
      disableSort={!field.sortable}
      {...cellOf(name, field)}
    />
  );

/** What a row of a resource list shows on phones, where a table would not fit. */
type PhoneTexts = Pick<SimpleListProps, 'secondaryText' | 'tertiaryText'>;

/**
 * A registry resource's list: search `q`, paging, the given columns then the delete button, a
 * row opening the record's edit page (or `openPath`), and a SimpleList on phones (below the
 * 600px breakpoint).
 */
export const ResourceList = ({
  declaration,
  columns,
  phoneTexts,
  actions,
  pagination,
  openPath,
}: {
  declaration: ResourceDeclaration;
  columns: ReactNode;
  phoneTexts?: PhoneTexts;
  /** The toolbar above the list; react-admin's own by default. */
  actions?: ReactElement;
  pagination?: ReactElement;
  /** Where a row leads, when not to the record's edit page (a detail page). */
  openPath?: (record: RaRecord) => string;
}) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleOf = (record: RaRecord) => String(record[declaration.titleField] ?? '');
  return (
    <List
      sort={parseSort(declaration.defaultSort)}
      perPage={10}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={actions}
      pagination={pagination}
      empty={<ListEmpty />}
      error={<ListError />}
    >
      {isSmall ? (
        <SimpleList primaryText={titleOf} {...phoneTexts} linkType={openPath ?? 'edit'} />
      ) : (
        <DataTable
          rowClick={openPath ? (_id, _resource, record) => openPath(record) : 'edit'}
          bulkActionButtons={false}
        >
          {columns}
          <DataTable.Col label="saluni.ui.actions" align="right">
            <ResourceDeleteButton declaration={declaration} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

/** The list of any registry resource: its declared list columns, with the spec's page sizes. */
export const GenericList = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <ResourceList
    declaration={declaration}
    columns={Object.entries(declaration.fields)
      .filter(([, field]) => field.list)
      .map(([name, field]) => column(name, field))}
    pagination={<ListPagination />}
  />
);
