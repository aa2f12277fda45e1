/** Says that a scrape-time read failed (logged and counted once per read). */
export type ReadFailure = (source: string, error: unknown) => void;

/**
 * One database read shared by the gauges it feeds. prom-client starts every metric's `collect`
 * of a scrape in the same tick, so the first gauge starts the read and the others join it: each
 * scrape reads each source once. A failed read answers `undefined` (the gauges then show no
 * samples rather than stale ones) and the scrape still answers with everything else.
 */
export const sharedRead = <T>(
  source: string,
  read: () => Promise<T>,
  onFailure: ReadFailure,
): (() => Promise<T | undefined>) => {
  let inFlight: Promise<T | undefined> | undefined;
  return () => {
    inFlight ??= read()
      .catch((error: unknown) => {
        onFailure(source, error);
        return undefined;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
};
