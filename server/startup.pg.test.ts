import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

const server = process.env.TEST_DATABASE_URL!;
const name = `dabba_startup_${randomBytes(4).toString("hex")}`;

/** One instance's start-up; one that has not finished in 90 seconds is stopped, and says what it printed. */
function startInstance(url: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("node_modules/.bin/tsx", ["tests/fixtures/start-up.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        DATA_DIR: mkdtempSync(join(tmpdir(), "dabba-instance-")),
        LOG_LEVEL: "error",
        NODE_ENV: "production",
        VITEST: "",
      },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += "\n(still running after 90 s: stopped)";
      child.kill("SIGKILL");
    }, 90_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("several instances starting at once on one empty PostgreSQL database", () => {
  const admin = new pg.Client({ connectionString: server });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("all come up: the migrations and the demo business run once, under the advisory lock", async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;

    const runs = await Promise.all([1, 2, 3].map(() => startInstance(url.toString())));
    expect(runs.map((r) => [r.code, r.output.trim()])).toEqual([
      [0, "started"],
      [0, "started"],
      [0, "started"],
    ]);

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const count = async (table: string) => Number((await db.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
    const counts = [await count("business_settings"), await count('"user"'), await count("menu_items")];
    await db.end();
    expect(counts).toEqual([1, 1, 40]);
  }, 120_000);
});
