import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  BooleanField,
  DataTable,
  List,
  Pagination,
  ReferenceArrayField,
  ReferenceField,
  SearchInput,
  SelectField,
  SimpleList,
  useTranslate,
  type RaRecord,
  type SimpleListProps,
} from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../registry';
import { ALL_ROWS } from '../dataProvider/registryDataProvider';
import { CalendarDateField, MoneyField } from '../format';
import { ListEmpty } from './ListEmpty';
import { ListError } from './NoAccess';
import { ResourceDeleteButton } from './ResourceDeleteButton';
import { choicesOf, fileUrl } from './ResourceInputs';

/** 'name' -> ascending, '-createdAt' -> descending, as the server's sort parameter reads. */
export const parseSort = (sort: string) =>
  sort.startsWith('-')
    ? { field: sort.slice(1), order: 'DESC' as const }
    : { field: sort, order: 'ASC' as const };

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

/** A list column of one declared field, by type. */
export const column = (name: string, field: FieldDeclaration): ReactElement => {
  const disableSort = !field.sortable;
  switch (field.type) {
    case 'integer':
      return <DataTable.NumberCol key={name} source={name} disableSort={disableSort} />;
    case 'money':
      return (
        <DataTable.Col
          key={name}
          source={name}
          disableSort={disableSort}
          align="right"
          field={MoneyField}
        />
      );
    case 'boolean':
      return (
        <DataTable.Col key={name} source={name} disableSort={disableSort} field={BooleanField} />
      );
    case 'date':
      return (
        <DataTable.Col
          key={name}
          source={name}
          disableSort={disableSort}
          field={CalendarDateField}
        />
      );
    case 'choice':
      return (
        <DataTable.Col
          key={name}
          source={name}
          disableSort={disableSort}
          render={(record: RaRecord) => (
            <SelectField source={name} record={record} choices={choicesOf(field)} />
          )}
        />
      );
    case 'reference':
      return (
        <DataTable.Col key={name} source={name} disableSort={disableSort}>
          <ReferenceField source={name} reference={field.reference!} link={false} />
        </DataTable.Col>
      );
    case 'references':
      return (
        <DataTable.Col key={name} source={name} disableSort>
          <ReferenceArrayField source={name} reference={field.reference!} />
        </DataTable.Col>
      );
    case 'image':
      return (
        <DataTable.Col
          key={name}
          source={name}
          disableSort
          render={(record: RaRecord) => <Thumbnail value={record[name]} />}
        />
      );
    default:
      return <DataTable.Col key={name} source={name} disableSort={disableSort} />;
  }
};

export const ListPagination = () => {
  const translate = useTranslate();
  // The spec's page sizes 5, 10, 15 and "all"; the dataProvider turns ALL_ROWS into limit=0.
  return (
    <Pagination
      rowsPerPageOptions={[5, 10, 15, { label: translate('saluni.ui.all'), value: ALL_ROWS }]}
    />
  );
};

/** What a row of a resource list shows on phones, where a table would not fit. */
type PhoneTexts = Pick<SimpleListProps, 'secondaryText' | 'tertiaryText'>;

/**
 * A registry resource's list: search `q`, paging, the given columns then the delete button, a
 * row opening the record's edit page, and a SimpleList on phones (below the 600px breakpoint).
 */
export const ResourceList = ({
  declaration,
  columns,
  phoneTexts,
  actions,
  pagination,
}: {
  declaration: ResourceDeclaration;
  columns: ReactNode;
  phoneTexts?: PhoneTexts;
  /** The toolbar above the list; react-admin's own by default. */
  actions?: ReactElement;
  pagination?: ReactElement;
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
        <SimpleList primaryText={titleOf} {...phoneTexts} linkType="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
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
