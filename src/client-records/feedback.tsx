import { DataTable, ReferenceField, useCanAccess } from 'react-admin';
import { feedback } from '../../registry';
import { InstantDateField } from '../format';
import { FeedbackInputs, useFeedbackResolver } from './FeedbackInputs';
import { RatingField } from './rating';
import { GenericCreate } from '../shared/GenericCreate';
import { GenericEdit } from '../shared/GenericEdit';
import { ResourceList } from '../shared/GenericList';
import { ListPagination } from '../shared/listPaging';

/** Every client's feedback: client, stars, comment and date; search over comments. */
export const FeedbackList = () => {
  // Client names need read access to clients; without it the column would only show errors.
  const { canAccess: canReadClients } = useCanAccess({ resource: 'client', action: 'list' });
  return (
    <ResourceList
      declaration={feedback}
      phoneTexts={{ secondaryText: () => <RatingField /> }}
      pagination={<ListPagination />}
      columns={
        <>
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
        </>
      }
    />
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
