import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync, readFileSync } from "node:fs";
import { resolve, join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "~/db/schema";
import { env } from "./env.server";
import { lockDataDir } from "./data-dir-lock.server";
import { logger } from "./logger.server";
import { countPgliteStatements, countPoolStatements } from "./db-metrics.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface Handle {
  db: Database;
  /** PostgreSQL's connection string (LISTEN needs a connection of its own); none on PGlite. */
  url?: string;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** Runs start-up work under the advisory lock (PGlite: one process, nothing to take turns with). */
  startupLock: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Runs SQL text as written: `$1`-style parameters, or several statements when there are none
   * (then the rows of every statement, in order: pg-boss reads a lock's row before a COMMIT's).
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
}

const migrationsFolder = resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/** The advisory lock key of start-up work (migrations, the seed): any constant unique to Dabba. */
const STARTUP_LOCK = 0x0dabba;

async function open(): Promise<Handle> {
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
    // An idle connection the server drops (restart, failover) is an event, not a crash: the pool
    // discards it and opens a new one for the next query.
    pool.on("error", (err) => logger.error({ err }, "database connection lost; the pool will reconnect"));
    countPoolStatements(pool);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    const startupLock = async <T>(work: () => Promise<T>): Promise<T> => {
      // Instances starting together on one database take turns: migrations (and the seed) run once.
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK]);
        return await work();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    };
    await startupLock(() => migratePg(drizzlePg({ client: pool }), { migrationsFolder }));
    return {
      db,
      kind: "postgres",
      url: env.DATABASE_URL,
      close: () => pool.end(),
      startupLock,
      executeSql: async (text, values) => {
        const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
        return Array.isArray(result) ? { rows: result.flatMap((each) => each.rows) } : result;
      },
    };
  }
  // In tests each worker gets its own in-memory database (no directory, no lock).
  const inMemory = process.env.PGLITE_IN_MEMORY === "true";
  let release = () => {};
  let client: PGlite;
  if (inMemory) {
    // The test run migrates one database and copies it to every test file (tests/setup).
    const template = process.env.PGLITE_TEMPLATE;
    client = new PGlite({
      extensions: { pg_trgm },
      loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
    });
  } else {
    const dataDir = resolve(env.DATA_DIR);
    release = lockDataDir(dataDir);
    const pgDir = join(dataDir, "pglite");
    mkdirSync(pgDir, { recursive: true });
    client = new PGlite(pgDir, { extensions: { pg_trgm } });
  }
  await client.waitReady;
  countPgliteStatements(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  return {
    db,
    kind: "pglite",
    startupLock: (work) => work(),
    // PGlite's query() takes one statement; exec() takes several but no parameters.
    executeSql: async (text, values) =>
      values?.length ? client.query(text, values) : { rows: (await client.exec(text)).flatMap((each) => each.rows) },
    close: async () => {
      await client.close();
      release();
    },
  };
}

// One instance per process (kept on globalThis so dev-server reloads reuse it).
const store = globalThis as unknown as { __dabbaDb?: Promise<Handle> };
store.__dabbaDb ??= open().then((handle) => {
  logger.debug({ kind: handle.kind }, "database ready");
  return handle;
});
const handle = await store.__dabbaDb;

// The transaction the current async call chain runs in, if any.
const currentTransaction = new AsyncLocalStorage<Transaction>();

/**
 * Runs `work` in one transaction: every query made through `db` while it runs (in any module,
 * however deep) goes through that transaction, so feature functions never pass a handle around.
 * Inside another transaction it opens a savepoint. With PGlite's single connection a query that
 * bypassed the open transaction would wait for it forever; this makes that impossible.
 */
export function transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  const outer = currentTransaction.getStore() ?? handle.db;
  return outer.transaction((tx) => currentTransaction.run(tx, () => work(tx)));
}

/**
 * Runs SQL text written for node-postgres (`$1` parameters) in the current call chain's transaction
 * when there is one, else on the database: how libraries that bring their own SQL (pg-boss) share
 * our connection and our transactions, on PostgreSQL and on PGlite alike.
 */
export async function executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  const tx = currentTransaction.getStore();
  if (!tx) return handle.executeSql(text, values);
  const parts = text.split(/\$(\d+)/);
  const query = sql.join(parts.map((part, i) => (i % 2 ? sql.param(values?.[Number(part) - 1]) : sql.raw(part))));
  const result = (await tx.execute(query)) as { rows: unknown[] };
  return { rows: result.rows };
}

/**
 * `prepared`, a Drizzle prepared statement made on `rootDatabase` (lib/statements.server.ts), as it
 * runs on the current call chain's connection: the transaction's when there is one. (Drizzle binds
 * a prepared statement to the connection of the session that made it, its `client`; a
 * transaction's session holds the transaction's connection there.)
 */
export function onCurrentConnection<P extends object>(prepared: P): P {
  const tx = currentTransaction.getStore();
  if (!tx) return prepared;
  const { client } = (tx as unknown as { session: { client?: unknown } }).session;
  if (!client) throw new Error("the transaction has no connection to run a prepared statement on");
  return Object.create(prepared, { client: { value: client } }) as P;
}

/** The database itself (never a transaction): what prepared statements are made on. */
export const rootDatabase: Database = handle.db;

/** Whether the current call chain runs inside `transaction()`. */
export function inTransaction(): boolean {
  return currentTransaction.getStore() !== undefined;
}

/**
 * The database: the transaction of the current call chain when there is one, else the pool
 * (PostgreSQL) or the embedded database (PGlite). `db.transaction(...)` is `transaction(...)`.
 */
export const db: Database = new Proxy(handle.db, {
  get(root, property) {
    if (property === "transaction") return transaction;
    const target = currentTransaction.getStore() ?? root;
    const value = Reflect.get(target, property, target);
    return typeof value === "function" ? value.bind(target) : value;
  },
});
export const databaseKind = handle.kind;

/**
 * Runs start-up work (the seed) while holding the same PostgreSQL advisory lock as the migrations,
 * so several instances starting at once on one database do it once, one after another.
 */
export function withStartupLock<T>(work: () => Promise<T>): Promise<T> {
  return handle.startupLock(work);
}

/** Listening connections, closed with the database. */
const listeners = new Set<{ close: () => void }>();

/**
 * Tells every instance on this PostgreSQL database (this one included) `payload` on `channel`, at
 * once (outside any transaction of the caller). Nothing to tell on PGlite: one process.
 */
export async function notifyInstances(channel: string, payload: string): Promise<void> {
  if (handle.kind !== "postgres") return;
  await handle.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

/**
 * Calls `onMessage` with every NOTIFY on `channel` (PostgreSQL; nothing on PGlite), on a connection
 * of its own that is opened again when it drops (backing off up to 30 s); `onListening` runs each
 * time LISTEN begins (the first time too), as notifications sent before it were missed. The promise
 * settles when LISTEN first begins (at once on PGlite).
 */
export function listenToInstances(
  channel: string,
  onMessage: (payload: string) => void,
  onListening: () => void,
): Promise<void> {
  if (handle.kind !== "postgres" || !handle.url) return Promise.resolve();
  let began!: () => void;
  const listening = new Promise<void>((resolve) => (began = resolve));
  let closed = false;
  let client: pg.Client | undefined;
  let delay = 500;
  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: handle.url });
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    next.on("error", (err) => logger.warn({ err }, "the instance notification connection failed; reopening"));
    next.once("end", () => {
      if (closed) return;
      setTimeout(() => void connect(), delay).unref();
      delay = Math.min(delay * 2, 30_000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
      delay = 500;
      // Anything read before LISTEN began (at start-up, or while the connection was down) may
      // predate another instance's write whose NOTIFY this connection never heard.
      onListening();
      began();
    } catch (err) {
      logger.warn({ err }, "could not listen for other instances' changes; retrying");
      await next.end().catch(() => {});
    }
  };
  void connect();
  listeners.add({
    close: () => {
      closed = true;
      void client?.end().catch(() => {});
    },
  });
  return listening;
}

export async function closeDatabase(): Promise<void> {
  for (const listener of listeners) listener.close();
  listeners.clear();
  await handle.close();
  store.__dabbaDb = undefined;
}

export async function isDatabaseReachable(): Promise<boolean> {
  try {
    await db.execute("select 1");
    return true;
  } catch {
    return false;
  }
}
