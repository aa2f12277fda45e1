import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import {
  Button,
  CreateButton,
  DataTable,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { membership } from '../../registry';
import type { MembershipDuration, PriceMap } from '../../registry/offerings/membershipTerms';
import { useBusinessFormat } from '../format';
import { ResourceList } from '../shared/GenericList';
import { fileUrl } from '../shared/recordValues';
import { durationText, priceText } from './membershipText';

const Cover = ({ record }: { record: RaRecord }) => {
  const cover = (record.images as { filename: string }[] | undefined)?.[0];
  // Decorative (empty alt): the membership's name is in the same row.
  return cover ? (
    <img
      src={fileUrl(cover.filename)}
      alt=""
      style={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 4 }}
    />
  ) : null;
};

const ListActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button
        component={Link}
        to="/membership-sessions"
        label={translate('saluni.offerings.sessions')}
      >
        <EventRepeatIcon />
      </Button>
      <CreateButton />
    </TopToolbar>
  );
};

/** Memberships with their prices per frequency and duration; a simple list on phones. */
export const MembershipList = () => {
  const translate = useTranslate();
  const { money } = useBusinessFormat();
  const prices = (record: RaRecord) => priceText(translate, record.price as PriceMap, money);
  return (
    <ResourceList
      declaration={membership}
      actions={<ListActions />}
      phoneTexts={{ secondaryText: prices }}
      columns={[
        <DataTable.Col
          key="images"
          source="images"
          disableSort
          render={(record: RaRecord) => <Cover record={record} />}
        />,
        <DataTable.Col key="name" source="name" />,
        <DataTable.Col key="price" source="price" disableSort render={prices} />,
        <DataTable.Col
          key="duration"
          source="duration"
          disableSort
          render={(record: RaRecord) =>
            durationText(translate, record.duration as MembershipDuration | null)
          }
        />,
      ]}
    />
  );
};
