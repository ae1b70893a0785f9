// bench/scale: the back-office's order queries on a business with 100,000 orders, on PostgreSQL.
// Creates a fresh database on the server of BENCH_DATABASE_URL (or TEST_DATABASE_URL), migrates
// it, loads the demo business, adds SCALE_ORDERS orders (default 100,000: 20,000 customers,
// two years of weekends: 208 delivery dates of about 480 orders each; two box lines an order, four
// dishes a box) and prints the median time of:
//   order search (the Orders tab with a search term), the order page, the prep sheet of a busy
//   date and a customer's history. Each must be ≤ 50 ms; the script exits 1 otherwise.
//
//   npx tsx bench/scale/run.ts
//   SCALE_KEEP=1 npx tsx bench/scale/run.ts   (keeps the database, to EXPLAIN its queries)
//   SCALE_ORDERS=20000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/scale/run.ts
import pg from "pg";
import { pastOrdersSql } from "../past-orders.mjs";

const ORDERS = Number(process.env.SCALE_ORDERS ?? 100_000);
const TARGET_MS = 50;
const RUNS = 9;
const server =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const name = `dabba_scale_${Date.now()}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
process.env.LOG_LEVEL = "error";

try {
  const { db, closeDatabase } = await import("~/lib/db.server");
  const { sql } = await import("drizzle-orm");
  const { orders } = await import("~/db/schema");
  const { seedDemoData } = await import("~/db/seed.server");
  const { listAdminOrders } = await import("~/features/orders/admin/orders.server");
  const { getAdminOrder } = await import("~/features/orders/admin/order-detail.server");
  const { getPrepSheet } = await import("~/features/kitchen/admin/prep-sheet.server");
  const { listOrdersForUser } = await import("~/features/orders/order-queries.server");
  const { OrderFiltersSchema } = await import("~/features/orders/order-status");

  await seedDemoData();
  let started = performance.now();
  console.log(`Adding ${ORDERS.toLocaleString("en-GB")} orders ...`);
  for (const statement of pastOrdersSql(ORDERS)) await db.execute(sql.raw(statement));
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const [{ id: someOrder }] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.orderNumber} = 'SC-0050001'`);
  const busiest = await db.execute<{ busyDate: string }>(
    sql`SELECT delivery_date::text AS "busyDate" FROM orders GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const { busyDate } = (busiest as unknown as { rows: { busyDate: string }[] }).rows[0];
  const customer = "scale-user-1234";

  async function median(label: string, work: () => Promise<unknown>) {
    await work();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const ms = times[Math.floor(RUNS / 2)];
    console.log(`${label.padEnd(44)} ${ms.toFixed(1).padStart(7)} ms ${ms <= TARGET_MS ? "ok" : `> ${TARGET_MS} ms`}`);
    return ms;
  }

  const results = [
    await median("order search (q=Family42)", () => listAdminOrders(OrderFiltersSchema.parse({ q: "Family42" }))),
    await median("order search (q=SE14 3AB)", () => listAdminOrders(OrderFiltersSchema.parse({ q: "SE14 3AB" }))),
    await median("orders tab, first page, no filter", () => listAdminOrders(OrderFiltersSchema.parse({}))),
    await median(`orders tab, date ${busyDate}`, () => listAdminOrders(OrderFiltersSchema.parse({ date: busyDate }))),
    await median("order page", () => getAdminOrder(someOrder)),
    await median(`prep sheet ${busyDate}`, () => getPrepSheet(busyDate)),
    await median("a customer's history", () => listOrdersForUser(customer)),
  ];
  await closeDatabase();
  process.exitCode = results.every((ms) => ms <= TARGET_MS) ? 0 : 1;
} finally {
  if (process.env.SCALE_KEEP === "1") console.log(`Kept the database ${name}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
