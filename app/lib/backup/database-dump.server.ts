import { sql, type SQL } from "drizzle-orm";
import { createReadStream } from "node:fs";
import { mkdir, open } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { db, transaction } from "~/lib/db.server";
import { BackupError, type BackupManifest } from "./archive.server";

/**
 * A logical dump of the app's tables (schema `public`) that restores onto PGlite and PostgreSQL of
 * any version alike: each row as PostgreSQL's own JSON of it (row_to_json), read back by
 * json_populate_recordset, so the server converts every type both ways. The schema itself comes
 * from the migrations, which the database module runs before a restore.
 */
const SCHEMA = "public";
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4_000_000;

type DatabaseDump = Pick<BackupManifest, "databaseKind" | "migratedAt" | "tables" | "sequences">;

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const table = (name: string) => sql`${sql.identifier(SCHEMA)}.${sql.identifier(name)}`;

/** The app's tables and the columns a row is written with (generated columns are computed). */
async function appTables(): Promise<Array<{ name: string; columns: string[] }>> {
  const found = await rows<{ table: string; column: string }>(sql`
    select c.relname as "table", a.attname as "column"
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = ${SCHEMA} and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname, a.attnum`);
  const tables = new Map<string, string[]>();
  for (const { table: name, column } of found) tables.set(name, [...(tables.get(name) ?? []), column]);
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

/** The newest migration applied (drizzle's bookkeeping), or null on a database never migrated. */
async function newestMigration(): Promise<number | null> {
  const [row] = await rows<{ at: string | null }>(
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  ).catch(() => []);
  return row?.at ? Number(row.at) : null;
}

async function sequences(): Promise<BackupManifest["sequences"]> {
  return rows<{ name: string; value: string | null }>(
    sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = ${SCHEMA}`,
  );
}

/** Writes every table to `dir/<table>.ndjson` from one consistent snapshot of the database. */
export async function dumpDatabase(dir: string, databaseKind: BackupManifest["databaseKind"]): Promise<DatabaseDump> {
  await mkdir(dir, { recursive: true });
  return transaction(async () => {
    await db.execute(sql`set transaction isolation level repeatable read, read only`);
    const tables: BackupManifest["tables"] = [];
    for (const { name, columns } of await appTables()) {
      const file = await open(join(dir, `${name}.ndjson`), "w");
      let count = 0;
      try {
        // Pages by physical row address, stable within the snapshot: no primary key needed.
        for (let after = "(0,0)"; ;) {
          const page = await rows<{ at: string; row: string }>(sql`
            select r.ctid::text as at, row_to_json(r)::text as row from ${table(name)} r
            where r.ctid > ${after}::tid order by r.ctid limit ${sql.raw(String(BATCH_ROWS))}`);
          if (page.length === 0) break;
          await file.write(page.map((r) => `${r.row}\n`).join(""));
          count += page.length;
          after = page[page.length - 1].at;
        }
      } finally {
        await file.close();
      }
      tables.push({ name, columns, rows: count });
    }
    return { databaseKind, migratedAt: await newestMigration(), tables, sequences: await sequences() };
  });
}

/** Parents before children, so every foreign key finds its row (a table referring to itself aside). */
async function insertionOrder(names: string[]): Promise<string[]> {
  const edges = await rows<{ child: string; parent: string }>(sql`
    select ch.relname as child, pa.relname as parent
    from pg_constraint c
    join pg_class ch on ch.oid = c.conrelid
    join pg_class pa on pa.oid = c.confrelid
    join pg_namespace n on n.oid = ch.relnamespace
    where c.contype = 'f' and n.nspname = ${SCHEMA} and ch.oid <> pa.oid`);
  const ordered: string[] = [];
  const pending = new Set(names);
  while (pending.size) {
    const ready = [...pending].filter((name) => !edges.some((e) => e.child === name && pending.has(e.parent)));
    // A cycle of foreign keys: insert the rest as they come (a violation rolls everything back).
    for (const name of ready.length ? ready : [...pending]) {
      ordered.push(name);
      pending.delete(name);
    }
  }
  return ordered;
}

async function restoreTable(file: string, name: string, columns: string[]): Promise<void> {
  const list = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.execute(sql`
      insert into ${table(name)} (${list}) overriding system value
      select ${list} from json_populate_recordset(null::${table(name)}, ${`[${batch.join(",")}]`}::json)`);
    batch = [];
    chars = 0;
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
  }
  await flush();
}

/**
 * Replaces every row of the app's tables with the dump's, in one transaction: on any failure the
 * database is left as it was. Columns a newer schema added take their defaults; a dump from a
 * newer schema than this app's migrations is refused.
 */
export async function restoreDatabase(dir: string, dump: DatabaseDump): Promise<void> {
  const migratedAt = await newestMigration();
  if (dump.migratedAt !== null && (migratedAt === null || dump.migratedAt > migratedAt))
    throw new BackupError(
      "This backup comes from a newer version of Dabba (its database has migrations this one lacks): update Dabba first.",
    );
  const target = new Map((await appTables()).map((t) => [t.name, new Set(t.columns)]));
  const dumped = new Map(dump.tables.map((t) => [t.name, t]));
  const existingSequences = new Set((await sequences()).map((s) => s.name));
  await transaction(async () => {
    if (target.size)
      await db.execute(
        sql`truncate ${sql.join(
          [...target.keys()].map((name) => table(name)),
          sql`, `,
        )} restart identity`,
      );
    for (const name of await insertionOrder([...dumped.keys()].filter((n) => target.has(n)))) {
      const columns = dumped.get(name)!.columns.filter((c) => target.get(name)!.has(c));
      if (dumped.get(name)!.rows > 0) await restoreTable(join(dir, `${name}.ndjson`), name, columns);
    }
    for (const { name, value } of dump.sequences) {
      if (value === null || !existingSequences.has(name)) continue;
      await db.execute(sql`select setval(${`${SCHEMA}."${name.replaceAll('"', '""')}"`}::regclass, ${value}::bigint)`);
    }
  });
}
