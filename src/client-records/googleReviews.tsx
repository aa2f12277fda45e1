import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
  type RaRecord,
} from 'react-admin';
import { googleReview } from '../../registry';
import { CalendarDateField } from '../format';
import { GoogleReviewImport } from './GoogleReviewImport';
import { RatingField } from './rating';
import { ListPagination } from '../shared/listPaging';
import { ListEmpty } from '../shared/ListEmpty';
import { ResourceDeleteButton } from '../shared/ResourceDeleteButton';

const ListActions = () => {
  const { canAccess: canCreate } = useCanAccess({ resource: googleReview.name, action: 'create' });
  return (
    <TopToolbar>
      {canCreate && <GoogleReviewImport />}
      {canCreate && <CreateButton />}
    </TopToolbar>
  );
};

/** Google reviews, newest review first: reviewer, stars, comment and date, with the CSV import. */
export const GoogleReviewList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      sort={{ field: 'reviewedOn', order: 'DESC' }}
      perPage={10}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={<ListActions />}
      pagination={<ListPagination />}
      empty={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record: RaRecord) => String(record.reviewer)}
          secondaryText={() => <RatingField />}
          tertiaryText={(record: RaRecord) => String(record.comment ?? '')}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false} empty={<ListEmpty />}>
          <DataTable.Col source="reviewer" />
          <DataTable.Col source="rating" field={RatingField} />
          <DataTable.Col source="comment" disableSort />
          <DataTable.Col source="reviewedOn" field={CalendarDateField} />
          <DataTable.Col label="saluni.ui.actions" align="right">
            <ResourceDeleteButton declaration={googleReview} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
