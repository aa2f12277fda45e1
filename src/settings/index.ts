/** What other areas use of this area; they import nothing else of it. */
export { settingsOf } from './businessSettingsForm';
export { AppointmentGapSlider } from './AppointmentGapSlider';
