/** What other areas use of this area; they import nothing else of it. */
export { BuyBundleDialog } from './BuyBundleDialog';
export { SmsBundlesTab } from './SmsBundlesTab';
export {
  LOW_SMS_BALANCE,
  useLowBalanceNotice,
  useReloadCurrentBusiness,
  useSmsBalance,
} from './useSmsBalance';
