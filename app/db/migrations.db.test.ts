import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../tests/setup/pg-databases";

/*
 * The migration of existing data to delivery weekends (drizzle/0001): a database made by 0000 with
 * dishes that hold a week_available and order lines typed essentials / essentials_plus is brought
 * up to date the way the app does it at start-up (drizzle's migrator reading the journal), then
 * checked. It runs in a new empty PGlite and, in the PostgreSQL project, in a new empty database
 * beside the one the test setup made for this file (that one is a copy of the migrated template).
 */

const folder = resolve("drizzle");
const journal = JSON.parse(readFileSync(join(folder, "meta/_journal.json"), "utf8")) as {
  entries: Array<{ tag: string }>;
};

/** A migrations folder holding only 0000: the database as the last release left it. */
function firstReleaseFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "dabba-migrations-"));
  mkdirSync(join(dir, "meta"));
  const [first] = journal.entries;
  expect(first.tag).toBe("0000_init");
  writeFileSync(join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries: [first] }));
  copyFileSync(join(folder, `${first.tag}.sql`), join(dir, `${first.tag}.sql`));
  return dir;
}

interface Database {
  migrate: (migrationsFolder: string) => Promise<void>;
  query: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
}

async function openDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const empty = await createDatabase(url, `${new URL(url).pathname.slice(1)}_empty`);
    const pool = new pg.Pool({ connectionString: empty, max: 1 });
    return {
      migrate: (migrationsFolder) => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
      query: async (text, params) => (await pool.query(text, params)).rows,
      close: () => pool.end(),
    };
  }
  const client = new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  return {
    migrate: (migrationsFolder) => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

let database: Database;
const ids: Record<string, string> = {};

async function insert(table: string, values: Record<string, unknown>): Promise<string> {
  const columns = Object.keys(values);
  const [row] = await database.query<{ id: string }>(
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")})
     values (${columns.map((_, i) => `$${i + 1}`).join(", ")}) returning id`,
    Object.values(values),
  );
  return row.id;
}

beforeAll(async () => {
  database = await openDatabase();
  await database.migrate(firstReleaseFolder());
  // The first release's data: two weekends, dishes with and without a week, three box types and
  // an order with a line of each type.
  await database.query(`insert into cuisines (name) values ('Punjabi'), ('Goan'), ('Bengali')`);
  ids.weekA = await insert("weekly_cuisines", {
    week_label: "5 - 6 January",
    week_start_date: "2030-01-05",
    week_end_date: "2030-01-06",
    cuisines: ["Punjabi", "Goan"],
  });
  ids.weekB = await insert("weekly_cuisines", {
    week_label: "12 - 13 January",
    week_start_date: "2030-01-12",
    week_end_date: "2030-01-13",
    cuisines: ["Bengali", "Goan"],
  });
  const dish = (name: string, cuisine: string | null, week: string | null) =>
    insert("menu_items", { name, cuisine, week_available: week });
  ids.datedDal = await dish("Dated Dal", "Punjabi", "2030-01-05");
  ids.sundayFish = await dish("Sunday-dated Fish Curry", "Goan", "2030-01-06");
  ids.datedShukto = await dish("Dated Shukto", "Bengali", "2030-01-12");
  ids.undatedXacuti = await dish("Undated Xacuti", "Goan", null);
  ids.undatedSaag = await dish("Undated Saag", "Punjabi", null);
  ids.noCuisine = await dish("Plain Rice", null, null);
  ids.noWeek = await dish("Dated to no week", "Punjabi", "2030-02-01");

  ids.essentials = await insert("box_types", {
    code: "essentials",
    name: "Essentials",
    base_price: 3000,
    vegetarian_price: 2800,
  });
  ids.plus = await insert("box_types", {
    code: "essentials_plus",
    name: "Essentials Plus",
    base_price: 3500,
    vegetarian_price: 3300,
  });
  ids.family = await insert("box_types", { name: "Family", base_price: 5000, vegetarian_price: 4600 });

  ids.order = await insert("orders", {
    order_number: "DB-0001",
    email: "old@example.com",
    first_name: "Old",
    last_name: "Order",
    phone: "07700900000",
    address: "1 Rye Lane",
    city: "London",
    postcode: "SE15 4ST",
    delivery_date: "2030-01-05",
    subtotal_pence: 9500,
    shipping_pence: 0,
    discount_pence: 0,
    total_pence: 9500,
    boxes: 3,
    containers: 12,
    payment_provider: "test",
  });
  const line = (type: string, position: number, cuisine: string | null) =>
    insert("order_lines", {
      order_id: ids.order,
      position,
      line_type: type,
      cuisine,
      label: type,
      quantity: 1,
      unit_price_pence: 3000,
      line_total_pence: 3000,
    });
  ids.essentialsLine = await line("essentials", 0, "Punjabi");
  ids.plusLine = await line("essentials_plus", 1, null);
  ids.customLine = await line("custom", 2, null);

  // The app's start-up: the migrator applies what the journal has beyond the last migration run.
  await database.migrate(folder);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe("migration 0001 (delivery weekends) of existing data", () => {
  it("puts each dated dish on its week, and each undated dish on every week of its cuisine", async () => {
    const rows = await database.query<{ week_id: string; menu_item_id: string }>(
      `select week_id, menu_item_id from weekly_menu_items`,
    );
    const menuOf = (week: string) =>
      rows
        .filter((r) => r.week_id === week)
        .map((r) => r.menu_item_id)
        .sort();
    expect(menuOf(ids.weekA)).toEqual(
      [ids.datedDal, ids.sundayFish, ids.undatedXacuti, ids.undatedSaag, ids.noCuisine].sort(),
    );
    expect(menuOf(ids.weekB)).toEqual([ids.datedShukto, ids.undatedXacuti, ids.noCuisine].sort());
    expect(rows.some((r) => r.menu_item_id === ids.noWeek)).toBe(false);
  });

  it("drops menu_items.week_available and keeps every dish", async () => {
    const columns = await database.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'menu_items'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain("week_available");
    expect(await database.query(`select id from menu_items`)).toHaveLength(7);
  });

  it("makes Essentials the fixed box and the other box types pick boxes", async () => {
    const rows = await database.query<{ id: string; kind: string; meal_count: number }>(
      `select id, kind, meal_count from box_types`,
    );
    const kindOf = (id: string) => rows.find((r) => r.id === id)?.kind;
    expect([kindOf(ids.essentials), kindOf(ids.plus), kindOf(ids.family)]).toEqual(["fixed", "pick", "pick"]);
    expect(rows.every((r) => r.meal_count === 4)).toBe(true);
  });

  it("turns old essentials / essentials_plus order lines into box lines naming their box type", async () => {
    const rows = await database.query<{ id: string; line_type: string; box_type_id: string | null; cuisine: string }>(
      `select id, line_type, box_type_id, cuisine from order_lines order by position`,
    );
    expect(rows).toEqual([
      { id: ids.essentialsLine, line_type: "box", box_type_id: ids.essentials, cuisine: "Punjabi" },
      { id: ids.plusLine, line_type: "box", box_type_id: ids.plus, cuisine: null },
      { id: ids.customLine, line_type: "custom", box_type_id: null, cuisine: null },
    ]);
    // The old order is a delivery with its address, as the new check requires.
    const [order] = await database.query<{ fulfilment: string; address: string }>(
      `select fulfilment, address from orders where id = $1`,
      [ids.order],
    );
    expect(order).toEqual({ fulfilment: "delivery", address: "1 Rye Lane" });
    await expect(
      database.query(`update order_lines set line_type = 'essentials' where id = $1`, [ids.customLine]),
    ).rejects.toThrow();
  });

  it("records every migration of the journal as applied, so the next start-up runs none again", async () => {
    const applied = await database.query<{ hash: string }>(`select hash from drizzle.__drizzle_migrations`);
    expect(applied).toHaveLength(journal.entries.length);
    await database.migrate(folder);
    expect(await database.query(`select hash from drizzle.__drizzle_migrations`)).toHaveLength(journal.entries.length);
  });
});
