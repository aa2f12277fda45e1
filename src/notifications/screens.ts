/** The automatic messages page, loaded on its first visit as a chunk of its own. */
export { MessageSettingsPage } from './MessageSettingsPage';
