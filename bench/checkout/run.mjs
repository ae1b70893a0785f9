// bench/checkout: N complete checkouts over HTTP against the built app, CONCURRENCY at a time,
// on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL, each on a
// database that already holds PAST_ORDERS past orders (default 20,000, bench/past-orders.mjs).
// One checkout = become a guest, POST /checkout with a cart, Pay on the test payment page,
// load the confirmation page. Reports orders/s, p50/p99 latency, the server's CPU time and SQL
// statements per checkout (measured in the server process, through its test hook
// /api/test/metrics: everything it does meanwhile, the confirmation email's delivery included),
// and checks in the database that every checkout made exactly one paid order and one
// confirmation email. The raw-SQL floor: the statements of one recorded checkout sent again
// straight through the database client (pg or PGlite, in this process, inside a transaction
// rolled back), with the CPU time that costs here, beside the app's figures. Measuring starts
// once the app has made its demo pictures' variants (a first start's background work, done by
// the first start here), so their encoding is not counted as the checkouts', and after WARMUP
// checkouts (default 300), so the app runs warm as the floor does: fresh from its start, V8 has
// not yet compiled its hot code, and the first few hundred checkouts cost a third more.
// Targets (the machine is shared and noisy, so CPU is compared with the floor of the same run):
// ≤ 12 statements a checkout; server CPU per checkout ≤ 3× the floor's on PostgreSQL, ≤ 1.5× on
// PGlite (whose floor includes the database's own work, in this process); none lost or doubled.
// It prints the ratio and the Node version the app server ran on.
//
//   npx node bench/checkout/run.mjs   (N=400 WARMUP=300 CONCURRENCY=20 PAST_ORDERS=20000 by default)
//   BENCH_BUILD_DIR=build-x BENCH_SKIP_BUILD=1 BENCH_PORT=4391 N=500 CONCURRENCY=50 npx node bench/checkout/run.mjs
//   SHOW_SQL=1 npx node bench/checkout/run.mjs   (also prints the recorded checkout's statements)
//   BENCH_ONLY=postgres (or pglite) npx node bench/checkout/run.mjs   (one database only)
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { pastOrdersSql } from "../past-orders.mjs";
import { build, stopChild, untilReady } from "../server.mjs";

const N = Number(process.env.N ?? 400);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
/** Checkouts made first, unmeasured, so the app runs warm (WARMUP=0: measure it from its start). */
const WARMUP = Number(process.env.WARMUP ?? 300);
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build-bench-checkout";
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const PAST_ORDERS = Number(process.env.PAST_ORDERS ?? 20_000);
const TARGET_STATEMENTS = 12;
/** The demo pictures' variants made by the first run's first start, copied into the next run's. */
const madeUploads = mkdtempSync(join(tmpdir(), "dabba-bench-checkout-uploads-"));

/** Starts the built app on `dataDir` (the demo business is seeded on the first start). */
async function startApp(dataDir, extraEnv) {
  const origin = `http://localhost:${PORT}`;
  // BENCH_NODE_ARGS: extra node flags for the app, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn("node", [...nodeArgs, join(BUILD_DIR, "server/index.js")], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: "error",
      BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
      STRIPE_SECRET_KEY: "",
      DATABASE_URL: "",
      DABBA_TEST_HOOKS: "1",
      ...extraEnv,
    },
  });
  await untilReady(child, origin);
  return { origin, stop: () => stopChild(child) };
}

/** The server process's CPU time (ms) and SQL statements so far; with `record`, starts or stops keeping them. */
async function metrics(origin, record) {
  const res =
    record === undefined
      ? await fetch(`${origin}/api/test/metrics`)
      : await fetch(`${origin}/api/test/metrics`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ record }),
        });
  if (!res.ok) throw new Error(`metrics: ${res.status}`);
  return res.json();
}

const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function guestCookie(origin) {
  const res = await fetch(`${origin}/login`, {
    method: "POST",
    body: new URLSearchParams({ intent: "guest" }),
    redirect: "manual",
  });
  const cookie = cookieOf(res);
  if (!cookie.includes("dabba_guest")) throw new Error(`no guest cookie (${res.status})`);
  return cookie;
}

/** A cart the shop sells right now (the demo menu and the cutoff depend on today's date). */
async function findCart(origin) {
  const cookie = await guestCookie(origin);
  // The builder's first tab is the first box type (the demo's Essentials, a fixed box): its id.
  const page = await (await fetch(`${origin}/order`, { headers: { cookie } })).text();
  const boxTypeId = /trigger-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(page)?.[1];
  if (!boxTypeId) throw new Error("no box type on /order");
  const days = [];
  const d = new Date();
  while (days.length < 6) {
    if (d.getUTCDay() === 6 || d.getUTCDay() === 0) days.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  for (const date of days) {
    for (const cuisine of ["Punjabi", "Goan", "Bengali", "Hyderabadi"]) {
      const cart = {
        version: 2,
        deliveryDate: date,
        fulfilment: "delivery",
        postcode: "SE15 4ST",
        lines: [
          {
            id: "b1",
            type: "box",
            boxTypeId,
            variant: "standard",
            cuisine,
            dishIds: [],
            quantity: 2,
            isSubscription: false,
          },
        ],
      };
      const res = await fetch(`${origin}/api/checkout/quote`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ cart }),
      });
      const q = await res.json();
      if (q.ok && !q.dateProblem) return { cart, totalPence: q.totalPence };
    }
  }
  throw new Error("no orderable cart found");
}

async function oneCheckout(origin, cart, email) {
  const started = performance.now();
  const cookie = await guestCookie(origin);
  const form = new URLSearchParams({
    fulfilment: "delivery",
    firstName: "Bench",
    lastName: "Mark",
    email,
    address: "1 Rye Lane",
    city: "London",
    postcode: "SE15 4ST",
    phone: "020 7946 0000",
    billingAddressSame: "on",
    cart: JSON.stringify(cart),
  });
  const checkout = await fetch(`${origin}/checkout`, {
    method: "POST",
    headers: { cookie },
    body: form,
    redirect: "manual",
  });
  const payUrl = checkout.headers.get("location");
  if (checkout.status !== 302 || !payUrl?.startsWith("/pay/test/"))
    throw new Error(
      `checkout: ${checkout.status} ${payUrl} ${(await checkout.text())
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .slice(0, 2000)}`,
    );
  const pay = await fetch(origin + payUrl, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ intent: "pay" }),
    redirect: "manual",
  });
  const confirmUrl = pay.headers.get("location");
  if (pay.status !== 302 || !confirmUrl?.startsWith("/order-confirmation"))
    throw new Error(`pay: ${pay.status} ${confirmUrl}`);
  const page = await fetch(origin + confirmUrl, { headers: { cookie } });
  const html = await page.text();
  if (!page.ok || !html.includes("Order Confirmed!")) throw new Error(`confirmation: ${page.status}`);
  return performance.now() - started;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `count` checkouts, CONCURRENCY at a time, each by a customer whose address starts with `prefix`. */
async function load(origin, cart, prefix, count = N) {
  const latencies = [];
  const failures = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = next++;
        if (i >= count) return;
        try {
          latencies.push(await oneCheckout(origin, cart, `${prefix}-${i}@example.com`));
        } catch (err) {
          failures.push(err.message);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, latencies, failures };
}

const COUNT_SQL = `
  select
    (select count(*) from orders where email like $1)::int as orders,
    (select count(*) from orders where email like $1 and status = 'paid')::int as paid,
    (select count(distinct email) from orders where email like $1 and status = 'paid')::int as customers,
    (select count(*) from orders where email like $1 and total_pence <> $2)::int as wrong_amount,
    (select count(*) from order_status_history h join orders o on o.id = h.order_id where o.email like $1 and h.to_status = 'paid')::int as paid_transitions,
    (select count(*) from email_outbox where "to" like $1 and kind = 'order-confirmation')::int as emails`;

/**
 * The database a run uses: `env` for the app, `seed` runs SQL on it while the app is stopped,
 * `counts` reads the checks, `floor` replays one checkout's statements; `close` drops it.
 */
async function run(label, database) {
  const dataDir = mkdtempSync(join(tmpdir(), "dabba-bench-checkout-"));
  const runId = randomBytes(3).toString("hex");
  let result, cart, recorded, recordedEmail, usage;
  try {
    // The first start migrates, loads the demo business and makes its pictures' variants (or finds
    // them, copied from the previous run); the past orders go in while it is stopped.
    const uploads = join(dataDir, "data", "uploads");
    if (existsSync(join(madeUploads, "demo"))) cpSync(madeUploads, uploads, { recursive: true });
    await (await startApp(join(dataDir, "data"), database.env)).stop();
    if (!existsSync(join(madeUploads, "demo"))) cpSync(uploads, madeUploads, { recursive: true });
    const seeding = performance.now();
    await database.seed(join(dataDir, "data"), pastOrdersSql(PAST_ORDERS));
    const seededIn = ((performance.now() - seeding) / 1000).toFixed(1);
    const app = await startApp(join(dataDir, "data"), database.env);
    try {
      cart = await findCart(app.origin);
      // Warm-up, not measured: first renders, connection pools, and the JIT (the floor is measured
      // warm too; a shop's server runs for days, so its steady state is what a checkout costs).
      const warm = await load(app.origin, cart.cart, `warm-${runId}`, WARMUP);
      if (warm.failures.length) throw new Error(`warm-up: ${warm.failures[0]}`);
      // One checkout's statements: the fewest of three recorded one at a time (a background job,
      // the job queue's poll say, may send its own while one is recorded).
      for (let i = 0; i < 3; i++) {
        await metrics(app.origin, true);
        await oneCheckout(app.origin, cart.cart, `record-${runId}-${i}@example.com`);
        const statements = (await metrics(app.origin, false)).recorded;
        if (!recorded || statements.length < recorded.length)
          [recorded, recordedEmail] = [statements, `record-${runId}-${i}@example.com`];
      }
      const before = await metrics(app.origin);
      result = await load(app.origin, cart.cart, `bench-${runId}`);
      const after = await metrics(app.origin);
      usage = {
        cpuMs: (after.cpuMs - before.cpuMs) / N,
        statements: (after.statements - before.statements) / N,
        node: after.node,
      };
    } finally {
      await app.stop();
    }
    const c = await database.counts(join(dataDir, "data"), [`bench-${runId}-%`, cart.totalPence]);
    if (process.env.SHOW_SQL === "1")
      for (const st of recorded)
        console.log(`    ${st.text.replace(/\s+/g, " ").slice(0, 200)} ${JSON.stringify(st.params).slice(0, 200)}`);
    const floor = await database.floor(join(dataDir, "data"), recorded, recordedEmail);
    const ok =
      c.orders === N &&
      c.paid === N &&
      c.customers === N &&
      c.paid_transitions === N &&
      c.emails === N &&
      c.wrong_amount === 0 &&
      result.failures.length === 0;
    const l = result.latencies;
    console.log(
      `\n${label}: ${N} checkouts (after ${WARMUP} to warm up), ${CONCURRENCY} at a time, ${result.seconds.toFixed(1)} s, on ${PAST_ORDERS.toLocaleString("en-GB")} past orders (added in ${seededIn} s)`,
    );
    console.log(`  orders/s       ${(l.length / result.seconds).toFixed(1)}`);
    console.log(
      `  latency p50    ${pct(l, 50)?.toFixed(0)} ms (one complete checkout: guest, checkout, pay, confirmation page)`,
    );
    console.log(`  latency p99    ${pct(l, 99)?.toFixed(0)} ms`);
    console.log(`                 app             raw SQL floor (the recorded checkout's statements, no app)`);
    console.log(
      `  statements     ${usage.statements.toFixed(1).padEnd(15)} ${recorded.length} (recorded: ${describe(recorded)})`,
    );
    console.log(
      `  CPU ms         ${usage.cpuMs.toFixed(1).padEnd(15)} ${floor.cpuMs.toFixed(1)} (${floor.ms.toFixed(1)} ms wall)`,
    );
    console.log(
      `  failures       ${result.failures.length}${result.failures.length ? ` (first: ${result.failures[0]})` : ""}`,
    );
    console.log(
      `  database       orders ${c.orders}, paid ${c.paid}, distinct customers ${c.customers}, paid transitions ${c.paid_transitions}, confirmation emails ${c.emails}, wrong amounts ${c.wrong_amount}`,
    );
    console.log(`  ${ok ? "OK: no order lost or doubled" : "PROBLEM: orders lost or doubled"}`);
    const ratio = usage.cpuMs / floor.cpuMs;
    console.log(
      `  CPU ratio      ${ratio.toFixed(1)}× the floor (target ≤ ${database.ratioTarget}×), app server on Node ${usage.node}`,
    );
    const misses = [
      usage.statements > TARGET_STATEMENTS &&
        `${usage.statements.toFixed(1)} statements a checkout > ${TARGET_STATEMENTS}`,
      ratio > database.ratioTarget &&
        `server CPU a checkout ${ratio.toFixed(1)}× the floor's > ${database.ratioTarget}×`,
    ].filter(Boolean);
    console.log(`  ${misses.length ? `Targets missed: ${misses.join("; ")}` : "Targets met."}`);
    return ok && misses.length === 0;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** "3 SELECT, 2 INSERT, ..." */
function describe(statements) {
  const kinds = new Map();
  for (const { text } of statements) {
    const kind = /^\s*\(?\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? "?";
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return [...kinds].map(([k, n]) => `${n} ${k}`).join(", ");
}

/**
 * Sends one checkout's statements again through `query` (one connection), as the app sent them,
 * inside a transaction rolled back at the end (the app's own transactions become savepoints), so
 * the same ids can be written again and again: the recorded checkout's own rows (its order, with
 * everything that cascades from it, and its email, both by its address) are deleted first in that
 * transaction, untimed. Returns the median CPU and wall time of 50 runs (after one
 * to warm up): many, since the machine is shared and the ratio's target rests on this figure.
 */
async function replay(statements, email, query) {
  const rewrite = (text) => {
    const t = text.trim().toUpperCase();
    if (t === "BEGIN") return "SAVEPOINT bench";
    if (t === "COMMIT") return "RELEASE SAVEPOINT bench";
    if (t === "ROLLBACK") return "ROLLBACK TO SAVEPOINT bench";
    return text;
  };
  const runs = [];
  for (let i = 0; i < 51; i++) {
    await query("BEGIN", []);
    await query("DELETE FROM orders WHERE email = $1", [email]);
    await query(`DELETE FROM email_outbox WHERE "to" = $1`, [email]);
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (const { text, params } of statements) await query(rewrite(text), params);
    const used = process.cpuUsage(cpu);
    runs.push({ cpuMs: (used.user + used.system) / 1000, ms: performance.now() - started });
    await query("ROLLBACK", []);
  }
  runs.shift();
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return { cpuMs: median("cpuMs"), ms: median("ms") };
}

/** Runs `work` with the PGlite database in `dataDir` open in this process (the app stopped). */
async function withPglite(dataDir, work) {
  const db = new PGlite(join(dataDir, "pglite"), { extensions: { pg_trgm } });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Runs `work` with one connection to the PostgreSQL database at `url`. */
async function withPg(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * What a run does in its database (loads the past orders, counts what the checkouts made, replays
 * the floor): `open(dataDir, work)` runs `work` with the database's `exec(sql)`, for SQL of any
 * number of statements, and `query(text, params)`.
 */
function inDatabase(open) {
  return {
    seed: (dir, statements) =>
      open(dir, async ({ exec }) => {
        for (const statement of statements) await exec(statement);
      }),
    counts: (dir, params) => open(dir, async ({ query }) => (await query(COUNT_SQL, params)).rows[0]),
    floor: (dir, statements, email) => open(dir, ({ query }) => replay(statements, email, query)),
  };
}

build(BUILD_DIR);
const ONLY = process.env.BENCH_ONLY; // "pglite" or "postgres": one database only
let allOk = true;
if (ONLY !== "postgres")
  allOk = await run("PGlite", {
    env: {},
    ratioTarget: 1.5,
    ...inDatabase((dir, work) =>
      withPglite(dir, (db) => work({ exec: (sql) => db.exec(sql), query: (text, params) => db.query(text, params) })),
    ),
  });

if (PG_URL && ONLY !== "pglite") {
  const name = `dabba_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  try {
    allOk =
      (await run("PostgreSQL", {
        env: { DATABASE_URL: dbUrl },
        ratioTarget: 3,
        ...inDatabase((_dir, work) =>
          withPg(dbUrl, (client) =>
            work({ exec: (sql) => client.query(sql), query: (text, params) => client.query(text, params) }),
          ),
        ),
      })) && allOk;
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else {
  console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}
rmSync(madeUploads, { recursive: true, force: true });
process.exit(allOk ? 0 : 1);
