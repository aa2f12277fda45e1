/** What the notifications area offers the rest of the server: other areas and app.ts reach it only here. */
export { issueManageLink, manageTokenMatches } from './manageLinks';
export { registerNotificationsRoutes } from './routes';
export type { ReplyCallbackSecrets } from './conversationRoutes';
export { queueClientMessage } from './send';
export type { ClientMessage, QueuedMessage } from './send';
export { defaultTemplate, fillTemplate, renderMessage, templateOf } from './render';
export type { RenderedMessage, RenderInput } from './render';
export { appointmentMessagesJob, runAppointmentMessages } from './appointmentMessages';
export { automationsJob } from './automations';
export { noticeKey } from './noticeRules';
export { reminderDueAt } from './reminderTimes';
export { messageSettingsOf, settingsOf } from './settings';
export { NOTIFICATION_JOBS } from './jobs';
