import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const include = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"];

/**
 * Every test runs against a fresh in-memory PGlite per test file, a copy of one migrated at the
 * start. Tests named *.db.test.ts are database tests: when TEST_DATABASE_URL is set they run a
 * second time against PostgreSQL, each file in a database of its own (a copy of one migrated at
 * the start) that is dropped at the end of the run. Tests named *.pg.test.ts are
 * about PostgreSQL alone (several instances on one server) and run only then.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves one of a 2-core machine's cores idle (it runs one file fewer than
    // there are cores): database tests wait on their database half the time, so use them all.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "pglite",
          include,
          exclude: ["**/node_modules/**", "**/*.pg.test.ts"],
          globalSetup: ["tests/setup/pglite-global.ts"],
          setupFiles: ["tests/setup/pglite.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: "postgres",
                include: ["app/**/*.db.test.{ts,tsx}", "server/**/*.db.test.ts", "server/**/*.pg.test.ts"],
                globalSetup: ["tests/setup/postgres-global.ts"],
                setupFiles: ["tests/setup/postgres.ts"],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
