import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import { CARD, MPESA, type SmsBundle, type SmsBundleOrder } from '../dataProvider/smsBundles';
import { ChooseBundleDialog } from './ChooseBundleDialog';
import { PaymentDialog } from './PaymentDialog';

/**
 * Buy An SMS Bundle, then the payment dialog (back-office.md 2 and 4): choosing a bundle creates
 * its order (by M-Pesa for shillings, else by card), whose id the payment names. Trying again after a failed payment
 * makes a new order for the same bundle, since the old one is settled.
 */
export const BuyBundleDialog = ({ onClose }: { onClose: () => void }) => {
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const [paying, setPaying] = useState<{ bundle: SmsBundle; order: SmsBundleOrder } | null>(null);
  const order = useMutation({
    mutationFn: async (bundle: SmsBundle) => ({
      bundle,
      // M-Pesa takes shillings only: any other currency's bundle is paid by card.
      order: await dataProvider.createSmsBundleOrder(
        bundle._id,
        bundle.currency === 'KES' ? MPESA : CARD,
      ),
    }),
    onSuccess: setPaying,
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  if (!paying)
    return (
      <ChooseBundleDialog
        onClose={onClose}
        onChosen={(bundle) => order.mutate(bundle)}
        busy={order.isPending}
      />
    );
  return (
    <PaymentDialog
      // A new order starts a new payment form.
      key={paying.order._id}
      bundle={paying.bundle}
      order={paying.order}
      onClose={onClose}
      onTryAgain={() => order.mutate(paying.bundle)}
      retrying={order.isPending}
    />
  );
};
