// Each test file gets a database of its own on the PostgreSQL server of TEST_DATABASE_URL.
import { mkdtempSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { wirePaymentReactions } from "../../server/payment-reactions";

const base = process.env.TEST_DATABASE_URL!;
const name = `${inject("pgPrefix")}_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database "${name}"`);
await admin.end();

const url = new URL(base);
url.pathname = `/${name}`;
process.env.NODE_ENV = "test";
process.env.DATABASE_URL = url.toString();
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "dabba-test-"));
process.env.BETTER_AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";
delete process.env.SMTP_URL;
// A failed email is retried after a second (doubling), not half a minute.
process.env.MAIL_RETRY_DELAY_SECONDS = "1";
delete process.env.STRIPE_SECRET_KEY;
// The features above payments react to its events, as at the server's start-up (decision 035).
wirePaymentReactions();
