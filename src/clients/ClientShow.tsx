import ForumIcon from '@mui/icons-material/Forum';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  EditButton,
  RecordContextProvider,
  ResourceContextProvider,
  Title,
  useCanAccess,
  useGetOne,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { client, type CategoryOfClient } from '../../registry/resources/client';
import { formatPhone } from '../format/phone';
import { LazyContactClientDialog } from '../messaging';
import { CLIENT_MESSAGE_RESOURCE } from '../shared/appScreens';
import { ResourceDeleteButton } from '../shared/ResourceDeleteButton';
import { fileUrl } from '../shared/recordValues';
import { CategoryChips } from './ClientList';
import { clientDetailTabs } from './clientDetailTabs';
import { SelectCategories, useClientCategories } from '../client-records';
import './texts';

/** The client's categories: chips for readers, the 'Select Categories' multi-select for editors. */
const ClientCategories = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const categories = (record.categories as CategoryOfClient[] | undefined) ?? [];
  const ids = categories.map((category) => category._id);
  const { change, saving } = useClientCategories(String(record.id), ids);
  const { canAccess } = useCanAccess({ resource: 'client-category', action: 'edit' });
  if (canAccess) return <SelectCategories value={ids} onChange={change} disabled={saving} />;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('saluni.clients.detail.categories')}
      </Typography>
      {categories.length ? (
        <CategoryChips categories={categories} />
      ) : (
        <Typography>{translate('saluni.clients.detail.noCategories')}</Typography>
      )}
    </Box>
  );
};

/** Contact: the Contact Client dialog with this client chosen. */
const ContactButton = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: CLIENT_MESSAGE_RESOURCE, action: 'create' });
  if (!canAccess) return null;
  return (
    <>
      <Button size="small" startIcon={<ForumIcon />} onClick={() => setOpen(true)}>
        {translate('saluni.clients.detail.contact')}
      </Button>
      {open && <LazyContactClientDialog clientIds={[clientId]} onClose={() => setOpen(false)} />}
    </>
  );
};

const ClientHeader = ({ record }: { record: RaRecord }) => {
  const filename = (record.image as { filename?: string } | null)?.filename;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Avatar
        src={filename ? fileUrl(filename) : undefined}
        alt=""
        sx={{ width: 72, height: 72, fontSize: 32 }}
      >
        {String(record.fullName ?? '?').charAt(0)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {String(record.fullName)}
        </Typography>
        <Typography color="text.secondary">
          {[formatPhone(record.phone as string | null), record.email].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ContactButton clientId={String(record.id)} />
        <EditButton />
        <ResourceDeleteButton declaration={client} />
      </Stack>
    </Stack>
  );
};

/**
 * /client/{id}/show: the client's profile, categories, and the tabs of clientDetailTabs. The
 * chosen tab is in the URL (`?tab=`), so a link or a reload opens the same one.
 */
export const ClientShow = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const { data: record, isPending, error } = useGetOne<RaRecord>(client.name, { id });
  const current =
    clientDetailTabs.find((tab) => tab.id === search.get('tab')) ?? clientDetailTabs[0]!;

  if (isPending)
    return <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} />;
  if (error || !record)
    return <Typography sx={{ m: 4 }}>{translate('ra.page.not_found')}</Typography>;
  return (
    <ResourceContextProvider value={client.name}>
      <RecordContextProvider value={record}>
        <Title title={String(record.fullName)} />
        <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
          <Card>
            <CardContent>
              <Stack spacing={3}>
                <ClientHeader record={record} />
                <ClientCategories record={record} />
              </Stack>
            </CardContent>
          </Card>
          <Card>
            <Tabs
              value={current.id}
              onChange={(_event, tab: string) => setSearch({ tab }, { replace: true })}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              {clientDetailTabs.map((tab) => (
                <Tab key={tab.id} value={tab.id} label={translate(tab.label)} />
              ))}
            </Tabs>
            <CardContent>
              <current.Component clientId={String(record.id)} />
            </CardContent>
          </Card>
        </Stack>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
};
