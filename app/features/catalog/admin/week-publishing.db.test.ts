import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { getMenuPage } from "~/features/content/site-pages.server";
import { loadOrderingCatalog, loadWeekendMenu } from "~/features/cart/menu.server";
import { createOrderFromCart } from "~/features/orders/orders.server";
import { weekendChecks } from "~/features/orders/weekend-checks.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, essentialsLine } from "../../../../tests/factories/checkout";
import { createOrderingMenu } from "../../../../tests/factories/ordering";
import { publishWeek, unpublishWeek } from "./week-publishing.server";
import {
  addDishToWeek,
  deleteWeek,
  loadWeeklyCuisinesTab,
  removeDishFromWeek,
  saveWeeklyCuisine,
} from "./weekly-cuisines.server";

// Monday 3 March 2031: the weekend on sale is 8-9 March (orders close on Wednesday 5 March, 23:59).
const NOW = new Date("2031-03-03T10:00:00Z");
const SATURDAY = "2031-03-08";
/** Dish ids by name: each cuisine's Essentials dishes and Essentials Plus dishes (tests/factories). */
let dishes: Record<string, string>;
let weekId: string;

beforeAll(async () => {
  // The dishes (and the two box types: Essentials fixed, Essentials Plus pick), on a weekend gone by.
  dishes = await createOrderingMenu(db, "2031-03-01", ["Bengali", "Goan"]);
  invalidatePublicCaches();
});

async function weekOf(saturday: string) {
  const [week] = await db.select().from(s.weeklyCuisines).where(eq(s.weeklyCuisines.weekStartDate, saturday));
  return week;
}

/** What customers and the renewals can see of the weekend after the owner's last write. */
async function onSale(saturday: string) {
  invalidatePublicCaches();
  const catalog = await loadOrderingCatalog(NOW);
  const page = await getMenuPage(null, NOW);
  return {
    builder: catalog.weekends.some((w) => w.saturday === saturday),
    renewals: (await loadWeekendMenu(saturday)).week !== null,
    menuPage: page.found && page.week?.startDate === saturday,
  };
}

const GAP = "Bengali has no Dal dish this weekend: Essentials needs one.";

describe("a weekend goes on sale when the owner publishes it", () => {
  it("a planned weekend is a draft; publishing refuses a gap, naming it, and publishes once it is filled", async () => {
    expect(await saveWeeklyCuisine({ weekStartDate: SATURDAY, cuisine1: "Bengali", cuisine2: "Goan" }, NOW)).toEqual({
      ok: true,
      created: true,
    });
    const week = await weekOf(SATURDAY);
    weekId = week.id;
    expect(week.isActive).toBe(false);
    // Every dish but Bengali's two dal dishes.
    for (const [name, id] of Object.entries(dishes))
      if (name !== "Bengali Dal" && name !== "Bengali Rajma") await addDishToWeek(weekId, id, NOW);
    expect(await onSale(SATURDAY)).toEqual({ builder: false, renewals: false, menuPage: false });
    expect(await getMenuPage(weekId, NOW)).toMatchObject({ found: false });

    const tab = await loadWeeklyCuisinesTab(weekendChecks, NOW);
    expect(tab.weeks.find((w) => w.id === weekId)).toMatchObject({ isActive: false, gaps: [GAP], ordersPlaced: 0 });

    expect(await publishWeek(weekId, weekendChecks, NOW)).toEqual({
      ok: false,
      error: "8 - 9 March was not published",
      gaps: [GAP],
    });
    expect((await weekOf(SATURDAY)).isActive).toBe(false);
    expect(await onSale(SATURDAY)).toEqual({ builder: false, renewals: false, menuPage: false });

    await addDishToWeek(weekId, dishes["Bengali Dal"], NOW);
    invalidatePublicCaches();
    // The hook (customers told) is part of publishing: when it fails, the weekend stays a draft.
    const failing = { weekendPublished: async () => Promise.reject(new Error("campaign not made")) };
    await expect(publishWeek(weekId, weekendChecks, NOW, failing)).rejects.toThrow("campaign not made");
    expect((await weekOf(SATURDAY)).isActive).toBe(false);
    const told: unknown[] = [];
    const hooks = { weekendPublished: async (week: unknown) => told.push(week) };
    expect(await publishWeek(weekId, weekendChecks, NOW, hooks)).toEqual({ ok: true, week: "8 - 9 March" });
    expect(told).toEqual([{ id: weekId, saturday: SATURDAY, cuisines: ["Bengali", "Goan"] }]);
    // Publishing what is published already tells nobody again.
    expect(await publishWeek(weekId, weekendChecks, NOW, hooks)).toEqual({ ok: true, week: "8 - 9 March" });
    expect(told).toHaveLength(1);
    expect(await onSale(SATURDAY)).toEqual({ builder: true, renewals: true, menuPage: true });
    expect((await loadWeeklyCuisinesTab(weekendChecks, NOW)).weeks.find((w) => w.id === weekId)).toMatchObject({
      isActive: true,
      gaps: [],
    });
  });

  it("a published weekend keeps the dishes its boxes need, its date and cuisines, until it is unpublished", async () => {
    expect(await removeDishFromWeek(weekId, dishes["Bengali Dal"], NOW, weekendChecks)).toEqual({
      ok: false,
      error: `8 - 9 March is published and would be short of a dish: ${GAP} Add another first, or unpublish the weekend.`,
    });
    // A dish no box depends on may go.
    expect(await removeDishFromWeek(weekId, dishes["Goan Saag"], NOW, weekendChecks)).toMatchObject({ ok: true });
    const moved = { id: weekId, weekStartDate: "2031-03-15", cuisine1: "Bengali", cuisine2: "Goan" };
    const refusal = "8 - 9 March is published: unpublish it before changing its date or cuisines";
    expect(await saveWeeklyCuisine(moved, NOW)).toEqual({ ok: false, error: refusal });
    expect(await deleteWeek(weekId, NOW)).toEqual({
      ok: false,
      error: "8 - 9 March is published: unpublish it before deleting it",
    });
  });

  it("unpublishing takes it off sale and keeps the orders placed for it; a weekend gone by is neither", async () => {
    const created = await createOrderFromCart({
      cart: cartOf(SATURDAY, essentialsLine({ cuisine: "Bengali" })),
      customer: customerDetails(),
      userId: null,
      isGuest: true,
      provider: "test",
      now: NOW,
    });
    if (!created.ok) throw new Error(created.message);
    expect((await weekendChecks.ordersPlaced([SATURDAY])).get(SATURDAY)).toBe(1);

    expect(await unpublishWeek(weekId, weekendChecks, NOW)).toEqual({ ok: true, week: "8 - 9 March", orders: 1 });
    expect(await onSale(SATURDAY)).toEqual({ builder: false, renewals: false, menuPage: false });
    const [order] = await db.select().from(s.orders).where(eq(s.orders.id, created.order.id));
    expect(order.status).toBe("pending_payment");

    const past = await weekOf("2031-03-01");
    expect(await publishWeek(past.id, weekendChecks, NOW)).toEqual({
      ok: false,
      error: "The weekend of 1 - 2 March has passed",
    });
    expect(await unpublishWeek(past.id, weekendChecks, NOW)).toMatchObject({ ok: false });
    expect(await deleteWeek(weekId, NOW)).toEqual({ ok: true });
  });
});
