import type { PGlite, Transaction as PGliteTransaction } from "@electric-sql/pglite";
import type pg from "pg";

/**
 * Counts the SQL statements this process sends to its database (BEGIN and COMMIT included), and
 * while recording keeps their text and parameters: what bench/checkout reports per checkout and
 * replays without the app (through the test hook /api/test/metrics). Counting is an increment per
 * statement; recording is off unless a benchmark turns it on.
 */
export interface RecordedStatement {
  text: string;
  params: unknown[];
}

let statements = 0;
let recording: RecordedStatement[] | null = null;

function note(text: string, params: unknown[] = []) {
  statements++;
  recording?.push({ text, params });
}

export function statementCount(): number {
  return statements;
}

/** Starts keeping the statements sent from now on (forgetting any kept before). */
export function startRecording(): void {
  recording = [];
}

/** Stops keeping statements and returns those kept since startRecording(). */
export function stopRecording(): RecordedStatement[] {
  const kept = recording ?? [];
  recording = null;
  return kept;
}

type PgQueryArgs = [string | { text: string; values?: unknown[] }, unknown?, ...unknown[]];

/** Counts every statement a node-postgres pool's connections send (Drizzle, pg-boss, raw SQL). */
export function countPoolStatements(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: PgQueryArgs) => unknown;
    client.query = ((...args: PgQueryArgs) => {
      const [first, second] = args;
      const values = Array.isArray(second) ? second : [];
      if (typeof first === "string") note(first, values);
      else note(first.text, first.values ?? values);
      return query(...args);
    }) as typeof client.query;
  });
}

/** Counts every statement sent to an embedded PGlite database, in and outside its transactions. */
export function countPgliteStatements(client: PGlite): void {
  wrapQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(work: (tx: PGliteTransaction) => Promise<T>) => {
    note("BEGIN");
    return transaction((tx) => {
      wrapQueries(tx);
      return work(tx);
    }).then(
      (result) => {
        note("COMMIT");
        return result;
      },
      (err: unknown) => {
        note("ROLLBACK");
        throw err;
      },
    );
  }) as typeof client.transaction;
}

function wrapQueries(target: Pick<PGlite, "query" | "exec">) {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((text: string, params?: unknown[], options?: object) => {
    note(text, params ?? []);
    return query(text, params, options);
  }) as typeof target.query;
  target.exec = ((text: string, options?: object) => {
    note(text);
    return exec(text, options);
  }) as typeof target.exec;
}
