// Each test file gets a database of its own on the PostgreSQL server of TEST_DATABASE_URL: a copy
// of the run's migrated template (tests/setup/postgres-global.ts).
import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { createDatabase } from "./pg-databases";
import { setUpTestProcess } from "./test-env";

const base = process.env.TEST_DATABASE_URL!;
const name = `${inject("pgPrefix")}_${randomBytes(4).toString("hex")}`;
process.env.DATABASE_URL = await createDatabase(base, name, inject("pgTemplate"));
setUpTestProcess();
