// bench/checkout: N complete checkouts over HTTP against the built app, CONCURRENCY at a time,
// on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL.
// One checkout = become a guest, POST /checkout with a cart, Pay on the test payment page,
// load the confirmation page. Reports orders/s, p50/p99 latency, and checks in the database
// that every checkout made exactly one paid order and one confirmation email.
//
//   node bench/checkout/run.mjs            (N=200 CONCURRENCY=20 by default)
//   BENCH_BUILD_DIR=build-x BENCH_SKIP_BUILD=1 N=500 CONCURRENCY=50 node bench/checkout/run.mjs
import { PGlite } from "@electric-sql/pglite";
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const N = Number(process.env.N ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build-bench-checkout";
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function build() {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  console.log(`Building into ${BUILD_DIR} ...`);
  const r = spawnSync("npx", ["react-router", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR, NODE_ENV: "production" },
  });
  if (r.status !== 0) throw new Error("build failed");
}

async function startApp(extraEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), "dabba-bench-checkout-"));
  const origin = `http://localhost:${PORT}`;
  const child = spawn("node", [join(BUILD_DIR, "server/index.js")], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: join(dataDir, "data"),
      PUBLIC_URL: origin,
      LOG_LEVEL: "error",
      BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
      STRIPE_SECRET_KEY: "",
      DATABASE_URL: "",
      ...extraEnv,
    },
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the app did not start within 180 s");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    origin,
    dataDir: join(dataDir, "data"),
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
    },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
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
    throw new Error(`checkout: ${checkout.status} ${payUrl}`);
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

async function load(origin, cart, runId) {
  const latencies = [];
  const failures = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = next++;
        if (i >= N) return;
        try {
          latencies.push(await oneCheckout(origin, cart, `bench-${runId}-${i}@example.com`));
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

async function run(label, extraEnv, counts) {
  const app = await startApp(extraEnv);
  const runId = randomBytes(3).toString("hex");
  let result;
  let cart;
  try {
    cart = await findCart(app.origin);
    // Warm-up (first renders, connection pools), not measured.
    for (let i = 0; i < 3; i++) await oneCheckout(app.origin, cart.cart, `warm-${runId}-${i}@example.com`);
    result = await load(app.origin, cart.cart, runId);
  } finally {
    await app.stop();
  }
  const c = await counts(app.dataDir, [`bench-${runId}-%`, cart.totalPence]);
  app.cleanup();
  const ok =
    c.orders === N &&
    c.paid === N &&
    c.customers === N &&
    c.paid_transitions === N &&
    c.emails === N &&
    c.wrong_amount === 0 &&
    result.failures.length === 0;
  const l = result.latencies;
  console.log(`\n${label}: ${N} checkouts, ${CONCURRENCY} at a time, ${result.seconds.toFixed(1)} s`);
  console.log(`  orders/s       ${(l.length / result.seconds).toFixed(1)}`);
  console.log(
    `  latency p50    ${pct(l, 50)?.toFixed(0)} ms (one complete checkout: guest, checkout, pay, confirmation page)`,
  );
  console.log(`  latency p99    ${pct(l, 99)?.toFixed(0)} ms`);
  console.log(
    `  failures       ${result.failures.length}${result.failures.length ? ` (first: ${result.failures[0]})` : ""}`,
  );
  console.log(
    `  database       orders ${c.orders}, paid ${c.paid}, distinct customers ${c.customers}, paid transitions ${c.paid_transitions}, confirmation emails ${c.emails}, wrong amounts ${c.wrong_amount}`,
  );
  console.log(`  ${ok ? "OK: no order lost or doubled" : "PROBLEM: orders lost or doubled"}`);
  return ok;
}

async function pgliteCounts(dataDir, params) {
  const db = new PGlite(join(dataDir, "pglite"));
  try {
    const { rows } = await db.query(COUNT_SQL, params);
    return rows[0];
  } finally {
    await db.close();
  }
}

build();
let allOk = await run("PGlite", {}, pgliteCounts);

if (PG_URL) {
  const name = `dabba_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    allOk =
      (await run("PostgreSQL", { DATABASE_URL: url.toString() }, async (_dir, params) => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          return (await client.query(COUNT_SQL, params)).rows[0];
        } finally {
          await client.end();
        }
      })) && allOk;
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else {
  console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}
process.exit(allOk ? 0 : 1);
