/** The tax settings page, loaded on its first visit as a chunk of its own. */
export { TaxSettingsPage } from './TaxSettingsPage';
