// Screenshots of every page, to show that a refactor changed nothing a visitor, a customer or an
// admin can see. Same build, same demo data, same clock: same pixels.
//
//   node scripts/screenshots.mjs take --build <buildDir> --out <dir> [--port 4390] [--cwd <dir>]
//   node scripts/screenshots.mjs compare <dirA> <dirB>
//
// `take` starts the production build on a fresh data directory (the demo business) with the
// server clock frozen by scripts/fixed-clock.mjs, creates a customer, a paid order, mails, a
// contact message and a waitlist entry through the UI at fixed times (09:05 to 09:40 on Monday
// 23 November 2026), then shoots every page at 10:00:00 at 375 and 1280 px. The browser's clock
// is held at the server's. The server runs with its cwd at the build's project (for drizzle/),
// the parent of the build directory unless --cwd says otherwise.
//
// `compare` compares the PNGs of two runs pixel by pixel, writes a diff image of each page that
// differs to <dirB>-diff/ and exits 1 if any page differs or is missing from one run.
//
// Two runs of the same build match exactly: order numbers, payment references and uuids are
// replaced in the page before each shot (VOLATILE_TEXT), user ids are masked, and each shot waits
// for React to hydrate and rest, images to decode, toasts to go and mail previews to paint.

// Browser globals, for the functions passed to page.evaluate (they run in the page):
/* global window, document, NodeFilter, HTMLElement, requestAnimationFrame */
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/** The server starts (and seeds the demo data) at START; the setup steps follow; shots at SHOTS. */
const START = "2026-11-23T09:00:00Z";
const SHOTS = "2026-11-23T10:00:00Z";

const ADMIN = { email: "admin@dabba.local", password: "dabba-admin-2026" };
const CUSTOMER = {
  firstName: "Asha",
  lastName: "Patel",
  email: "asha.patel@example.com",
  password: "correct-horse-42",
  address: "12 Rye Lane",
  city: "London",
  postcode: "SE15 4ST",
  phone: "020 7946 0321",
};
const CONTACT = {
  firstName: "Meera",
  lastName: "Shah",
  email: "meera.shah@example.com",
  subject: "Catering for a birthday party",
  message: "Could you cook for thirty people on Saturday the 12th?",
};
const WAITLIST = { postcode: "N1 9GU", email: "ravi.kumar@example.com" };

/**
 * The pages shot at 10:00, once setup has run. `as`: who looks (visitor: nobody signed in;
 * guest: "Continue as Guest"; customer: CUSTOMER, signed in; admin). `path` may depend on what
 * setup made (`made`). `then` runs on the loaded page before the shot, at each width. `mask` lists
 * selectors of boxes painted over: values random on every run that VOLATILE_TEXT cannot replace.
 */
const PAGES = [
  // Public site.
  { name: "home", as: "visitor", path: "/" },
  { name: "menu", as: "visitor", path: "/menu" },
  { name: "how-it-works", as: "visitor", path: "/how-it-works" },
  { name: "about-us", as: "visitor", path: "/about-us" },
  { name: "get-in-touch", as: "visitor", path: "/get-in-touch" },
  { name: "faqs", as: "visitor", path: "/faqs" },
  { name: "privacy-policy", as: "visitor", path: "/privacy-policy" },
  { name: "terms-of-service", as: "visitor", path: "/terms-of-service" },
  { name: "user-deletion", as: "visitor", path: "/user-deletion" },
  { name: "not-found", as: "visitor", path: "/no-such-page" },
  // Accounts.
  { name: "login", as: "visitor", path: "/login" },
  { name: "login-sign-up", as: "visitor", path: "/login", then: (page) => clickButton(page, "Create an account") },
  { name: "forgot-password", as: "visitor", path: "/forgot-password" },
  { name: "reset-password", as: "visitor", path: (made) => made.resetLink },
  { name: "reset-password-no-token", as: "visitor", path: "/reset-password" },
  { name: "my-account", as: "customer", path: "/my-account" },
  { name: "my-account-guest", as: "guest", path: "/my-account" },
  // Ordering (checkout and the test payment page are shot during setup, see placeOrder).
  { name: "postcode-check", as: "visitor", path: "/postcode-check" },
  {
    name: "postcode-check-served",
    as: "visitor",
    path: "/postcode-check",
    then: (page) => checkPostcode(page, "SE15 1AA"),
  },
  {
    name: "postcode-check-not-served",
    as: "visitor",
    path: "/postcode-check",
    then: (page) => checkPostcode(page, "N1 9GU"),
  },
  { name: "order-guest", as: "guest", path: "/order" },
  { name: "order-customer", as: "customer", path: "/order" },
  { name: "order-confirmation", as: "customer", path: (made) => made.confirmationPath },
  {
    name: "my-order",
    as: "customer",
    path: (made) => made.orderDetailPath.replace("/admin/orders/", "/my-account/orders/"),
  },
  // Back-office.
  { name: "admin-menu", as: "admin", path: "/admin" },
  { name: "admin-box-types", as: "admin", path: "/admin/box-types" },
  { name: "admin-delivery", as: "admin", path: "/admin/delivery" },
  { name: "admin-content", as: "admin", path: "/admin/content" },
  // Sorted by name: the default order (newest first) ties the demo images, then sorts by random id.
  { name: "admin-images", as: "admin", path: "/admin/images?sort=name" },
  // User ids (the ID column) are random.
  { name: "admin-users", as: "admin", path: "/admin/users", mask: ["main td[title]"] },
  { name: "admin-team", as: "admin", path: "/admin/team" },
  { name: "admin-cuisines", as: "admin", path: "/admin/cuisines" },
  { name: "admin-weekly-cuisines", as: "admin", path: "/admin/weekly-cuisines" },
  { name: "admin-orders", as: "admin", path: "/admin/orders" },
  { name: "admin-prep-sheet", as: "admin", path: "/admin/orders/prep-sheet" },
  { name: "admin-labels", as: "admin", path: "/admin/orders/labels" },
  { name: "admin-round-sheet", as: "admin", path: "/admin/orders/round-sheet" },
  { name: "admin-new-order", as: "admin", path: "/admin/orders/new" },
  { name: "admin-subscriptions", as: "admin", path: "/admin/subscriptions" },
  { name: "admin-dashboard", as: "admin", path: "/admin/dashboard" },
  { name: "admin-order-detail", as: "admin", path: (made) => made.orderDetailPath },
  { name: "admin-messages", as: "admin", path: "/admin/messages" },
  { name: "admin-outbox", as: "admin", path: "/admin/outbox" },
  { name: "admin-outbox-mail-order", as: "admin", path: (made) => made.orderMailPath },
  { name: "admin-outbox-mail-contact", as: "admin", path: (made) => made.contactMailPath },
  { name: "admin-settings", as: "admin", path: "/admin/settings" },
  { name: "admin-not-found", as: "admin", path: "/admin/no-such-page" },
];

/** Text that differs on every run (order numbers, payment sessions, ids): replaced before a shot. */
const VOLATILE_TEXT = [
  [/TIF-[A-Z0-9]{8}/g, "TIF-00000000"],
  // Test payment sessions and payments: test_cs_..., test_pi_...
  [/\b(?<kind>test_[a-z]{2,4}_)[A-Za-z0-9_-]{8,}/g, "$<kind>0000000000000000"],
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "00000000-0000-0000-0000-000000000000"],
];

// ---------------------------------------------------------------------------------------------
// The server

const FIXED_CLOCK = fileURLToPath(new URL("./fixed-clock.mjs", import.meta.url));

async function startServer({ buildDir, cwd, port }) {
  const dataDir = mkdtempSync(join(tmpdir(), "dabba-shots-"));
  const baseURL = `http://localhost:${port}`;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: "UTC",
    FIXED_CLOCK: START,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    DABBA_TEST_HOOKS: "1",
    AUTH_SIGN_IN_LIMIT: "1000",
    LOG_LEVEL: "warn",
    BETTER_AUTH_SECRET: "screenshots-secret-screenshots-secret-42",
  };
  const entry = join(buildDir, "server", "index.js");
  const child = spawn(process.execPath, ["--import", pathToFileURL(FIXED_CLOCK).href, entry], {
    cwd,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((done) => child.once("exit", (code) => done(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}

/** Until the server answers and has made its images' variants (pages show originals before). */
async function waitForHealth(baseURL, exited) {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error("The server exited before it was ready");
    const ok = await fetch(`${baseURL}/api/health`).then(
      async (r) => r.ok && (await r.json()).images?.ready !== false,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error("The server did not answer /api/health with its images ready within 10 minutes");
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

// ---------------------------------------------------------------------------------------------
// The clock, the browser and the shots

/** Sets the server's clock and every browser context's to `iso` (a time on 23 November 2026). */
async function setClock(run, iso) {
  const response = await fetch(`${run.baseURL}/__clock?at=${encodeURIComponent(iso)}`);
  if (!response.ok) throw new Error(`Setting the clock: ${response.status} ${await response.text()}`);
  for (const context of run.contexts) await context.clock.setFixedTime(iso);
  run.now = iso;
}

const at = (hhmm) => `2026-11-23T${hhmm}:00Z`;

async function newContext(run) {
  const context = await run.browser.newContext({
    baseURL: run.baseURL,
    viewport: VIEWPORTS.at(-1),
    deviceScaleFactor: 1,
    locale: "en-GB",
    timezoneId: "Europe/London",
    colorScheme: "light",
    reducedMotion: "reduce",
  });
  await context.clock.setFixedTime(run.now);
  await context.addInitScript(browserSetup);
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(180_000);
  run.contexts.push(context);
  return context.newPage();
}

/**
 * Runs in every page before its own scripts: client-side random values (cart line ids and the
 * like) are the same on every run, and React reports its commits (through the hook React
 * DevTools uses), so a script can tell when the page has hydrated and stopped re-rendering.
 */
function browserSetup() {
  let seed = 20261123;
  Math.random = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  window.__shotsCommits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: () => window.__shotsCommits++,
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
}

/** Waits until React has hydrated the page and has not committed anything for 400 ms. */
async function reactAtRest(page) {
  await page.waitForFunction(() => window.__shotsCommits > 0);
  let commits = -1;
  for (let i = 0; i < 50; i++) {
    const now = await page.evaluate(() => window.__shotsCommits);
    if (now === commits) return;
    commits = now;
    await sleep(400);
  }
  throw new Error(`React keeps re-rendering ${page.url()}`);
}

/** Waits until the page is hydrated and at rest, its images are decoded and no toast shows. */
async function settle(page) {
  await page.waitForLoadState("load");
  await reactAtRest(page);
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = "eager";
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => !document.querySelector("[data-sonner-toast]"));
  await reactAtRest(page);
}

/** Replaces the per-run values in the page's text, attributes shown as text and mail previews. */
async function normalise(page) {
  const patterns = VOLATILE_TEXT.map(([re, to]) => [re.source, re.flags, to]);
  const changed = await page.evaluate(async (patterns) => {
    const fix = (text) => patterns.reduce((t, [source, flags, to]) => t.replace(new RegExp(source, flags), to), text);
    let changes = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const fixed = fix(node.nodeValue);
      if (fixed !== node.nodeValue) {
        node.nodeValue = fixed;
        changes++;
      }
    }
    // Hidden inputs draw nothing, and a form posts them (checkout's cart names its box types).
    for (const input of document.querySelectorAll("input:not([type=hidden]), textarea")) {
      if (fix(input.value) !== input.value) {
        input.value = fix(input.value);
        changes++;
      }
    }
    const frames = [...document.querySelectorAll("iframe[srcdoc]")].filter((f) => fix(f.srcdoc) !== f.srcdoc);
    const loaded = frames.map((frame) => new Promise((done) => frame.addEventListener("load", done, { once: true })));
    for (const frame of frames) frame.srcdoc = fix(frame.srcdoc);
    await Promise.all(loaded);
    return changes + frames.length;
  }, patterns);
  if (changed) await nextFrames(page);
  return changed;
}

/**
 * Waits until each iframe (a mail preview) shows its document: its pixels are not all one colour
 * and two looks 300 ms apart match. A sandboxed iframe paints in its own time (often in its own
 * process), after its load event and after the page's next frames.
 */
async function framesPainted(page) {
  for (const frame of await page.locator("iframe").all()) {
    let previous = null;
    for (let tries = 0; ; tries++) {
      const shot = await frame.screenshot({ animations: "disabled", caret: "hide", scale: "css" });
      const { channels } = await sharp(shot).stats();
      const painted = channels.some((c) => c.min !== c.max);
      if (painted && previous?.equals(shot)) break;
      if (tries === 40) throw new Error(`An iframe on ${page.url()} does not settle`);
      previous = painted ? shot : null;
      await sleep(300);
    }
  }
}

const nextFrames = (page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Opens `path` (or reloads the page) at each width and saves `<name>-<width>.png`. */
async function shoot(run, page, name, path = page.url(), { then, mask = [] } = {}) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await settle(page);
    if (then) {
      await then(page);
      await settle(page);
    }
    await page.mouse.move(0, 0);
    await normalise(page);
    await framesPainted(page);
    await reactAtRest(page);
    if (await normalise(page)) throw new Error(`React put back a per-run value on ${name} after it was replaced`);
    // The whole height of the document, from its top (React Router restores the scroll position
    // of the page this tab showed before, which would leave a sticky header mid-page), at the
    // viewport's width: what overflows sideways is noted, not shot (its antialiasing varies).
    const size = await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.scrollTo(0, 0);
      const root = document.documentElement;
      return { width: root.scrollWidth, height: root.scrollHeight };
    });
    if (size.width > viewport.width) console.log(`  (${name} at ${viewport.width} px is ${size.width} px wide)`);
    await nextFrames(page);
    await page.screenshot({
      path: join(run.out, `${name}-${viewport.width}.png`),
      fullPage: true,
      clip: { x: 0, y: 0, width: viewport.width, height: size.height },
      mask: mask.map((selector) => page.locator(selector)),
      animations: "disabled",
      caret: "hide",
      scale: "css",
    });
    run.count++;
  }
  console.log(`  ${name}`);
}

// ---------------------------------------------------------------------------------------------
// What the pages need: a customer with a paid order, mails, a message, a waitlist entry

async function clickButton(page, name) {
  await page.getByRole("button", { name, exact: true }).click();
}

async function checkPostcode(page, postcode) {
  await page.getByLabel("Postcode").fill(postcode);
  await clickButton(page, "Continue");
  await page
    .getByText(/Good News!|We don't deliver/)
    .first()
    .waitFor();
}

/** The newest mail to `to` of this kind in the server's outbox (waits for it). */
async function mailTo(run, to, kind) {
  for (let i = 0; i < 80; i++) {
    const response = await fetch(`${run.baseURL}/api/test/outbox?to=${encodeURIComponent(to)}`);
    const mail = (await response.json()).find((m) => m.kind === kind);
    if (mail) return mail;
    await sleep(250);
  }
  throw new Error(`No ${kind} mail to ${to}`);
}

function linkIn(mail, fragment) {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(fragment));
  if (!link) throw new Error(`No link containing ${fragment} in "${mail.subject}"`);
  return link;
}

async function sendContactMessage(page) {
  await page.goto("/get-in-touch");
  await settle(page);
  await page.getByLabel("First Name").fill(CONTACT.firstName);
  await page.getByLabel("Last Name").fill(CONTACT.lastName);
  await page.getByLabel("Email Address").fill(CONTACT.email);
  await page.getByLabel("Subject").fill(CONTACT.subject);
  await page.getByRole("textbox", { name: "Message" }).fill(CONTACT.message);
  await clickButton(page, "Send Message");
  await page.getByText("Message sent").first().waitFor();
}

async function joinWaitlist(page) {
  await page.goto("/postcode-check");
  await settle(page);
  await checkPostcode(page, WAITLIST.postcode);
  await page.getByLabel("Email me when you deliver to my postcode").fill(WAITLIST.email);
  await clickButton(page, "Join the waitlist");
  await page.getByText(/Thank you! We'll email/).waitFor();
}

async function signUpCustomer(run, page) {
  await page.goto("/login");
  await settle(page);
  await clickButton(page, "Create an account");
  await page.getByLabel("First name").fill(CUSTOMER.firstName);
  await page.getByLabel("Last name").fill(CUSTOMER.lastName);
  await page.getByLabel("Email").fill(CUSTOMER.email);
  await page.getByLabel("Password").fill(CUSTOMER.password);
  await clickButton(page, "Sign Up");
  await page.getByText("Please check your email to verify your account.").waitFor();
  const mail = await mailTo(run, CUSTOMER.email, "verification");
  await setClock(run, at("09:16"));
  await page.goto(linkIn(mail, "verify-email"));
  await page.waitForLoadState("networkidle");
}

/** Builds an Essentials order in the builder, then shoots the builder, checkout and payment page. */
async function placeOrder(run, page) {
  await page.goto("/order");
  await settle(page);
  // The builder asks for the date first (its menu follows the date), then the boxes.
  await page.getByRole("region", { name: "1. Pick your delivery date" }).getByRole("button").first().click();
  const calendar = page.getByRole("dialog", { name: "Delivery date" });
  await calendar.locator("button[aria-pressed]:not([disabled])").first().click();
  await calendar.waitFor({ state: "detached" });
  await page.getByRole("tab", { name: "Essentials", exact: true }).click();
  await page
    .getByRole("tabpanel")
    .getByRole("button", { name: /^Add to Order/ })
    .click();
  await page
    .getByText(/added to your order/)
    .first()
    .waitFor();
  await shoot(run, page, "order-builder-with-cart", "/order");
  await shoot(run, page, "checkout", "/checkout", { then: (p) => p.getByTestId("checkout-total").waitFor() });

  await setClock(run, at("09:31"));
  await page.getByLabel("Address", { exact: true }).fill(CUSTOMER.address);
  await page.getByLabel("City").fill(CUSTOMER.city);
  await page.getByLabel("Postcode").fill(CUSTOMER.postcode);
  await page.getByLabel("Phone").fill(CUSTOMER.phone);
  await clickButton(page, "Continue to Payment");
  await page.waitForURL(/\/pay\/test\/test_cs_/);
  await shoot(run, page, "pay-test", page.url());

  await setClock(run, at("09:32"));
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.waitForURL(/\/order-confirmation\?session_id=test_cs_/);
  await page.getByTestId("order-number").waitFor();
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

async function requestPasswordReset(run, page) {
  await page.goto("/forgot-password");
  await settle(page);
  await page.getByLabel("Email").fill(CUSTOMER.email);
  await clickButton(page, "Send reset link");
  await page.getByText("Check your email").first().waitFor();
  return linkIn(await mailTo(run, CUSTOMER.email, "password-reset"), "reset-password");
}

async function signIn(page, { email, password }) {
  await page.goto("/login");
  await settle(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await clickButton(page, "Log In");
}

/** The href of the first link in the page's main content whose row contains `text`. */
async function hrefOfRow(page, path, text, linkName) {
  await page.goto(path);
  await settle(page);
  const row = page.locator("main").getByRole("row").filter({ hasText: text }).first();
  const link = linkName ? row.getByRole("link", { name: linkName }) : row.getByRole("link");
  return link.first().getAttribute("href");
}

/** Everything the pages need, made through the UI at fixed times; returns the dynamic paths. */
async function setUp(run, pages) {
  const made = {};
  await setClock(run, at("09:05"));
  await sendContactMessage(pages.visitor);
  await setClock(run, at("09:10"));
  await joinWaitlist(pages.visitor);
  await setClock(run, at("09:15"));
  await signUpCustomer(run, pages.customer);
  await setClock(run, at("09:30"));
  made.confirmationPath = await placeOrder(run, pages.customer);
  await setClock(run, at("09:40"));
  made.resetLink = await requestPasswordReset(run, pages.visitor);
  await setClock(run, at("09:45"));
  await signIn(pages.admin, ADMIN);
  await pages.admin.waitForURL(/\/admin$/);
  await setClock(run, at("09:50"));
  await pages.guest.goto("/login");
  await settle(pages.guest);
  await clickButton(pages.guest, "Continue as Guest");
  await pages.guest.getByRole("banner").getByRole("button", { name: "Guest", exact: true }).waitFor();

  await setClock(run, SHOTS);
  made.orderDetailPath = await hrefOfRow(pages.admin, "/admin/orders", CUSTOMER.lastName);
  made.orderMailPath = await hrefOfRow(pages.admin, "/admin/outbox", "Order confirmed");
  made.contactMailPath = await hrefOfRow(pages.admin, "/admin/outbox", CONTACT.subject);
  for (const [key, value] of Object.entries(made)) {
    if (!value) throw new Error(`Setup found no ${key}`);
  }
  return made;
}

async function take({ build, out, port, cwd }) {
  const started = Date.now();
  const buildDir = resolve(build);
  if (!existsSync(join(buildDir, "server", "index.js"))) throw new Error(`No server build in ${buildDir}`);
  mkdirSync(out, { recursive: true });
  // A fresh set: the PNGs of an earlier run go (nothing else in the directory is touched).
  for (const file of readdirSync(out)) if (file.endsWith(".png")) rmSync(join(out, file));
  const server = await startServer({ buildDir, cwd: resolve(cwd ?? dirname(buildDir)), port });
  // Interrupted: stop the server and remove its data directory all the same.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => void server.stop().finally(() => process.exit(130)));
  }
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });
  const run = { baseURL: server.baseURL, browser, contexts: [], now: START, out: resolve(out), count: 0 };
  try {
    const pages = {};
    for (const who of ["visitor", "guest", "customer", "admin"]) pages[who] = await newContext(run);
    console.log("Setting up and shooting the ordering flow...");
    const made = await setUp(run, pages);
    console.log(`Shooting the pages at ${SHOTS}...`);
    for (const spec of PAGES) {
      const path = typeof spec.path === "function" ? spec.path(made) : spec.path;
      await shoot(run, pages[spec.as], spec.name, path, spec);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${run.count} screenshots in ${out} (${seconds} s)`);
}

// ---------------------------------------------------------------------------------------------
// Comparing two runs

async function rawImage(file, width, height) {
  const image = sharp(file).ensureAlpha();
  const { width: w, height: h } = await image.metadata();
  const extended =
    width === w && height === h
      ? image
      : image.extend({
          right: width - w,
          bottom: height - h,
          background: { r: 255, g: 0, b: 255, alpha: 1 },
        });
  return extended.raw().toBuffer();
}

/** The number of differing pixels, and a diff image (differences red over a faded page B). */
async function diffPair(fileA, fileB) {
  const [a, b] = await Promise.all([sharp(fileA).metadata(), sharp(fileB).metadata()]);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const [pixelsA, pixelsB] = await Promise.all([rawImage(fileA, width, height), rawImage(fileB, width, height)]);
  if (pixelsA.equals(pixelsB)) return { differing: 0 };
  const diff = Buffer.alloc(pixelsA.length);
  let differing = 0;
  for (let i = 0; i < pixelsA.length; i += 4) {
    const same =
      pixelsA[i] === pixelsB[i] &&
      pixelsA[i + 1] === pixelsB[i + 1] &&
      pixelsA[i + 2] === pixelsB[i + 2] &&
      pixelsA[i + 3] === pixelsB[i + 3];
    if (same) {
      const grey = 255 - Math.round((255 - (pixelsB[i] + pixelsB[i + 1] + pixelsB[i + 2]) / 3) * 0.25);
      diff.fill(grey, i, i + 3);
      diff[i + 3] = 255;
    } else {
      differing++;
      diff.set([255, 0, 0, 255], i);
    }
  }
  const sizes =
    a.width === b.width && a.height === b.height ? "" : ` (${a.width}x${a.height} vs ${b.width}x${b.height})`;
  return { differing, sizes, image: { data: diff, width, height } };
}

async function compare(dirA, dirB) {
  const pngs = (dir) => new Set(readdirSync(dir).filter((f) => f.endsWith(".png")));
  const [inA, inB] = [pngs(dirA), pngs(dirB)];
  const diffDir = `${resolve(dirB)}-diff`;
  rmSync(diffDir, { recursive: true, force: true });
  let problems = 0;
  for (const name of [...new Set([...inA, ...inB])].sort()) {
    if (!inA.has(name) || !inB.has(name)) {
      console.log(`MISSING  ${name}: only in ${inA.has(name) ? dirA : dirB}`);
      problems++;
      continue;
    }
    const { differing, sizes, image } = await diffPair(join(dirA, name), join(dirB, name));
    if (differing === 0) continue;
    problems++;
    mkdirSync(diffDir, { recursive: true });
    const { data, width, height } = image;
    await sharp(data, { raw: { width, height, channels: 4 } })
      .png()
      .toFile(join(diffDir, name));
    console.log(`DIFFERS  ${name}: ${differing} pixels${sizes}`);
  }
  const total = new Set([...inA, ...inB]).size;
  console.log(
    problems
      ? `${problems} of ${total} screenshots differ or are missing; diff images in ${diffDir}`
      : `All ${total} screenshots match.`,
  );
  return problems === 0;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      build: { type: "string" },
      out: { type: "string" },
      port: { type: "string", default: "4390" },
      cwd: { type: "string" },
    },
  });
  const [command, ...rest] = positionals;
  if (command === "take" && values.build && values.out) {
    await take({ build: values.build, out: values.out, port: Number(values.port), cwd: values.cwd });
  } else if (command === "compare" && rest.length === 2) {
    if (!(await compare(rest[0], rest[1]))) process.exitCode = 1;
  } else {
    console.error(
      `Usage:\n  node scripts/${basename(fileURLToPath(import.meta.url))} take --build <buildDir> --out <dir> [--port 4390] [--cwd <dir>]\n` +
        `  node scripts/${basename(fileURLToPath(import.meta.url))} compare <dirA> <dirB>`,
    );
    process.exitCode = 2;
  }
}

await main();
