import {
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import type { SmsBundle } from '../dataProvider/smsBundles';
import { formatMoney } from '../format/money';
import { BundleDialog } from './BundleDialog';
import './texts';
import '../shared/specScreensTexts';

export const SMS_BUNDLES_QUERY_KEY = ['sms-bundle', 'active'];

interface ChooseBundleDialogProps {
  onClose: () => void;
  onChosen: (bundle: SmsBundle) => void;
  /** While the order is being created. */
  busy: boolean;
}

/** Buy An SMS Bundle (back-office.md 2): the active bundles, one to choose ('Bundle field is required'). */
export const ChooseBundleDialog = ({ onClose, onChosen, busy }: ChooseBundleDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const [chosenId, setChosenId] = useState('');
  const [missing, setMissing] = useState(false);
  const { data, isPending, error } = useQuery({
    queryKey: SMS_BUNDLES_QUERY_KEY,
    queryFn: () => dataProvider.listActiveSmsBundles(),
  });
  const bundles = data?.docs ?? [];
  const carryOn = () => {
    const bundle = bundles.find((item) => item._id === chosenId);
    setMissing(!bundle);
    if (bundle) onChosen(bundle);
  };
  return (
    <BundleDialog
      titleId="buy-bundle-title"
      title="saluni.spec.client.buyBundle"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{translate('saluni.common.cancel')}</Button>
          <Button variant="contained" onClick={carryOn} disabled={busy || !bundles.length}>
            {translate('saluni.smsBundles.continue')}
          </Button>
        </>
      }
    >
      {isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {error && <Typography color="error">{error.message}</Typography>}
      {data && !bundles.length && (
        <Typography>{translate('saluni.smsBundles.noBundles')}</Typography>
      )}
      {bundles.length > 0 && (
        <FormControl error={missing} fullWidth>
          <FormLabel id="bundle-label">{translate('saluni.smsBundles.bundle')}</FormLabel>
          <RadioGroup
            aria-labelledby="bundle-label"
            value={chosenId}
            onChange={(_event, id) => {
              setChosenId(id);
              setMissing(false);
            }}
          >
            {bundles.map((bundle) => (
              <FormControlLabel
                key={bundle._id}
                value={bundle._id}
                control={<Radio />}
                label={translate('saluni.smsBundles.bundleOption', {
                  title: bundle.title,
                  count: bundle.smsCount,
                  price: formatMoney(bundle.cost, bundle.currency),
                })}
              />
            ))}
          </RadioGroup>
          {missing && (
            <FormHelperText>{translate('saluni.spec.validation.bundleRequired')}</FormHelperText>
          )}
        </FormControl>
      )}
    </BundleDialog>
  );
};
