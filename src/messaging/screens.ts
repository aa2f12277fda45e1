/** The messages page (/messages, in the clients menu), loaded on its first visit as a chunk of its own. */
export { MessagesPage } from './MessagesPage';
