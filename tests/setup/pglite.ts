// A fresh in-memory PGlite for each test file: a copy of the run's migrated template
// (tests/setup/pglite-global.ts), opened and migrated by the database module.
import { inject } from "vitest";
import { setUpTestProcess } from "./test-env";

process.env.PGLITE_IN_MEMORY = "true";
process.env.PGLITE_TEMPLATE = inject("pgliteTemplate");
delete process.env.DATABASE_URL;
setUpTestProcess();
