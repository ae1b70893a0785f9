// What every test file's process sets up, on PGlite (tests/setup/pglite.ts) and on PostgreSQL
// (tests/setup/postgres.ts), once the database is chosen.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { wireMailSecrets } from "../../server/mail-secrets";
import { wirePaymentReactions } from "../../server/payment-reactions";

export function setUpTestProcess() {
  process.env.NODE_ENV = "test";
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "dabba-test-"));
  process.env.BETTER_AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";
  delete process.env.SMTP_URL;
  // A failed email is retried after a second (doubling), not half a minute.
  process.env.MAIL_RETRY_DELAY_SECONDS = "1";
  delete process.env.STRIPE_SECRET_KEY;
  // The features above payments react to its events, as at the server's start-up (decision 035).
  wirePaymentReactions();
  // The mailer fills in the secrets features put in mail (a gift card's code), as at start-up.
  wireMailSecrets();
}
