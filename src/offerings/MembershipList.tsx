import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useMediaQuery, type Theme } from '@mui/material';
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
import { Link } from 'react-router-dom';
import { membership } from '../../registry';
import type { MembershipDuration, PriceMap } from '../../registry/offerings/membershipTerms';
import { useBusinessFormat } from '../format';
import { ListEmpty } from '../shared/ListEmpty';
import { ListError } from '../shared/NoAccess';
import { parseSort } from '../shared/GenericList';
import { ResourceDeleteButton } from '../shared/ResourceDeleteButton';
import { fileUrl } from '../shared/ResourceInputs';
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
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const prices = (record: RaRecord) => priceText(translate, record.price as PriceMap, money);
  return (
    <List
      sort={parseSort(membership.defaultSort)}
      perPage={10}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={<ListActions />}
      empty={<ListEmpty />}
      error={<ListError />}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record) => String(record.name)}
          secondaryText={prices}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col
            source="images"
            disableSort
            render={(record: RaRecord) => <Cover record={record} />}
          />
          <DataTable.Col source="name" />
          <DataTable.Col source="price" disableSort render={prices} />
          <DataTable.Col
            source="duration"
            disableSort
            render={(record: RaRecord) =>
              durationText(translate, record.duration as MembershipDuration | null)
            }
          />
          <DataTable.Col label="saluni.ui.actions" align="right">
            <ResourceDeleteButton declaration={membership} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
