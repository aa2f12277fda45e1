/** What other areas use of this area; they import nothing else of it. */
export { LazyConversationPanel } from './LazyConversationPanel';
