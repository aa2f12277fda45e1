import type { ModuleName } from '../../registry/modules';

/** The permission module of every client e-mail and SMS call (docs/areas/messaging.md). */
export const MESSAGES_MODULE: ModuleName = 'marketing.Client Messages';
