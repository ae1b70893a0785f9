import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as forward, type IncomingHttpHeaders } from "node:http";
import { createServer, type Server } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import selfsigned from "selfsigned";
import { continueToPayment, details, fillCheckout, guestAtCheckout, payOnTestPage } from "./checkout-support";
import { gotoHydrated } from "./site-support";
import { mailsTo, signIn, uniqueEmail } from "./support";

/**
 * The shop deployed behind a TLS proxy, as the README tells an owner to run it: a proxy on this
 * machine speaks https to the browser and plain http to the app, saying who asked in
 * X-Forwarded-Proto/Host/For. The app has its own server (production build, fresh data directory)
 * started with PUBLIC_URL at the proxy's https address and TRUSTED_PROXIES=loopback.
 */
const appPort = Number(process.env.E2E_PORT ?? 4173) + 10;
const proxyPort = appPort + 1;
const publicUrl = `https://localhost:${proxyPort}`;
const admin = { email: "owner@example.com", password: "owner-password-behind-tls" };
const buildDir = process.env.E2E_BUILD_DIR ?? "build-e2e";

let app: ChildProcess | undefined;
let proxy: Server | undefined;
let dataDir: string | undefined;
let appErrors = "";

/** The proxy: each https request piped to the app with the X-Forwarded-* headers a real proxy adds. */
async function startProxy(): Promise<Server> {
  const pems = await selfsigned.generate([{ name: "commonName", value: "localhost" }], {
    keySize: 2048,
    algorithm: "sha256",
  });
  const server = createServer({ key: pems.private, cert: pems.cert }, (incoming, outgoing) => {
    const headers: IncomingHttpHeaders = { ...incoming.headers };
    const previous = incoming.headers["x-forwarded-for"];
    headers["x-forwarded-for"] = [previous, incoming.socket.remoteAddress].filter(Boolean).join(", ");
    headers["x-forwarded-proto"] = "https";
    headers["x-forwarded-host"] = incoming.headers.host;
    const upstream = forward(
      { host: "127.0.0.1", port: appPort, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end("Bad gateway");
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(proxyPort, "127.0.0.1", resolve));
  return server;
}

async function startApp(): Promise<ChildProcess> {
  dataDir = mkdtempSync(join(tmpdir(), "dabba-e2e-tls-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(appPort),
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    TRUSTED_PROXIES: "loopback",
    DABBA_TEST_HOOKS: "1",
    AUTH_SIGN_IN_LIMIT: "1000",
    LOG_LEVEL: "warn",
    // An https PUBLIC_URL in production is a deployed shop: its own admin password and a real secret.
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    BETTER_AUTH_SECRET: "tls-proxy-e2e-secret-0123456789abcdef",
  };
  for (const name of ["DATABASE_URL", "SMTP_URL", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "SEED_DEMO"])
    delete env[name];
  // The demo's images and their variants, as the main test server made them (the seed keeps files
  // it finds): this start does not encode them all again, which takes minutes on a busy machine.
  const made = join(process.env.E2E_DATA_DIR ?? "", "uploads");
  if (process.env.E2E_DATA_DIR && existsSync(made)) cpSync(made, join(dataDir, "uploads"), { recursive: true });
  const child = spawn(process.execPath, [`${buildDir}/server/index.js`], { env, stdio: ["ignore", "ignore", "pipe"] });
  child.stderr?.on("data", (chunk: Buffer) => (appErrors += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app behind the proxy stopped: ${appErrors}`);
    const healthy = await fetch(`http://127.0.0.1:${appPort}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return child;
    if (Date.now() > deadline) throw new Error(`The app behind the proxy did not start: ${appErrors}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.describe("behind a TLS proxy", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: publicUrl, ignoreHTTPSErrors: true });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    proxy = await startProxy();
    app = await startApp();
  });

  test.afterAll(async () => {
    if (app && app.exitCode === null) {
      const exited = new Promise((resolve) => app!.once("exit", resolve));
      app.kill("SIGTERM");
      await exited;
    }
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("a guest checks out and pays at the shop's https address", async ({ page }) => {
    await guestAtCheckout(page);
    await fillCheckout(page, details(uniqueEmail("tls-guest")));
    await continueToPayment(page);
    expect(new URL(page.url()).origin).toBe(publicUrl);
    const orderNumber = await payOnTestPage(page);
    expect(orderNumber).toMatch(/\S/);
    expect(new URL(page.url()).origin).toBe(publicUrl);
  });

  test("the contact form is sent through the proxy", async ({ page, request }) => {
    const subject = `Through the proxy ${Date.now().toString(36)}`;
    await gotoHydrated(page, "/get-in-touch");
    await page.getByLabel("First Name").fill("Meera");
    await page.getByLabel("Last Name").fill("Shah");
    await page.getByLabel("Email Address").fill("meera.shah@example.com");
    await page.getByLabel("Subject").fill(subject);
    await page.getByRole("textbox", { name: "Message" }).fill("Do you deliver to Peckham on Sundays?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent")).toBeVisible();
    const mails = await mailsTo(request, "hello@saffrondabba.co.uk");
    expect(mails.some((m) => m.subject.includes(subject))).toBe(true);
  });

  test("the contact form also works without JavaScript (a plain form post)", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: publicUrl, ignoreHTTPSErrors: true, javaScriptEnabled: false });
    const page = await context.newPage();
    const subject = `No script through the proxy ${Date.now().toString(36)}`;
    await page.goto("/get-in-touch");
    await page.getByLabel("First Name").fill("Ravi");
    await page.getByLabel("Last Name").fill("Kumar");
    await page.getByLabel("Email Address").fill("ravi.kumar@example.com");
    await page.getByLabel("Subject").fill(subject);
    await page.getByRole("textbox", { name: "Message" }).fill("A plain form, posted with an https Origin.");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBeLessThan(400);
    const mails = await mailsTo(context.request, "hello@saffrondabba.co.uk");
    expect(mails.some((m) => m.subject.includes(subject))).toBe(true);
    await context.close();
  });

  test("the owner signs in with a secure session cookie and reaches the back-office", async ({ page, context }) => {
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(`${publicUrl}/admin`);
    const cookies = await context.cookies(publicUrl);
    const sessionCookie = cookies.find((c) => c.name.includes("session_token"));
    expect(sessionCookie?.secure).toBe(true);
  });
});
