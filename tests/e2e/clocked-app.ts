import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { OutboxMail } from "./support";

/**
 * An app server of its own for a spec that moves time: the production build started with
 * scripts/fixed-clock.mjs (the server's clock stands still at FIXED_CLOCK until the spec sets it
 * with GET /__clock?at=), on its own port and a fresh data directory seeded with the demo data of
 * that date. Browser clocks are untouched: only the server's sense of "now" moves.
 */
export interface ClockedApp {
  url: string;
  /** Sets the server's clock; answers the time it now reads. */
  setClock(at: string): Promise<string>;
  stop(): Promise<void>;
}

export const buildDir = process.env.E2E_BUILD_DIR ?? "build-e2e";

/**
 * The environment of a production server of a spec's own on `port` (at http://localhost:port) and
 * `dataDir`, with `extra`: none of the database, mail, payment or seeding settings the shell may have.
 */
export function ownServerEnv(port: number, dataDir: string, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    ...extra,
  };
  for (const name of ["DATABASE_URL", "SMTP_URL", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "SEED_DEMO"])
    delete env[name];
  return env;
}

export async function startClockedApp(
  port: number,
  fixedClock: string,
  extra: NodeJS.ProcessEnv = {},
): Promise<ClockedApp> {
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "dabba-e2e-clock-"));
  const env = ownServerEnv(port, dataDir, {
    FIXED_CLOCK: fixedClock,
    DABBA_TEST_HOOKS: "1",
    AUTH_SIGN_IN_LIMIT: "1000",
    LOG_LEVEL: "warn",
    BETTER_AUTH_SECRET: "clocked-e2e-secret-0123456789abcdef0123",
    ...extra,
  });
  // The demo images' variants the main test server has made so far (the seed keeps files it
  // finds): this first start makes only the rest.
  const made = join(process.env.E2E_DATA_DIR ?? "", "uploads");
  if (process.env.E2E_DATA_DIR && existsSync(made)) cpSync(made, join(dataDir, "uploads"), { recursive: true });
  let errors = "";
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", resolve("scripts/fixed-clock.mjs"), `${buildDir}/server/index.js`],
    { env, stdio: ["ignore", "ignore", "pipe"] },
  );
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The clocked app stopped: ${errors}`);
    }
    const healthy = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The clocked app did not start: ${errors}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }

  return {
    url,
    async setClock(at) {
      const response = await fetch(`${url}/__clock?at=${encodeURIComponent(at)}`);
      expect(response.ok, `setting the clock to ${at}`).toBe(true);
      return (await response.text()).trim();
    },
    stop,
  };
}

/**
 * Called in a test.describe: its tests' pages go to a clocked app of their own on `port`, started
 * before them with its clock at `fixedClock` (and `extra` settings, read then) and stopped after them, with the owner's browser
 * context a test may open on it (`ownerContext`, closed then too).
 */
export function useClockedApp(port: number, fixedClock: string, extra: () => NodeJS.ProcessEnv = () => ({})) {
  const clocked: { app: ClockedApp; ownerContext?: BrowserContext } = { app: undefined! };
  test.use({ baseURL: `http://localhost:${port}` });

  test.beforeAll(async () => {
    test.setTimeout(200_000);
    clocked.app = await startClockedApp(port, fixedClock, extra());
  });

  test.afterAll(async () => {
    await clocked.ownerContext?.close();
    await clocked.app?.stop();
  });
  return clocked;
}

/** Runs the scheduled renewal job now, at the server's clock (test hook). */
export async function runRenewals(request: APIRequestContext): Promise<Array<{ kind: string; deliveryDate: string }>> {
  const response = await request.post("/api/test/renewals");
  expect(response.ok(), `renewals: ${response.status()}`).toBe(true);
  return (await response.json()) as Array<{ kind: string; deliveryDate: string }>;
}

/** The newest mail to `to` whose subject starts with `subject` (waits for it to be queued). */
export async function mailWithSubject(request: APIRequestContext, to: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/test/outbox?to=${encodeURIComponent(to)}`);
        found = ((await response.json()) as OutboxMail[]).find((m) => m.subject.startsWith(subject));
        return found?.subject ?? null;
      },
      { message: `a mail to ${to} about "${subject}"` },
    )
    .not.toBeNull();
  return found!;
}

/** How many mails to `to` have a subject starting with `subject`. */
export async function countMails(request: APIRequestContext, to: string, subject: string): Promise<number> {
  const response = await request.get(`/api/test/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as OutboxMail[]).filter((m) => m.subject.startsWith(subject)).length;
}

/**
 * Opens a page as someone coming back days later: a session that lapsed while the clock moved
 * on sends them to log in first, as it would a real customer.
 */
export async function comeBackTo(page: Page, path: string, who: { email: string; password: string }) {
  await page.goto(path);
  if (new URL(page.url()).pathname === "/login") {
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password").fill(who.password);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(path);
  }
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/** The sonner toast with this title. */
export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}
