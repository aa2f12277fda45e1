import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { client } from '../../registry';
import { useBusinessFormat } from '../format';
import { formatPhone } from '../format/phone';
import './texts';

const Detail = ({ label, children }: { label: string; children: ReactElement | string }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography
        variant="body1"
        component="div"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
};

const genderLabel = (value: unknown) =>
  client.fields.gender.choices.find((choice) => choice.value === value)?.label;

/** The client's details: the profile tab of the detail page. */
export const ClientProfileTab = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const { date } = useBusinessFormat();
  const { data } = useGetOne<RaRecord>(client.name, { id: clientId });
  if (!data) return <></>;
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value : translate('saluni.clients.detail.noValue');
  const gender = genderLabel(data.gender);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, py: 2 }}>
      <Detail label="resources.client.fields.phone">
        {text(formatPhone(data.phone as string | null))}
      </Detail>
      <Detail label="resources.client.fields.email">{text(data.email)}</Detail>
      <Detail label="resources.client.fields.gender">
        {gender ? translate(gender) : text(null)}
      </Detail>
      <Detail label="resources.client.fields.createdAt">{date(String(data.createdAt))}</Detail>
      <Detail label="resources.client.fields.address">{text(data.address)}</Detail>
      <Detail label="resources.client.fields.notes">{text(data.notes)}</Detail>
      <Detail label="resources.client.fields.emailOptOut">
        {translate(data.emailOptOut ? 'ra.boolean.true' : 'ra.boolean.false')}
      </Detail>
      <Detail label="resources.client.fields.smsOptOut">
        {translate(data.smsOptOut ? 'ra.boolean.true' : 'ra.boolean.false')}
      </Detail>
    </Box>
  );
};
