const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id as the API writes them (UUID); anything else names no record. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);
