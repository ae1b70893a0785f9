// Each test file gets a database of its own on the PostgreSQL server of TEST_DATABASE_URL: a copy
// of the run's migrated template (tests/setup/postgres-global.ts).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { setUpTestProcess } from "./test-env";

const base = process.env.TEST_DATABASE_URL!;
const name = `${inject("pgPrefix")}_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database "${name}" template "${inject("pgTemplate")}"`);
await admin.end();

const url = new URL(base);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
setUpTestProcess();
