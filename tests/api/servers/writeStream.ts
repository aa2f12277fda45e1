import type { Reply } from './cluster';

/** How many times a client tries one write before giving up (each try after a short pause). */
const MAX_TRIES = 40;

/**
 * A client's stream of writes: `parallel` at a time, each tried again (as a client would) only
 * while it has no acknowledgement, that is after a network error or a 5xx; a 4xx is a defect.
 * Once `afterAcknowledged.count` writes are acknowledged, `action` runs while the others are in
 * flight (the test kills a server there). Answers the ids of every acknowledged write.
 */
export const writeStream = async (options: {
  writes: number;
  parallel: number;
  write: (index: number) => Promise<Reply>;
  idOf: (reply: Reply) => string;
  afterAcknowledged: { count: number; action: () => Promise<void> };
}) => {
  const ids: string[] = [];
  let next = 0;
  let actionDone = false;
  let acknowledgedBeforeAction = 0;
  let retried = 0;

  const attempt = async (index: number): Promise<Reply | undefined> => {
    try {
      const reply = await options.write(index);
      if (reply.status >= 500) return undefined;
      if (reply.status !== 201) throw new Error(`write ${index}: ${reply.status} ${reply.text}`);
      return reply;
    } catch (error) {
      // A dropped connection is not an answer: the write may or may not have happened.
      if (error instanceof TypeError) return undefined;
      throw error;
    }
  };

  const writeOne = async (index: number) => {
    for (let tries = 1; tries <= MAX_TRIES; tries++) {
      const reply = await attempt(index);
      if (reply) {
        ids.push(options.idOf(reply));
        return;
      }
      retried++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`write ${index} was never acknowledged`);
  };

  const worker = async () => {
    while (next < options.writes) {
      await writeOne(next++);
      if (!actionDone && ids.length >= options.afterAcknowledged.count) {
        actionDone = true;
        acknowledgedBeforeAction = ids.length;
        await options.afterAcknowledged.action();
      }
    }
  };
  await Promise.all(Array.from({ length: options.parallel }, worker));
  return {
    ids,
    acknowledgedBeforeAction,
    acknowledgedAfterAction: ids.length - acknowledgedBeforeAction,
    retried,
  };
};
