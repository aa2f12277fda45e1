import DownloadIcon from '@mui/icons-material/Download';
import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteArrayInput,
  Button,
  CreateButton,
  DataTable,
  List,
  ReferenceArrayInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useListContext,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { service } from '../../registry';
import { column } from '../shared/GenericList';
import { parseSort } from '../shared/listPaging';
import { ListEmpty } from '../shared/ListEmpty';
import { ListError } from '../shared/NoAccess';
import { ListFilterBar } from '../shared/ListFilterBar';
import { ResourceDeleteButton } from '../shared/ResourceDeleteButton';
import { useBusinessFormat } from '../format';
import { pricingSummary } from './pricing';
import { ServiceBulkSetButton } from './ServiceBulkDialog';
import { useSaluniDataProvider } from '../dataProvider';
import './texts';

/** The search and, in the FilterBar (folded on phones), the categories. */
const ServiceFilters = () => (
  <ListFilterBar>
    <ReferenceArrayInput source="categoryIds" reference="service-category" perPage={1000}>
      <AutocompleteArrayInput
        label="saluni.services.list.categoryFilter"
        helperText={false}
        sx={{ minWidth: 240 }}
      />
    </ReferenceArrayInput>
  </ListFilterBar>
);

/** Downloads services.csv for the filters on screen; the server streams it. */
const ExportServicesButton = () => {
  const { filterValues } = useListContext();
  const dataProvider = useSaluniDataProvider();
  const notify = useNotify();
  const exportServices = () =>
    dataProvider
      .exportServices(filterValues)
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  return (
    <Button
      label="saluni.services.list.export"
      onClick={exportServices}
      startIcon={<DownloadIcon />}
    />
  );
};

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportServicesButton />
  </TopToolbar>
);

const BulkActions = () => {
  const { canAccess } = useCanAccess({ action: 'update', resource: service.name });
  if (!canAccess) return null;
  return (
    <>
      <ServiceBulkSetButton field="categoryIds" />
      <ServiceBulkSetButton field="performerIds" />
    </>
  );
};

const PricingCell = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const { money } = useBusinessFormat();
  return (
    <Stack>
      {pricingSummary(record.advancedPricing, translate, money).map((line, index) => (
        <Typography key={index} variant="body2">
          {line}
        </Typography>
      ))}
    </Stack>
  );
};

/** Services with a category filter, pricing options, bulk edit of the selection and CSV export. */
export const ServiceList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const { money } = useBusinessFormat();
  const { fields } = service;
  return (
    <List
      sort={parseSort(service.defaultSort)}
      perPage={10}
      actions={<ListActions />}
      empty={<ListEmpty />}
      error={<ListError />}
    >
      <ServiceFilters />
      {isSmall ? (
        <SimpleList
          primaryText={(record) => String(record.name ?? '')}
          secondaryText={(record) =>
            pricingSummary(record.advancedPricing, translate, money).join(', ')
          }
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={<BulkActions />}>
          {column('name', fields.name)}
          {column('categoryIds', fields.categoryIds)}
          <DataTable.Col
            source="advancedPricing"
            disableSort
            render={(record: RaRecord) => <PricingCell record={record} />}
          />
          {column('image', fields.image)}
          <DataTable.Col label="saluni.ui.actions" align="right">
            <ResourceDeleteButton declaration={service} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
