import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { randomBytes } from "node:crypto";
import { createDatabase } from "./pg-databases";

/**
 * Names this run's databases and migrates one of them as the template every test file's database
 * is created from (a copy is quicker than 20 migrations per file; the database module still runs
 * them on the copy, and finds them all applied). Drops every one of them when the run ends.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const url = process.env.TEST_DATABASE_URL!;
  const prefix = `dabba_test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const template = `${prefix}_template`;
  const templateUrl = await createDatabase(url, template);
  // One connection, closed before any copy: a database is copied only while no one is connected to it.
  const client = new pg.Client({ connectionString: templateUrl });
  await client.connect();
  await migrate(drizzle({ client }), { migrationsFolder: "drizzle" });
  await client.end();
  provide("pgPrefix", prefix);
  provide("pgTemplate", template);
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [
      `${prefix}%`,
    ]);
    for (const row of rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
    await client.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgPrefix: string;
    pgTemplate: string;
  }
}
