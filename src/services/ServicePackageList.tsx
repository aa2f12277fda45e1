import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { Link } from 'react-router-dom';
import {
  Button,
  CreateButton,
  DataTable,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { servicePackage } from '../../registry';
import { useBusinessFormat } from '../format';
import { column, ResourceList } from '../shared/GenericList';
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
  const translate = useTranslate();
  const { money } = useBusinessFormat();
  const { fields } = servicePackage;
  const countOf = (record: RaRecord) =>
    translate('saluni.services.packages.servicesCount', {
      smart_count: Array.isArray(record.services) ? record.services.length : 0,
    });
  return (
    <ResourceList
      declaration={servicePackage}
      actions={<ListActions />}
      phoneTexts={{
        secondaryText: countOf,
        tertiaryText: (record) => money(record.price as number),
      }}
      columns={[
        column('name', fields.name),
        column('services', fields.services),
        <DataTable.Col
          key="price"
          source="price"
          render={(record: RaRecord) => money(record.price as number)}
        />,
      ]}
    />
  );
};
