/**
 * The reply of a delete written as a query (`?id=…`): `{ [replyKey]: document }` when it named
 * one id, `{ deleted: documents }` when it named several, as the spec's bulk deletes answer.
 */
export const deletedReply = <D>(ids: readonly string[], replyKey: string, deleted: D[]) =>
  ids.length === 1 ? { [replyKey]: deleted[0] } : { deleted };
