import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { client } from '../../registry';
import { useCurrentBusinessId } from '../business/currentBusiness';

interface ClientOption {
  id: string;
  fullName: string;
  email: string | null;
}

/** The Orders tab's customer filter: clients searched on the server by what is typed (businessId and q), chosen by e-mail. */
export const CustomerEmailFilter = ({
  value,
  onChange,
}: {
  value: string;
  onChange: (email: string) => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const businessId = useCurrentBusinessId();
  const [typed, setTyped] = useState('');
  const { data: clients = [], isFetching } = useQuery({
    queryKey: ['orders', businessId, 'customers', typed],
    queryFn: async () =>
      (
        await dataProvider.getList<ClientOption>(client.name, {
          filter: { q: typed.trim() || undefined },
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'fullName', order: 'ASC' },
        })
      ).data,
  });
  const emails = [
    ...new Set(clients.map((option) => option.email).filter((email): email is string => !!email)),
  ];
  return (
    <Autocomplete
      size="small"
      options={emails}
      value={value || null}
      loading={isFetching}
      onChange={(_event, email) => onChange(email ?? '')}
      inputValue={typed}
      onInputChange={(_event, text) => setTyped(text)}
      // The server already searched by what was typed.
      filterOptions={(options) => options}
      renderOption={({ key, ...props }, email) => (
        <li key={key} {...props}>
          <Box>
            <Typography variant="body2">{email}</Typography>
            <Typography variant="caption" color="text.secondary">
              {clients.find((option) => option.email === email)?.fullName}
            </Typography>
          </Box>
        </li>
      )}
      sx={{ minWidth: { sm: 260 } }}
      renderInput={(params) => (
        <TextField {...params} label={translate('saluni.orders.list.customer')} />
      )}
    />
  );
};
