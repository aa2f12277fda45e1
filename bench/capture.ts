import type { Logger } from 'drizzle-orm';
import type { Statement } from './load';

/**
 * Records the statements the app sends while one request runs, through Drizzle's logger: the
 * floor replays exactly those (session and access look-up included), not a hand-written copy.
 */
export const statementRecorder = () => {
  let recording: Statement[] | undefined;
  const logger: Logger = { logQuery: (sql, params) => recording?.push({ sql, params }) };
  const record = async (request: () => Promise<void>): Promise<Statement[]> => {
    recording = [];
    try {
      await request();
      return recording;
    } finally {
      recording = undefined;
    }
  };
  return { logger, record };
};
