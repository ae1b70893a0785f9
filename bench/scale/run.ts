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
  const { listAdminOrders } = await import("~/features/ordering/admin/orders.server");
  const { getAdminOrder } = await import("~/features/ordering/admin/order-detail.server");
  const { getPrepSheet } = await import("~/features/ordering/admin/prep-sheet.server");
  const { listOrdersForUser } = await import("~/features/ordering/order-queries.server");
  const { OrderFiltersSchema } = await import("~/features/ordering/order-status");

  await seedDemoData();
  let started = performance.now();
  console.log(`Adding ${ORDERS.toLocaleString("en-GB")} orders ...`);
  await db.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified)
    SELECT 'scale-user-' || g, 'Customer ' || g, 'customer' || g || '@scale.example', true
    FROM generate_series(1, greatest(${ORDERS} / 5, 1)) g`);
  await db.execute(sql`
    INSERT INTO orders (order_number, user_id, status, email, first_name, last_name, phone, address, city,
      postcode, delivery_date, subtotal_pence, shipping_pence, discount_pence, total_pence, boxes, containers,
      payment_provider, is_test_payment, paid_at, created_at)
    SELECT 'SC-' || lpad(g::text, 7, '0'),
      'scale-user-' || (g % greatest(${ORDERS} / 5, 1) + 1),
      (CASE WHEN g % 20 = 0 THEN 'pending_payment' WHEN g % 25 = 0 THEN 'cancelled' ELSE 'delivered' END)::order_status,
      'customer' || (g % greatest(${ORDERS} / 5, 1) + 1) || '@scale.example',
      (ARRAY['Asha','Ben','Chloe','Dev','Esme','Farid','Grace','Hari'])[g % 8 + 1],
      'Family' || (g % 997),
      '07700 900' || lpad((g % 1000)::text, 3, '0'),
      g || ' Peckham Road', 'London',
      'SE' || (g % 28 + 1) || ' ' || (g % 9 + 1) || 'AB',
      (date '2024-11-30' + ((g % 104) * 7) + ((g / 104) % 2))::date,
      6000, 0, 0, 6000, 2, 8, 'test', true, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`
    INSERT INTO order_lines (order_id, position, line_type, box_type_id, cuisine, label, quantity, unit_price_pence, line_total_pence)
    SELECT o.id, n, 'box', (SELECT id FROM box_types ORDER BY display_order LIMIT 1), 'North Indian',
      'Essentials (standard)', 1, 3000, 3000
    FROM orders o CROSS JOIN generate_series(0, 1) n
    WHERE o.order_number LIKE 'SC-%'`);
  await db.execute(sql`
    INSERT INTO order_line_items (order_line_id, menu_item_id, name, quantity)
    SELECT l.id, m.id, m.name, 1
    FROM order_lines l CROSS JOIN LATERAL (SELECT id, name FROM menu_items ORDER BY display_order, id LIMIT 4) m`);
  await db.execute(sql`
    INSERT INTO order_status_history (order_id, from_status, to_status, created_at)
    SELECT id, 'pending_payment', status, created_at FROM orders WHERE order_number LIKE 'SC-%'`);
  await db.execute(sql`
    INSERT INTO payments (order_id, provider, provider_session_id, amount_pence, status)
    SELECT id, 'test', 'scale_' || order_number, total_pence, 'paid' FROM orders WHERE order_number LIKE 'SC-%'`);
  // A running shop is vacuumed by autovacuum; a bulk load is not yet.
  await db.execute(sql`VACUUM ANALYZE`);
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const [{ id: someOrder }] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.orderNumber} = 'SC-0050001'`);
  const busyDate = "2025-11-29";
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
