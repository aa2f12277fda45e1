import type { ModuleName } from '../../registry/modules';

/** The permission module of bundle orders and their payment (docs/areas/payments.md). */
export const SMS_BUNDLES_MODULE: ModuleName = 'settings.SMS Bundles';
