import { hashPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import * as s from "~/db/schema";
import { EXPECTED_CONTENT } from "~/features/content/expected-content";
import { DEFAULT_BUSINESS_SETTINGS } from "~/features/settings/defaults";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { addDays, todayInLondon, weekendLabel, weekendSaturday } from "~/lib/dates";
import { db, transaction, withStartupLock, type Database } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { DEMO_ADMIN_PASSWORD } from "~/lib/production-checks.server";
import { publicFileUrl } from "~/lib/storage.server";
import { DEMO_DISHES, type DemoGroup } from "./demo/dishes";
import { storeDemoPicture } from "./demo/demo-pictures.server";
import { dishPicture } from "./demo/pictures/dish-picture";
import { portraitPicture } from "./demo/pictures/portraits";
import { scenePicture } from "./demo/pictures/scenes";

export const DEMO_CATEGORIES: Array<{ name: string; group: DemoGroup; description: string }> = [
  { name: "Rice", group: "rice", description: "Rice dishes" },
  { name: "Dal & Legumes", group: "dal", description: "Dal and legume dishes" },
  { name: "Vegetables", group: "vegetable", description: "Vegetable dishes" },
  { name: "Mains", group: "main", description: "Meat, fish and vegetarian mains" },
];

const SLUG = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The storage folders of the demo's generated images (their variants are made at start-up). */
export const DEMO_IMAGE_FOLDERS = ["demo/dishes", "demo/team", "demo/site"] as const;

async function seedSettings(database: Database) {
  await database
    .insert(s.businessSettings)
    .values({
      id: 1,
      ...DEFAULT_BUSINESS_SETTINGS,
      businessName: "Saffron Dabba",
      tagline: "HOME COOKED FRESH DELIVERED",
      description:
        "A weekend home-cooked Indian tiffin service in South East London: four freshly cooked regional dishes, delivered on Saturdays and Sundays.",
      areaServed: "South East London",
      contactEmail: "hello@saffrondabba.co.uk",
      contactPhone: "+44 20 7946 0321",
      addressLocality: "London",
      // The kitchen (the collection point below): where the rounds start and end.
      kitchenPostcode: "SE15 2PH",
    })
    .onConflictDoNothing();
}

async function seedCatalog(database: Database) {
  await database
    .insert(s.menuCategories)
    .values(DEMO_CATEGORIES.map((c, i) => ({ name: c.name, description: c.description, displayOrder: i + 1 })))
    .onConflictDoNothing();
  await database
    .insert(s.boxTypes)
    .values([
      {
        code: "essentials",
        name: "Essentials",
        description: "The week's four Essentials dishes: rice, dal, a vegetable dish and a main.",
        basePrice: 3300,
        vegetarianPrice: 3000,
        mealCount: 4,
        kind: "fixed" as const,
        displayOrder: 1,
      },
      {
        code: "essentials_plus",
        name: "Essentials Plus",
        description: "Pick one dish per group from the whole menu of the week.",
        basePrice: 3500,
        vegetarianPrice: 3200,
        mealCount: 4,
        kind: "pick" as const,
        displayOrder: 2,
      },
    ])
    .onConflictDoNothing();
  const cuisineNames = [...Object.keys(DEMO_DISHES), "Gujarati", "Keralan"];
  await database
    .insert(s.cuisines)
    .values(cuisineNames.map((name) => ({ name, isActive: true })))
    .onConflictDoNothing();

  // Three weekends planned ahead, so two can always be ordered; the third repeats the first
  // weekend's cuisines with the same dishes (a dish can be on many weekends' menus).
  const thisSaturday = weekendSaturday(todayInLondon());
  const weeks: Array<[string, [string, string]]> = [
    [thisSaturday, ["Punjabi", "Goan"]],
    [addDays(thisSaturday, 7), ["Bengali", "Hyderabadi"]],
    [addDays(thisSaturday, 14), ["Punjabi", "Goan"]],
  ];
  const existingWeeks = await database.select({ id: s.weeklyCuisines.id }).from(s.weeklyCuisines).limit(1);
  if (existingWeeks.length > 0) return;
  const weekRows = await database
    .insert(s.weeklyCuisines)
    .values(
      weeks.map(([start, pair]) => ({
        weekStartDate: start,
        weekEndDate: addDays(start, 1),
        weekLabel: weekendLabel(start),
        cuisines: pair,
        isActive: true,
      })),
    )
    .returning({ id: s.weeklyCuisines.id, cuisines: s.weeklyCuisines.cuisines });

  const categories = await database.select().from(s.menuCategories);
  const categoryOf = (group: DemoGroup) =>
    categories.find((c) => c.name === DEMO_CATEGORIES.find((d) => d.group === group)?.name)?.id ?? null;
  const dishIds = new Map<string, string[]>();
  for (const cuisine of Object.keys(DEMO_DISHES)) {
    const rows = [];
    // Drawn at once: sharp rasterises them on its own threads, on every core.
    const pictures = await Promise.all(
      DEMO_DISHES[cuisine].map((dish) =>
        storeDemoPicture("demo/dishes", SLUG(dish.name), dishPicture({ name: dish.name, cuisine, group: dish.group })),
      ),
    );
    for (const [i, dish] of DEMO_DISHES[cuisine].entries()) {
      const imageUrl = publicFileUrl(pictures[i]);
      rows.push({
        name: dish.name,
        nativeName: dish.nativeName,
        description: dish.description,
        imageUrl,
        categoryId: categoryOf(dish.group),
        boxType: dish.boxType,
        dishType: dish.dishType,
        price: dish.price,
        dietaryInfo: dish.dietary,
        allergens: dish.allergens,
        mayContainAllergens: dish.mayContainAllergens,
        cuisine,
        isAvailable: true,
        displayOrder: i + 1,
      });
    }
    const inserted = await database.insert(s.menuItems).values(rows).returning({ id: s.menuItems.id });
    dishIds.set(
      cuisine,
      inserted.map((r) => r.id),
    );
  }
  await database
    .insert(s.weeklyMenuItems)
    .values(
      weekRows.flatMap((week) =>
        week.cuisines.flatMap((c) => (dishIds.get(c) ?? []).map((id) => ({ weekId: week.id, menuItemId: id }))),
      ),
    );
}

async function seedDelivery(database: Database) {
  const prefixes = ["SE14", "SE15", "SE16", "SE4", "SE8", "SE13", "SE22", "SE23"];
  await database
    .insert(s.deliveryPostcodes)
    .values(prefixes.map((prefix) => ({ prefix })))
    .onConflictDoNothing();
  const [point] = await database.select({ id: s.collectionPoints.id }).from(s.collectionPoints).limit(1);
  if (!point) {
    await database.insert(s.collectionPoints).values({
      name: "Saffron Dabba Kitchen",
      address: "12 Consort Road, Peckham, London",
      postcode: "SE15 2PH",
      instructions: "Ring the bell at the side gate; your boxes are labelled with your name.",
      saturdayHours: "11:00 - 14:00",
      sundayHours: "11:00 - 13:00",
      displayOrder: 1,
    });
  }
}

/** The demo business's own words; every other text is the neutral default a new shop shows. */
const DEMO_TEXTS: Record<string, Record<string, string>> = {
  hero: {
    description:
      "Freshly cooked boxes of {box_dishes} dishes from {from_price}, made in our South East London kitchen and delivered to your door on Saturdays and Sundays.",
    "feature-3": "Local delivery in SE London",
  },
  "how-it-works": { "step-1-subtitle": "We deliver across South East London." },
  "social-links": {
    instagram: "https://www.instagram.com/saffrondabba",
    facebook: "https://www.facebook.com/saffrondabba",
    whatsapp: "https://wa.me/442079460321",
    email: "hello@saffrondabba.co.uk",
  },
};

async function seedContent(database: Database) {
  const rows = Object.entries(EXPECTED_CONTENT).flatMap(([section, keys]) =>
    keys.map((key) => ({
      section,
      key: key.key,
      value: DEMO_TEXTS[section]?.[key.key] ?? key.default,
      contentType: key.type,
      description: key.description,
    })),
  );
  await database.insert(s.websiteContent).values(rows).onConflictDoNothing();
}

const STEP_ALTS = [
  "A map pin on a street map",
  "A stacked steel tiffin",
  "A calendar with the weekend marked",
  "A steaming bowl of curry",
];
const PHILOSOPHY_ALTS = [
  "A home with a heart",
  "A pot cooking on a flame",
  "A leaf with a tick",
  "A masala dabba of seven spices",
  "A compass",
  "A thali of five dishes",
];

async function seedImages(database: Database) {
  const plan: Array<{ context: string; count: number; w: number; h: number; alt: (i: number) => string }> = [
    { context: "hero", count: 1, w: 1600, h: 900, alt: () => "A thali of home-cooked Indian dishes" },
    { context: "how-it-works", count: 4, w: 600, h: 600, alt: (i) => STEP_ALTS[i] },
    {
      context: "whats-included",
      count: 4,
      w: 600,
      h: 600,
      alt: (i) => ["Rice", "Dal", "Vegetable dish", "Meat or fish dish"][i],
    },
    { context: "cooking-philosophy", count: 6, w: 400, h: 400, alt: (i) => PHILOSOPHY_ALTS[i] },
    ...["menu-hero", "how-it-works-hero", "about-us-hero", "faqs-hero", "get-in-touch-hero"].map((context) => ({
      context,
      count: 1,
      w: 1600,
      h: 600,
      alt: () => "Freshly cooked Indian food",
    })),
  ];
  const present = new Set(
    (await database.selectDistinct({ c: s.websiteImages.usageContext }).from(s.websiteImages)).map((r) => r.c),
  );
  const missing = plan.filter((item) => !present.has(item.context));
  // Drawn at once: sharp rasterises them on its own threads, on every core.
  const keys = await Promise.all(
    missing.flatMap((item) =>
      Array.from({ length: item.count }, (_, i) =>
        storeDemoPicture("demo/site", `${item.context}-${i + 1}`, scenePicture(item.context, i, item.w, item.h)),
      ),
    ),
  );
  for (const item of missing) {
    const rows = [];
    for (let i = 0; i < item.count; i++) {
      const key = keys.shift()!;
      rows.push({
        fileName: `${item.context}-${i + 1}.webp`,
        filePath: key,
        publicUrl: publicFileUrl(key),
        altText: item.alt(i),
        usageContext: item.context,
        width: item.w,
        height: item.h,
        displayOrder: i + 1,
        // Distinct timestamps keep "oldest first" ordering stable.
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      });
    }
    await database.insert(s.websiteImages).values(rows);
  }
}

async function seedTeam(database: Database) {
  const [any] = await database.select({ id: s.teamMembers.id }).from(s.teamMembers).limit(1);
  if (any) return;
  const team = [
    {
      name: "Anjali Mehra",
      title: "Founder and head cook",
      bio: "Anjali learnt to cook in her grandmother's kitchen in Amritsar and has fed friends in Peckham for twenty years. She plans every week's menu around one simple rule: cook it the way it is cooked at home.",
    },
    {
      name: "Rohan D'Souza",
      title: "Chef, Goan and coastal dishes",
      bio: "Rohan grew up in Margao and brings the coconut, kokum and spice of the Konkan coast to our weekend boxes.",
    },
    {
      name: "Priya Sen",
      title: "Deliveries and customer care",
      bio: "Priya plans the delivery rounds across SE London and answers every message you send us.",
    },
  ];
  const keys = await Promise.all(
    team.map((member, i) => storeDemoPicture("demo/team", SLUG(member.name), portraitPicture(i, 480))),
  );
  const rows = team.map((member, i) => ({
    ...member,
    imageUrl: publicFileUrl(keys[i]),
    displayOrder: i + 1,
    isActive: true,
  }));
  await database.insert(s.teamMembers).values(rows);
}

/** Creates (or promotes) the admin account from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function ensureAdmin(database: Database, email = env.ADMIN_EMAIL, password = env.ADMIN_PASSWORD) {
  const normalised = email.toLowerCase();
  const [existing] = await database.select().from(s.user).where(eq(s.user.email, normalised));
  if (existing) {
    if (existing.role !== "admin")
      await database.update(s.user).set({ role: "admin" }).where(eq(s.user.id, existing.id));
    return { created: false };
  }
  const id = randomUUID();
  await database.transaction(async (tx) => {
    await tx.insert(s.user).values({ id, name: "Admin", email: normalised, emailVerified: true, role: "admin" });
    await tx.insert(s.account).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(password),
    });
    await tx.insert(s.profiles).values({ id, firstName: "Admin", lastName: null, email: normalised });
  });
  return { created: true };
}

/**
 * Loads the demo business, all of it or nothing (one transaction). Safe to run again: it only
 * adds what is missing.
 */
export async function seedDemoData(database: Database = db) {
  const admin = await transaction(async () => {
    await seedSettings(database);
    await seedCatalog(database);
    await seedDelivery(database);
    await seedContent(database);
    await seedImages(database);
    await seedTeam(database);
    return ensureAdmin(database);
  });
  invalidatePublicCaches();
  return admin;
}

/**
 * At start, under the start-up lock (instances starting together do it once): an empty database
 * gets the demo business unless SEED_DEMO=false; either way the ADMIN_EMAIL account exists and is
 * an admin (created with ADMIN_PASSWORD if missing; an existing password is never changed).
 */
export async function ensureDemoData(): Promise<void> {
  const { created } = await withStartupLock(async () => {
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(s.businessSettings);
    if (count > 0 || env.SEED_DEMO === "false") return ensureAdmin(db);
    logger.info("Empty database: loading the demo business");
    return seedDemoData(db);
  });
  if (created) logger.info(`Admin account: ${adminAccountText()}`);
}

/**
 * The admin account as start-up and the seed script name it: its password only when it is the
 * demo's, which is no secret; a password of the owner's own is never written anywhere.
 */
export function adminAccountText(): string {
  if (env.ADMIN_PASSWORD !== DEMO_ADMIN_PASSWORD) return `${env.ADMIN_EMAIL} (password: ADMIN_PASSWORD)`;
  return `${env.ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD} (the demo password; set ADMIN_EMAIL and ADMIN_PASSWORD to change them)`;
}
