import RateReviewIcon from '@mui/icons-material/RateReview';
import { useMediaQuery, type Theme } from '@mui/material';
import { Create, DataTable, DateField, Edit, List, ReferenceField, SaveButton, SearchInput, SimpleForm, SimpleList, Toolbar, useCanAccess, type RaRecord } from 'react-admin';
import { feedback } from '../../../registry';
import { FeedbackInputs, useFeedbackResolver } from '../../custom/client-records/FeedbackInputs';
import { ListPagination } from '../../custom/client-records/ListPagination';
import { RatingField } from '../../custom/client-records/rating';
import { buildResource } from '../generic/buildResource';
import { parseSort } from '../generic/GenericList';
import { ListEmpty } from '../generic/ListEmpty';
import { ResourceDeleteButton } from '../generic/ResourceDeleteButton';
import { useResourceSuccess } from '../generic/useResourceToast';

/** Every client's feedback: client, stars, comment and date; search over comments. */
const FeedbackList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // Client names need read access to clients; without it the column would only show errors.
  const { canAccess: canReadClients } = useCanAccess({ resource: 'client', action: 'list' });
  return (
    <List sort={parseSort(feedback.defaultSort)} perPage={10} filters={[<SearchInput key="q" source="q" alwaysOn />]} pagination={<ListPagination />} empty={<ListEmpty />}>
      {isSmall ? (
        <SimpleList primaryText={(record: RaRecord) => String(record.comment)} secondaryText={() => <RatingField />} linkType="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          {canReadClients && (
            <DataTable.Col source="clientId" disableSort>
              <ReferenceField source="clientId" reference="client" link={(record) => `/client/${record.id}/show?tab=feedback`} />
            </DataTable.Col>
          )}
          <DataTable.Col source="rating" field={RatingField} />
          <DataTable.Col source="comment" disableSort />
          <DataTable.Col source="createdAt" field={DateField} />
          <DataTable.Col label="saluni.ui.actions" align="right">
            <ResourceDeleteButton declaration={feedback} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

const CreateToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

const FeedbackCreate = () => {
  const onSuccess = useResourceSuccess(feedback, 'created');
  return (
    <Create mutationOptions={{ onSuccess }}>
      <SimpleForm resolver={useFeedbackResolver()} toolbar={<CreateToolbar />}>
        <FeedbackInputs askClient />
      </SimpleForm>
    </Create>
  );
};

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ResourceDeleteButton declaration={feedback} />
  </Toolbar>
);

const FeedbackEdit = () => {
  const onSuccess = useResourceSuccess(feedback, 'updated');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm resolver={useFeedbackResolver()} toolbar={<EditToolbar />}>
        <FeedbackInputs askClient />
      </SimpleForm>
    </Edit>
  );
};

export default { ...buildResource(feedback, RateReviewIcon), list: FeedbackList, create: FeedbackCreate, edit: FeedbackEdit };
