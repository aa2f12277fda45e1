import { useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  List,
  ReferenceField,
  SearchInput,
  SimpleList,
  useCanAccess,
  type RaRecord,
} from 'react-admin';
import { feedback } from '../../registry';
import { InstantDateField } from '../format';
import { FeedbackInputs, useFeedbackResolver } from './FeedbackInputs';
import { RatingField } from './rating';
import { GenericCreate } from '../shared/GenericCreate';
import { GenericEdit } from '../shared/GenericEdit';
import { ListPagination, parseSort } from '../shared/GenericList';
import { ListEmpty } from '../shared/ListEmpty';
import { ListError } from '../shared/NoAccess';
import { ResourceDeleteButton } from '../shared/ResourceDeleteButton';

/** Every client's feedback: client, stars, comment and date; search over comments. */
export const FeedbackList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // Client names need read access to clients; without it the column would only show errors.
  const { canAccess: canReadClients } = useCanAccess({ resource: 'client', action: 'list' });
  return (
    <List
      sort={parseSort(feedback.defaultSort)}
      perPage={10}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      pagination={<ListPagination />}
      empty={<ListEmpty />}
      error={<ListError />}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record: RaRecord) => String(record.comment)}
          secondaryText={() => <RatingField />}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          {canReadClients && (
            <DataTable.Col source="clientId" disableSort>
              <ReferenceField
                source="clientId"
                reference="client"
                link={(record) => `/client/${record.id}/show?tab=feedback`}
              />
            </DataTable.Col>
          )}
          <DataTable.Col source="rating" field={RatingField} />
          <DataTable.Col source="comment" disableSort />
          <DataTable.Col source="createdAt" field={InstantDateField} />
          <DataTable.Col label="saluni.ui.actions" align="right">
            <ResourceDeleteButton declaration={feedback} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

export const FeedbackCreate = () => (
  <GenericCreate declaration={feedback} resolver={useFeedbackResolver()}>
    <FeedbackInputs askClient />
  </GenericCreate>
);

export const FeedbackEdit = () => (
  <GenericEdit declaration={feedback} resolver={useFeedbackResolver()}>
    <FeedbackInputs askClient />
  </GenericEdit>
);
