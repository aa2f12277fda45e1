import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  SALON_TYPES,
  STARTER_SERVICES,
  starterLanguageOf,
  type SalonType,
} from '../../registry/firstRun';
import type { Currency } from '../../registry/business';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { FIRST_RUN_QUERY } from './firstRunQuery';
import './texts';

const keysOf = (salonType: SalonType) =>
  STARTER_SERVICES.filter((item) => item.salonType === salonType).map((item) => item.key);

/**
 * The starter services of one salon type, all ticked, priced in the business's currency and named
 * in the reader's language (the names the server creates). Nothing is created until Add.
 */
export const StarterServicesDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useSaluniDataProvider();
  const format = useBusinessFormat();
  const [locale] = useLocaleState();
  const language = starterLanguageOf(locale);
  const [salonType, setSalonType] = useState<SalonType>('hair');
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(keysOf('hair')));
  const offered = STARTER_SERVICES.filter((item) => item.salonType === salonType);
  const add = useMutation({
    mutationFn: () => dataProvider.addStarterServices([...ticked]),
    onSuccess: ({ created }) => {
      notify(
        created.length ? 'saluni.firstRun.starter.added' : 'saluni.firstRun.starter.nothingNew',
        {
          type: created.length ? 'success' : 'info',
          messageArgs: { smart_count: created.length },
        },
      );
      void queryClient.invalidateQueries({ queryKey: [FIRST_RUN_QUERY] });
      refresh();
      onClose();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const toggle = (key: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="starter-services-title">
      <DialogTitle id="starter-services-title">
        {translate('saluni.firstRun.starter.title')}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('saluni.firstRun.starter.intro', { currency: format.currency })}
        </Typography>
        <TextField
          id="starter-salon-type"
          select
          fullWidth
          label={translate('saluni.firstRun.starter.salonType')}
          value={salonType}
          onChange={(event) => {
            const next = event.target.value as SalonType;
            setSalonType(next);
            setTicked(new Set(keysOf(next)));
          }}
        >
          {SALON_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {translate(`saluni.firstRun.starter.salonTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack sx={{ mt: 1 }}>
          {offered.map((item) => (
            <FormControlLabel
              key={item.key}
              control={
                <Checkbox checked={ticked.has(item.key)} onChange={() => toggle(item.key)} />
              }
              label={
                <span>
                  {item.name[language]}
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {format.money(item.price[format.currency as Currency])} ·{' '}
                    {translate('saluni.firstRun.starter.duration', {
                      minutes: item.durationInMinutes,
                    })}
                  </Typography>
                </span>
              }
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('saluni.common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!ticked.size || add.isPending}
          onClick={() => add.mutate()}
        >
          {translate('saluni.firstRun.starter.add', { smart_count: ticked.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
