import { sql } from "drizzle-orm";
import { ALLERGEN_KEYS } from "~/features/catalog/allergens";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt, listed } from "../columns";

export const boxType = pgEnum("box_type", ["essentials", "essentials_plus", "both"]);
export const dishType = pgEnum("dish_type", ["vegetarian", "standard"]);
/** How a box type is filled: a fixed box of one cuisine's dishes, or one pick per dish group. */
export const boxKind = pgEnum("box_kind", ["fixed", "pick"]);

// A name the owner gives (category, cuisine, box type) is one name whatever its case ("bengali"
// is "Bengali"): unique indexes on lower(name).
export const menuCategories = pgTable(
  "menu_categories",
  {
    id: id(),
    name: text("name").notNull().unique(),
    description: text("description"),
    displayOrder: integer("display_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [uniqueIndex("menu_categories_name_key").on(sql`lower(${t.name})`)],
);

export const cuisines = pgTable(
  "cuisines",
  {
    id: id(),
    // Exactly unique too: dishes refer to their cuisine by name.
    name: text("name").notNull().unique(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("cuisines_name_key").on(sql`lower(${t.name})`)],
);

export const weeklyCuisines = pgTable(
  "weekly_cuisines",
  {
    id: id(),
    weekLabel: text("week_label").notNull(),
    weekStartDate: date("week_start_date").notNull().unique(),
    weekEndDate: date("week_end_date").notNull(),
    cuisines: text("cuisines").array().notNull(),
    /** Published: on sale (menu, builder, checkout, renewals). A new weekend is a draft (decision 028). */
    isActive: boolean("is_active").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("weekly_cuisines_two", sql`cardinality(${t.cuisines}) = 2 AND ${t.cuisines}[1] <> ${t.cuisines}[2]`),
    check("weekly_cuisines_range", sql`${t.weekEndDate} = ${t.weekStartDate} + 1`),
  ],
);

/** The 14 allergen keys as an SQL array, for the check that a dish names only those. */
const ALLERGEN_ARRAY = sql.raw(`ARRAY[${ALLERGEN_KEYS.map((k) => `'${k}'`).join(",")}]::text[]`);

export const menuItems = pgTable(
  "menu_items",
  {
    id: id(),
    name: text("name").notNull(),
    nativeName: text("native_name"),
    description: text("description"),
    imageUrl: text("image_url"),
    categoryId: uuid("category_id").references(() => menuCategories.id, { onDelete: "set null" }),
    boxType: boxType("box_type").notNull().default("both"),
    /** null counts as standard (spec). */
    dishType: dishType("dish_type").default("standard"),
    /** Integer pence. */
    price: integer("price").notNull().default(0),
    dietaryInfo: text("dietary_info")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The regulated allergens the dish contains (keys of features/catalog/allergens.ts). */
    allergens: text("allergens")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The regulated allergens the dish may contain (cross-contamination in the kitchen). */
    mayContainAllergens: text("may_contain_allergens")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cuisine: text("cuisine").references(() => cuisines.name, { onDelete: "set null", onUpdate: "cascade" }),
    isAvailable: boolean("is_available").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("menu_items_price_non_negative", sql`${t.price} >= 0`),
    check(
      "menu_items_allergen_keys",
      sql`${t.allergens} <@ ${ALLERGEN_ARRAY} AND ${t.mayContainAllergens} <@ ${ALLERGEN_ARRAY}`,
    ),
    index("menu_items_category_idx").on(t.categoryId),
    index("menu_items_cuisine_idx").on(t.cuisine),
  ],
);

/** A weekend's menu: the dishes on sale for the weekly_cuisines week (a dish can be on many weeks). */
export const weeklyMenuItems = pgTable(
  "weekly_menu_items",
  {
    weekId: uuid("week_id")
      .notNull()
      .references(() => weeklyCuisines.id, { onDelete: "cascade" }),
    menuItemId: uuid("menu_item_id")
      .notNull()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.weekId, t.menuItemId] }), index("weekly_menu_items_dish_idx").on(t.menuItemId)],
);

export const boxTypes = pgTable(
  "box_types",
  {
    id: id(),
    /** The demo's stable key ('essentials' | 'essentials_plus'); null for box types added later. */
    code: text("code").unique(),
    name: text("name").notNull(),
    description: text("description"),
    /** Standard (meat or fish) price in pence. */
    basePrice: integer("base_price").notNull(),
    /** Vegetarian price in pence. */
    vegetarianPrice: integer("vegetarian_price").notNull(),
    /** Dishes (containers) in one box. */
    mealCount: integer("meal_count").notNull().default(4),
    kind: boxKind("kind").notNull().default("pick"),
    /** VAT on this box (decision 044): chilled meal boxes are zero-rated food; 5 or 20 where HMRC says so. */
    vatRatePercent: integer("vat_rate_percent").notNull().default(0),
    ...listed(),
  },
  (t) => [
    check("box_types_prices_non_negative", sql`${t.basePrice} >= 0 AND ${t.vegetarianPrice} >= 0`),
    check("box_types_meal_count_positive", sql`${t.mealCount} > 0`),
    check("box_types_vat_rate", sql`${t.vatRatePercent} IN (0, 5, 20)`),
    uniqueIndex("box_types_name_key").on(sql`lower(${t.name})`),
  ],
);
