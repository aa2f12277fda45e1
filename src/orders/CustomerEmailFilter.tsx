import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useClientEmails } from './useClientEmails';

/** The Orders tab's customer filter: clients searched on the server by what is typed (`useClientEmails`), chosen by e-mail. */
export const CustomerEmailFilter = ({
  value,
  onChange,
}: {
  value: string;
  onChange: (email: string) => void;
}) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const { emails, nameOf, isFetching } = useClientEmails(typed);
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
              {nameOf(email)}
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
