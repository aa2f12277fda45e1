/** What the notifications area offers the rest of the server: other areas and app.ts reach it only here. */
export { issueManageLink, manageTokenMatches } from './manageLinks';
export { registerNotificationsRoutes } from './routes';
export { queueClientMessage } from './send';
export { unsubscribeLink } from '../messaging';
export type { ClientMessage, QueuedMessage } from './send';
export { defaultTemplate, fillTemplate, renderMessage, templateOf } from './render';
export type { RenderedMessage, RenderInput } from './render';
export { automationsJob } from './automations';
