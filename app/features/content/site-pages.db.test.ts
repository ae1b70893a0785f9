import { beforeEach, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { contentValue } from "./expected-content";
import { getHomeContent, getMenuPage, getThisWeeksDishes } from "./site-pages.server";

beforeEach(async () => {
  await db.delete(s.websiteContent);
  await db.delete(s.menuItems);
  await db.delete(s.weeklyCuisines);
  await db.delete(s.menuCategories);
  invalidatePublicCaches();
});

describe("content fallbacks", () => {
  it("uses the value when present and the default when missing or blank", () => {
    expect(contentValue({ heading: "Our way" }, "how-it-works", "heading")).toBe("Our way");
    expect(contentValue({ heading: "   " }, "how-it-works", "heading")).toBe("How it works");
    expect(contentValue({}, "how-it-works", "step-2-title")).toBe("Build your tiffin");
    expect(contentValue({}, "no-such-section", "x")).toBe("");
  });

  it("gives the home page every default text on an empty database", async () => {
    const home = await getHomeContent();
    expect(home.hero.tagline).toBe("HOME COOKED FRESH DELIVERED");
    expect(home.hero["cta-button-text"]).toBe("Order Now");
    expect(home.hero.image).toBeNull();
    expect(home.howItWorks.steps).toHaveLength(4);
    expect(home.howItWorks.steps[0]).toEqual({
      title: "Check your postcode",
      subtitle: "We deliver across South East London.",
      image: null,
    });
    expect(home.whatsIncluded.items.map((i) => i.title)).toEqual([
      "Rice",
      "Dal or legume",
      "Vegetable dish",
      "Meat or fish dish",
    ]);
    expect(home.philosophy.items).toHaveLength(6);
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

describe("the week's dishes", () => {
  async function week(start: string, cuisines: [string, string], isActive = true) {
    const [row] = await db
      .insert(s.weeklyCuisines)
      .values({ weekLabel: `Week of ${start}`, weekStartDate: start, weekEndDate: addDay(start), cuisines, isActive })
      .returning();
    return row;
  }
  const addDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it("is empty with no active week", async () => {
    expect(await getThisWeeksDishes()).toEqual({ week: null, dishes: [] });
  });

  it("takes the active week with the latest start, or the requested one, with available dishes of active categories", async () => {
    const [rice] = await db.insert(s.menuCategories).values({ name: "Rice", displayOrder: 1 }).returning();
    const [hidden] = await db.insert(s.menuCategories).values({ name: "Hidden", isActive: false }).returning();
    await db
      .insert(s.cuisines)
      .values([{ name: "Punjabi" }, { name: "Goan" }, { name: "Bengali" }, { name: "Keralan" }])
      .onConflictDoNothing();
    const early = await week("2030-01-05", ["Punjabi", "Goan"]);
    const late = await week("2030-01-12", ["Bengali", "Keralan"]);
    await week("2030-01-19", ["Punjabi", "Keralan"], false);
    await db.insert(s.menuItems).values([
      { name: "Jeera Rice", categoryId: rice.id, cuisine: "Punjabi", weekAvailable: "2030-01-05", price: 350 },
      { name: "Ghee Rice", categoryId: rice.id, cuisine: "Keralan", weekAvailable: "2030-01-12", price: 400 },
      { name: "Sold out", categoryId: rice.id, cuisine: "Keralan", weekAvailable: "2030-01-12", isAvailable: false },
      { name: "Hidden dish", categoryId: hidden.id, cuisine: "Bengali", weekAvailable: "2030-01-12" },
    ]);
    invalidatePublicCaches();

    const current = await getThisWeeksDishes();
    expect(current.week?.id).toBe(late.id);
    expect(current.dishes.map((d) => d.name)).toEqual(["Ghee Rice"]);

    const chosen = await getMenuPage(early.id);
    expect(chosen.week?.id).toBe(early.id);
    expect(chosen.dishes.map((d) => [d.name, d.pricePence])).toEqual([["Jeera Rice", 350]]);
    expect(chosen.weeks.map((w) => w.id)).toEqual([late.id, early.id]);

    expect((await getMenuPage("not-a-uuid")).week?.id).toBe(late.id);
  });
});
