import type { Database } from './database';

/**
 * A statement prepared once per database: Drizzle builds its SQL once and PostgreSQL parses and
 * plans it once per connection. For the statements on the path of many requests (the access
 * look-up of every tenant call, the stock balance). `name` must be unique to the statement.
 */
export const preparedStatement = <T>(prepare: (db: Database) => T) => {
  const statements = new WeakMap<Database, T>();
  return (db: Database): T => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
};
