import pg from "pg";
import { randomBytes } from "node:crypto";

/** Names this run's databases; drops every one of them when the run ends. */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const url = process.env.TEST_DATABASE_URL!;
  const prefix = `dabba_test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  provide("pgPrefix", prefix);
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
  }
}
