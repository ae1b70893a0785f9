import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { buildOrderTypes } from "~/features/catalog/order-types";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { contentValue, fillPlaceholders } from "./expected-content";
import { getHomeContent, getHowItWorksPage, getMenuPage, getThisWeeksDishes, weekOnSale } from "./site-pages.server";

beforeEach(async () => {
  await db.delete(s.websiteContent);
  await db.delete(s.weeklyMenuItems);
  await db.delete(s.menuItems);
  await db.delete(s.weeklyCuisines);
  await db.delete(s.menuCategories);
  await db.delete(s.boxTypes);
  invalidatePublicCaches();
});

async function boxType(values: Partial<typeof s.boxTypes.$inferInsert> & { name: string }) {
  const [row] = await db
    .insert(s.boxTypes)
    .values({ basePrice: 3300, vegetarianPrice: 3000, mealCount: 4, kind: "fixed", ...values })
    .returning();
  invalidatePublicCaches();
  return row;
}

describe("content fallbacks", () => {
  it("uses the value when present and the default when missing or blank", () => {
    expect(contentValue({ heading: "Our way" }, "how-it-works", "heading")).toBe("Our way");
    expect(contentValue({ heading: "   " }, "how-it-works", "heading")).toBe("How it works");
    expect(contentValue({}, "how-it-works", "step-2-title")).toBe("Build your tiffin");
    expect(contentValue({}, "no-such-section", "x")).toBe("");
  });

  it("fills the placeholders, leaves other braces, and gives null when a figure is missing", () => {
    expect(fillPlaceholders("{box_dishes} dishes for {from_price}", { from_price: "£30", box_dishes: "4" })).toBe(
      "4 dishes for £30",
    );
    expect(fillPlaceholders("{business} {cooks}", { business: "Dabba" })).toBe("Dabba {cooks}");
    expect(fillPlaceholders("{box_dishes} dishes for {from_price}", { business: "Dabba" })).toBeNull();
    expect(fillPlaceholders("No figures", {})).toBe("No figures");
  });

  it("gives the home page every default text on an empty database", async () => {
    const home = await getHomeContent();
    expect(home.hero.tagline).toBe("HOME COOKED FRESH DELIVERED");
    expect(home.hero["cta-button-text"]).toBe("Order Now");
    expect(home.hero.image).toBeNull();
    expect(home.howItWorks.steps).toHaveLength(4);
    expect(home.howItWorks.steps[0]).toEqual({
      title: "Check your postcode",
      subtitle: "See whether we deliver to you.",
      image: null,
    });
    expect(home.whatsIncluded.items.map((i) => i.title)).toEqual([
      "Rice",
      "Dal or legume",
      "Vegetable dish",
      "Meat or fish dish",
    ]);
    expect(home.philosophy.items).toHaveLength(6);
    // No box type, no figures to quote: the texts built on them are left out.
    expect(home.hero["feature-1"]).toBe("");
    expect(home.hero.description).toBe("");
    expect(home.hero["feature-2"]).toBe("Cooked fresh to order");
    // Neutral texts: no place named, the cutoff day from Settings.
    expect(home.hero["feature-3"]).toBe("Delivered to your door");
    expect(home.hero.subtitle).toBe("Order by Wednesday for weekend delivery");
    expect(home.howItWorks.steps[2].subtitle).toBe("Order by Wednesday for Saturday or Sunday.");
  });

  it("shows an admin's text after the write invalidates the caches", async () => {
    expect((await getHomeContent()).howItWorks.heading).toBe("How it works");
    await db.insert(s.websiteContent).values({ section: "how-it-works", key: "heading", value: "Four easy steps" });
    invalidatePublicCaches();
    const home = await getHomeContent();
    expect(home.howItWorks.heading).toBe("Four easy steps");
    expect(home.howItWorks.steps[3].title).toBe("Enjoy home cooking");
  });
});

describe("the hero's price text follows the box types", () => {
  it("quotes the cheapest active box, and changes with it", async () => {
    await boxType({ name: "Essentials", code: "essentials", displayOrder: 1 });
    await boxType({
      name: "Essentials Plus",
      code: "essentials_plus",
      basePrice: 3500,
      vegetarianPrice: 3200,
      kind: "pick",
    });
    let hero = (await getHomeContent()).hero;
    expect(hero["feature-1"]).toBe("4 dishes for £30");
    expect(hero.description).toMatch(/^Freshly cooked boxes of 4 dishes from £30, made in our/);

    await db.update(s.boxTypes).set({ vegetarianPrice: 2850 }).where(eq(s.boxTypes.code, "essentials"));
    const small = await boxType({ name: "Lunch for one", mealCount: 2, basePrice: 1800, vegetarianPrice: 1600 });
    hero = (await getHomeContent()).hero;
    expect(hero["feature-1"]).toBe("2 dishes for £16");

    await db.update(s.boxTypes).set({ isActive: false }).where(eq(s.boxTypes.id, small.id));
    invalidatePublicCaches();
    expect((await getHomeContent()).hero["feature-1"]).toBe("4 dishes for £28.50");
  });

  it("fills an owner's own text with the business name and the figures", async () => {
    await boxType({ name: "Essentials" });
    await db.insert(s.websiteContent).values([
      { section: "hero", key: "feature-1", value: "{business}: {box_dishes} curries, {from_price}" },
      { section: "hero", key: "feature-3", value: "Typed by hand: £99" },
    ]);
    invalidatePublicCaches();
    const hero = (await getHomeContent()).hero;
    expect(hero["feature-1"]).toBe("Dabba: 4 curries, £30");
    expect(hero["feature-3"]).toBe("Typed by hand: £99");
  });
});

describe("How it works follows the box types", () => {
  it("lists each active box type in display order, then Custom and Catering", async () => {
    const plus = await boxType({
      name: "Essentials Plus",
      kind: "pick",
      basePrice: 3500,
      vegetarianPrice: 3200,
      displayOrder: 2,
    });
    const essentials = await boxType({ name: "Essentials", displayOrder: 1 });
    const retired = await boxType({ name: "Old Box", displayOrder: 0, isActive: false });
    let page = await getHowItWorksPage();
    let types = buildOrderTypes(page.boxes, page.settings);
    expect(types.map((t) => [t.name, t.tab, t.price])).toEqual([
      ["Essentials", essentials.id, "£30 vegetarian / £33 meat or fish"],
      ["Essentials Plus", plus.id, "£32 vegetarian / £35 meat or fish"],
      ["Custom", "custom", "from £30 vegetarian / from £33 meat or fish"],
      ["Catering", "custom", null],
    ]);
    expect(types.map((t) => t.name)).not.toContain(retired.name);
    expect(types[3].points).toContain("10% off when your catering order has 10 or more portions");

    // An owner adds a box type and retires Essentials Plus.
    const family = await boxType({
      name: "Family Feast",
      kind: "pick",
      mealCount: 6,
      basePrice: 5200,
      vegetarianPrice: 4800,
      displayOrder: 3,
    });
    await db.update(s.boxTypes).set({ isActive: false }).where(eq(s.boxTypes.id, plus.id));
    invalidatePublicCaches();
    page = await getHowItWorksPage();
    types = buildOrderTypes(page.boxes, page.settings);
    expect(types.map((t) => [t.name, t.tab, t.kindLabel, t.dishes, t.price])).toEqual([
      ["Essentials", essentials.id, "Fixed box", "4 dishes", "£30 vegetarian / £33 meat or fish"],
      ["Family Feast", family.id, "Your pick", "6 dishes", "£48 vegetarian / £52 meat or fish"],
      ["Custom", "custom", null, null, "from £30 vegetarian / from £33 meat or fish"],
      ["Catering", "custom", null, null, null],
    ]);
  });
});

describe("this week: the weekend on sale", () => {
  // Settings are the defaults: orders close on Wednesday at 23:59 (London) before each weekend.
  const BEFORE_CUTOFF = new Date("2030-01-02T12:00:00Z"); // Wednesday: 5-6 January is on sale
  const AFTER_CUTOFF = new Date("2030-01-03T00:00:30Z"); // Thursday: 12-13 January is on sale

  async function week(start: string, cuisines: [string, string], isActive = true) {
    const [row] = await db
      .insert(s.weeklyCuisines)
      .values({ weekLabel: `Week of ${start}`, weekStartDate: start, weekEndDate: addDay(start), cuisines, isActive })
      .returning();
    return row;
  }
  const addDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  async function plan() {
    const [rice] = await db.insert(s.menuCategories).values({ name: "Rice", displayOrder: 1 }).returning();
    const [hidden] = await db.insert(s.menuCategories).values({ name: "Hidden", isActive: false }).returning();
    await db
      .insert(s.cuisines)
      .values([{ name: "Punjabi" }, { name: "Goan" }, { name: "Bengali" }, { name: "Keralan" }])
      .onConflictDoNothing();
    const past = await week("2029-12-29", ["Bengali", "Keralan"]);
    const onSale = await week("2030-01-05", ["Punjabi", "Goan"]);
    const next = await week("2030-01-12", ["Bengali", "Keralan"]);
    const unpublished = await week("2030-01-19", ["Punjabi", "Keralan"], false);
    const dishes = await db
      .insert(s.menuItems)
      .values([
        { name: "Jeera Rice", categoryId: rice.id, cuisine: "Punjabi", price: 350 },
        { name: "Ghee Rice", categoryId: rice.id, cuisine: "Keralan", price: 400 },
        { name: "Sold out", categoryId: rice.id, cuisine: "Keralan", isAvailable: false },
        { name: "Hidden dish", categoryId: hidden.id, cuisine: "Bengali" },
      ])
      .returning();
    const id = (name: string) => dishes.find((d) => d.name === name)!.id;
    await db.insert(s.weeklyMenuItems).values([
      { weekId: past.id, menuItemId: id("Ghee Rice") },
      { weekId: onSale.id, menuItemId: id("Jeera Rice") },
      { weekId: next.id, menuItemId: id("Ghee Rice") },
      { weekId: next.id, menuItemId: id("Sold out") },
      { weekId: next.id, menuItemId: id("Hidden dish") },
      { weekId: unpublished.id, menuItemId: id("Jeera Rice") },
    ]);
    invalidatePublicCaches();
    return { past, onSale, next, unpublished };
  }

  it("is empty with no published week", async () => {
    expect(await getThisWeeksDishes(BEFORE_CUTOFF)).toMatchObject({ week: null, dishes: [] });
    const menu = await getMenuPage(null, BEFORE_CUTOFF);
    expect(menu).toMatchObject({ found: true, week: null, weeks: [], dishes: [] });
  });

  it("is the next orderable weekend's menu on home and /menu, until its cutoff", async () => {
    const { onSale, next } = await plan();

    const home = await getThisWeeksDishes(BEFORE_CUTOFF);
    expect(home.week?.id).toBe(onSale.id);
    expect(home.dishes.map((d) => d.name)).toEqual(["Jeera Rice"]);
    expect(home.changesAt.toISOString()).toBe("2030-01-02T23:59:59.999Z");

    const menu = await getMenuPage(null, BEFORE_CUTOFF);
    if (!menu.found) throw new Error("expected this week's menu");
    expect(menu.week?.id).toBe(onSale.id);
    expect(menu.isCurrent).toBe(true);
    expect(menu.dishes.map((d) => [d.name, d.pricePence])).toEqual([["Jeera Rice", 350]]);

    // Once the cutoff has passed, the next weekend is on sale.
    const later = await getThisWeeksDishes(AFTER_CUTOFF);
    expect(later.week?.id).toBe(next.id);
    expect(later.dishes.map((d) => d.name)).toEqual(["Ghee Rice"]);
    expect(later.changesAt.toISOString()).toBe("2030-01-09T23:59:59.999Z");
  });

  it("lists this weekend and the upcoming published ones in the selector, never a past or unpublished one", async () => {
    const { onSale, next } = await plan();
    const menu = await getMenuPage(null, BEFORE_CUTOFF);
    expect(menu.found && menu.weeks.map((w) => w.id)).toEqual([onSale.id, next.id]);
    const later = await getMenuPage(null, AFTER_CUTOFF);
    expect(later.found && later.weeks.map((w) => w.id)).toEqual([next.id]);
  });

  it("shows a chosen upcoming week with its available dishes of active categories", async () => {
    const { next } = await plan();
    const chosen = await getMenuPage(next.id, BEFORE_CUTOFF);
    if (!chosen.found) throw new Error("expected the chosen week");
    expect(chosen.week?.id).toBe(next.id);
    expect(chosen.isCurrent).toBe(false);
    expect(chosen.dishes.map((d) => d.name)).toEqual(["Ghee Rice"]);
  });

  it("does not find an unknown, malformed, unpublished or past week", async () => {
    const { past, onSale, unpublished } = await plan();
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", "", unpublished.id, past.id]) {
      const page = await getMenuPage(id, BEFORE_CUTOFF);
      expect(page, id).toMatchObject({ found: false, current: { id: onSale.id } });
    }
    // After its cutoff, the weekend that was on sale is not offered either.
    expect(await getMenuPage(onSale.id, AFTER_CUTOFF)).toMatchObject({ found: false });
  });

  it("moves on to the next published menu when the weekend on sale has none", async () => {
    const { next } = await plan();
    await db.delete(s.weeklyCuisines).where(eq(s.weeklyCuisines.weekStartDate, "2030-01-12"));
    const later = await week("2030-01-26", ["Punjabi", "Goan"]);
    invalidatePublicCaches();
    const sale = await weekOnSale(AFTER_CUTOFF);
    expect(sale.saturday).toBe("2030-01-12");
    expect(sale.current?.id).toBe(later.id);
    expect(sale.weeks.map((w) => w.id)).toEqual([later.id]);
    expect((await getThisWeeksDishes(AFTER_CUTOFF)).week?.id).toBe(later.id);
    expect(await getMenuPage(next.id, AFTER_CUTOFF)).toMatchObject({ found: false });
  });
});
