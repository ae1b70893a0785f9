import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Migrates one in-memory PGlite and keeps its files: every test file's database starts as a copy
 * of it (loading a copy takes a fraction of a fresh database's start and 20 migrations). The
 * database module still runs the migrations on the copy, and finds them all applied.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const client = new PGlite({ extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder: "drizzle" });
  const dir = mkdtempSync(join(tmpdir(), "dabba-pglite-template-"));
  const file = join(dir, "template.tar");
  writeFileSync(file, new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
