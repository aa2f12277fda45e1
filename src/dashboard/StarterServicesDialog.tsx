import { Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
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
import { codeMenuItems } from '../shared/codeMenuItems';
import { FormDialog } from '../shared/FormDialog';
import { FIRST_RUN_QUERY } from './firstRunQuery';
import './texts';

const keysOf = (salonType: SalonType) =>
  STARTER_SERVICES.filter((item) => item.salonType === salonType).map((item) => item.key);

/**
 * Adds the ticked starter services: the toast says how many were new, and the checklist and the
 * screen behind the dialog are read again before it closes.
 */
const useAddStarterServices = (onAdded: () => void) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useSaluniDataProvider();
  return useMutation({
    mutationFn: (keys: string[]) => dataProvider.addStarterServices(keys),
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
      onAdded();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
};

/**
 * The starter services of one salon type, all ticked, priced in the business's currency and named
 * in the reader's language (the names the server creates). Nothing is created until Add.
 */
export const StarterServicesDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const [locale] = useLocaleState();
  const language = starterLanguageOf(locale);
  const [salonType, setSalonType] = useState<SalonType>('hair');
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(keysOf('hair')));
  const offered = STARTER_SERVICES.filter((item) => item.salonType === salonType);
  const add = useAddStarterServices(onClose);
  const toggle = (key: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <FormDialog
      title={translate('saluni.firstRun.starter.title')}
      titleId="starter-services-title"
      onClose={onClose}
      submitLabel="saluni.firstRun.starter.add"
      submitLabelArgs={{ smart_count: ticked.size }}
      onSubmit={() => add.mutate([...ticked])}
      submitDisabled={!ticked.size || add.isPending}
    >
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
        {codeMenuItems(SALON_TYPES, 'saluni.firstRun.starter.salonTypes', translate)}
      </TextField>
      <Stack sx={{ mt: 1 }}>
        {offered.map((item) => (
          <FormControlLabel
            key={item.key}
            control={<Checkbox checked={ticked.has(item.key)} onChange={() => toggle(item.key)} />}
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
    </FormDialog>
  );
};
