import { Box, Typography } from '@mui/material';
import {
  DateInput,
  ImageField,
  ImageInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { BooleanInput } from '../shared/BooleanInput';
import { client } from '../../registry';
import { choicesOf, formatImage, IMAGE_ACCEPT } from '../shared/recordValues';
import './texts';

/** The photo: chosen with a click or dropped on the zone (react-admin's ImageInput is a dropzone). */
const PhotoInput = () => {
  const translate = useTranslate();
  return (
    <ImageInput
      source="image"
      accept={IMAGE_ACCEPT}
      format={formatImage}
      placeholder={
        <Box sx={{ p: 2 }}>
          <Typography variant="body2">{translate('saluni.clients.image.hint')}</Typography>
        </Box>
      }
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
};

/**
 * The client form of back-office.md 3, shared by Add New Client and the edit screen. Its forms
 * set `noValidate`: the browser's own e-mail check would block the submit with its own text
 * instead of the spec's 'Email must be valid'.
 */
export const ClientInputs = () => (
  <>
    <TextInput source="fullName" fullWidth />
    <Box
      sx={{ display: 'flex', gap: 2, width: '100%', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <TextInput source="phone" type="tel" fullWidth />
      <TextInput source="email" type="email" fullWidth />
    </Box>
    <SelectInput source="gender" choices={choicesOf(client.fields.gender)} fullWidth />
    <TextInput source="address" fullWidth />
    <TextInput source="notes" multiline minRows={3} fullWidth />
    {/* Client e-mails and SMS skip a client who asked not to get them. */}
    <Box sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap' }}>
      <BooleanInput source="emailOptOut" />
      <BooleanInput source="smsOptOut" />
    </Box>
    <Box
      sx={{ display: 'flex', gap: 2, width: '100%', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <SelectInput
        source="preferredChannel"
        choices={choicesOf(client.fields.preferredChannel)}
        defaultValue="sms"
        fullWidth
      />
      <SelectInput source="language" choices={choicesOf(client.fields.language)} fullWidth />
      <DateInput source="birthday" fullWidth />
    </Box>
    {/* Marketing only with the client's recorded agreement; each change is logged as its proof. */}
    <Box sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap' }}>
      <BooleanInput source="marketingSms" />
      <BooleanInput source="marketingEmail" />
      <BooleanInput source="marketingWhatsapp" />
    </Box>
    <PhotoInput />
  </>
);
