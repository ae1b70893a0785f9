import { getTableColumns, sql, type SQL, type Table } from "drizzle-orm";
import { onCurrentConnection, rootDatabase, type Database } from "./db.server";

/** What `build` returns: a Drizzle prepared statement (`.prepare(name)`). */
interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A statement every checkout sends, built once (decision 026). Drizzle's query builder costs as
 * much CPU as the database client's own work for the statement (half a millisecond for an insert
 * with CTEs), so `build` makes it on first use, on the database itself, with `sql.placeholder()`
 * where its values go, and prepares it as `name`; each call runs it with `values` on the current
 * call chain's connection (its transaction's, when there is one).
 */
export function preparedStatement<R>(name: string, build: (db: Database, name: string) => Prepared<R>) {
  let prepared: Prepared<R> | undefined;
  return (values: Record<string, unknown>): Promise<R> => {
    prepared ??= build(rootDatabase, name);
    return onCurrentConnection(prepared).execute(values);
  };
}

/**
 * A family of statements of one kind whose SQL depends on the shape of what they write (how many
 * rows, which columns): each shape's statement is built once, the `limit` most recently built
 * kept. They are not named on the server (shapes are many; each is parsed there as before). Each
 * call runs the statement of `shape` with `values`; `build` makes it when the shape is new.
 */
export function statementsByShape<R>(limit = 32) {
  const byShape = new Map<string, (values: Record<string, unknown>) => Promise<R>>();
  return (shape: string, values: Record<string, unknown>, build: (db: Database, name: string) => Prepared<R>) => {
    let run = byShape.get(shape);
    if (!run) {
      if (byShape.size >= limit) byShape.delete(byShape.keys().next().value!);
      // The empty name: node-postgres's unnamed statement.
      run = preparedStatement("", build);
      byShape.set(shape, run);
    }
    return run(values);
  };
}

/**
 * Rows to insert, as a prepared statement takes them: their `values` by placeholder name (the
 * names start with `prefix`), encoded as Drizzle encodes a value it binds in place (NULL as NULL),
 * their `shape` (which columns each row sets: one left undefined takes its default), and the rows
 * of placeholders to build the statement with.
 */
export function placeholderRows<Row extends Record<string, unknown>>(
  table: Table,
  rows: readonly Row[],
  prefix: string,
) {
  const columns = getTableColumns(table);
  const values: Record<string, unknown> = {};
  let shape = "";
  rows.forEach((row, i) => {
    for (const key in row) {
      const value = row[key];
      if (value === undefined) continue;
      const column = columns[key];
      // A default Drizzle makes for a row that leaves the column out would be made only once.
      if (column.defaultFn || column.onUpdateFn) throw new Error(`${key}: a made default cannot be prepared`);
      values[`${prefix}${i}_${key}`] = value === null ? null : column.mapToDriverValue(value);
      shape += `${key},`;
    }
    shape += ";";
  });
  const placeholders = () =>
    rows.map((row, i) => {
      const set: Record<string, SQL> = {};
      for (const key in row) if (row[key] !== undefined) set[key] = sql`${sql.placeholder(`${prefix}${i}_${key}`)}`;
      return set as { [K in keyof Row]: SQL };
    });
  return { values, shape, placeholders };
}
