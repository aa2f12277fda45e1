import type { MessageTree } from '../../texts/merge';

/**
 * The installed app's notices (src/pwa): the offline banner, the refusal of a write made offline
 * and the prompt of a new version. In the main chunk with the shell, which shows them.
 */
export const pwaEnglish = {
  saluni: {
    pwa: {
      offline: {
        title: 'You are offline',
        body: 'The connection is lost. What you see may be out of date, and nothing can be saved until it is back.',
        notSaved: 'You are offline: nothing was saved. Try again when the connection is back.',
      },
      update: {
        ready: 'A new version of Saluni is ready',
        reload: 'Reload',
        dismiss: 'Later',
      },
    },
  },
} satisfies MessageTree;
