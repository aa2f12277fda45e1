import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { useMediaQuery, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  Button,
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SimpleList,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { servicePackage } from '../../registry';
import { useBusinessFormat } from '../format';
import { column, parseSort } from '../shared/GenericList';
import { ListEmpty } from '../shared/ListEmpty';
import { ListError } from '../shared/NoAccess';
import { ResourceDeleteButton } from '../shared/ResourceDeleteButton';
import './texts';

/** The route of the client service packages screen (src/custom/services). */
export const CLIENT_PACKAGES_PATH = '/client-service-packages';

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
    <Button
      label="saluni.services.list.clientPackages"
      component={Link}
      to={CLIENT_PACKAGES_PATH}
      startIcon={<CardMembershipIcon />}
    />
  </TopToolbar>
);

/** Packages with their services and price in the business currency, and the way to what clients hold. */
export const ServicePackageList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const { money } = useBusinessFormat();
  const { fields } = servicePackage;
  const countOf = (record: RaRecord) =>
    translate('saluni.services.packages.servicesCount', {
      smart_count: Array.isArray(record.services) ? record.services.length : 0,
    });
  return (
    <List
      sort={parseSort(servicePackage.defaultSort)}
      perPage={10}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={<ListActions />}
      empty={<ListEmpty />}
      error={<ListError />}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record) => String(record.name ?? '')}
          secondaryText={countOf}
          tertiaryText={(record) => money(record.price as number)}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          {column('name', fields.name)}
          {column('services', fields.services)}
          <DataTable.Col
            source="price"
            render={(record: RaRecord) => money(record.price as number)}
          />
          <DataTable.Col label="saluni.ui.actions" align="right">
            <ResourceDeleteButton declaration={servicePackage} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
