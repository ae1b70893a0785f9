import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { cuisines, menuCategories, menuItems, weeklyCuisines, weeklyMenuItems } from "~/db/schema/catalog";
import type { ActionResult } from "~/lib/action-result";
import { attempt, failed, succeeded, UserFacingError } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { dispatchIntent, onRow } from "~/lib/intents.server";
import { deleteStoredImage, keyFromPublicUrl } from "~/lib/uploads/uploads.server";
import { upcomingWeeksOfDishes } from "./dish-weeks.server";
import { type MenuFilters, MenuFiltersSchema, type MenuItemInput, MenuItemSchema } from "./menu-schemas";
import { currentSaturday, type DishWeek } from "./week-format";
import { ADMIN_PAGE_SIZE, pageWindow } from "~/lib/admin-lists";

export type AdminMenuItem = typeof menuItems.$inferSelect & {
  categoryName: string | null;
  /** The weekends from this one on whose menu the dish is (planned in Weekly Cuisines). */
  weeks: DishWeek[];
};

/** Only images uploaded through the dish dialog are ours to delete with the dish. */
const DISH_IMAGE_FOLDER = "menu-items/";

function filtersWhere(filters: MenuFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) {
    const like = `%${filters.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(menuItems.name, like), ilike(menuItems.nativeName, like), ilike(menuItems.description, like))!,
    );
  }
  if (filters.cuisine) conditions.push(eq(menuItems.cuisine, filters.cuisine));
  if (filters.category) conditions.push(eq(menuItems.categoryId, filters.category));
  if (filters.availability) conditions.push(eq(menuItems.isAvailable, filters.availability === "available"));
  return conditions.length ? and(...conditions) : undefined;
}

/** The Saturday of the latest weekend whose menu holds the dish (null when on none). */
const latestWeek = sql`(select max(${weeklyCuisines.weekStartDate}) from ${weeklyMenuItems}
  join ${weeklyCuisines} on ${weeklyCuisines.id} = ${weeklyMenuItems.weekId}
  where ${weeklyMenuItems.menuItemId} = ${menuItems.id})`;

const ORDERINGS: Record<MenuFilters["sort"], SQL[]> = {
  order: [asc(menuItems.displayOrder), asc(menuItems.name), asc(menuItems.id)],
  name: [asc(menuItems.name), asc(menuItems.id)],
  price: [asc(menuItems.price), asc(menuItems.name), asc(menuItems.id)],
  newest: [desc(menuItems.createdAt), asc(menuItems.id)],
  week: [sql`${latestWeek} desc nulls last`, asc(menuItems.displayOrder), asc(menuItems.id)],
};

/** One page of dishes for the Menu tab, filtered and sorted. */
export async function listMenuItems(filters: MenuFilters, now = new Date()) {
  const where = filtersWhere(filters);
  const [{ total }] = await db.select({ total: count() }).from(menuItems).where(where);
  const { page, pageCount, offset } = pageWindow(total, filters.page, ADMIN_PAGE_SIZE);
  const rows = await db
    .select({ item: menuItems, categoryName: menuCategories.name })
    .from(menuItems)
    .leftJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
    .where(where)
    .orderBy(...ORDERINGS[filters.sort])
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  const weeks = await upcomingWeeksOfDishes(
    currentSaturday(now),
    rows.map((r) => r.item.id),
  );
  const items: AdminMenuItem[] = rows.map((r) => ({
    ...r.item,
    categoryName: r.categoryName,
    weeks: weeks.get(r.item.id) ?? [],
  }));
  return { items, total, page, pageCount };
}

/** Categories and cuisines for the dialog and the filters. */
export async function menuFormOptions() {
  const [categories, cuisineRows] = await Promise.all([
    db
      .select({ id: menuCategories.id, name: menuCategories.name })
      .from(menuCategories)
      .orderBy(asc(menuCategories.displayOrder), asc(menuCategories.name)),
    db.select({ name: cuisines.name, isActive: cuisines.isActive }).from(cuisines).orderBy(asc(cuisines.name)),
  ]);
  return { categories, cuisines: cuisineRows };
}

async function removeOwnedImage(url: string | null | undefined) {
  const key = keyFromPublicUrl(url);
  if (key?.startsWith(DISH_IMAGE_FOLDER)) await deleteStoredImage(key);
}

const DISH_GONE = "This dish no longer exists. Please reload the page.";

/** A dish named by the browser that does not exist (deleted meanwhile, or a forged id): 404. */
export class MenuItemNotFoundError extends UserFacingError {
  constructor() {
    super(DISH_GONE, 404);
  }
}

/** Adds a dish (no id) or updates one; a replaced uploaded image is deleted. */
export async function saveMenuItem(input: MenuItemInput): Promise<{ id: string; created: boolean }> {
  const values = {
    name: input.name,
    nativeName: input.nativeName,
    description: input.description,
    categoryId: input.categoryId,
    dietaryInfo: input.dietaryInfo,
    allergens: input.allergen.allergens,
    mayContainAllergens: input.allergen.mayContainAllergens,
    displayOrder: input.displayOrder,
    isAvailable: input.isAvailable,
    boxType: input.boxType,
    dishType: input.dishType,
    price: input.price,
    cuisine: input.cuisine,
    imageUrl: input.imageUrl,
  };
  if (!input.id) {
    const [row] = await db.insert(menuItems).values(values).returning({ id: menuItems.id });
    return { id: row.id, created: true };
  }
  const [before] = await db.select({ imageUrl: menuItems.imageUrl }).from(menuItems).where(eq(menuItems.id, input.id));
  if (!before) throw new MenuItemNotFoundError();
  await db
    .update(menuItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(menuItems.id, input.id));
  if (before.imageUrl && before.imageUrl !== input.imageUrl) await removeOwnedImage(before.imageUrl);
  return { id: input.id, created: false };
}

export async function deleteMenuItem(id: string): Promise<boolean> {
  const [row] = await db.delete(menuItems).where(eq(menuItems.id, id)).returning({ imageUrl: menuItems.imageUrl });
  if (row) await removeOwnedImage(row.imageUrl);
  return Boolean(row);
}

/**
 * Arrow reordering: swaps the display order of a dish with its visible neighbour. When the two
 * share a display order (new dishes default to 0), every dish is first numbered 1..n in the
 * current order so the swap has an effect.
 */
export async function swapMenuItemOrder(id: string, neighbourId: string): Promise<void> {
  await db.transaction(async () => {
    let pair = await db
      .select({ id: menuItems.id, displayOrder: menuItems.displayOrder })
      .from(menuItems)
      .where(or(eq(menuItems.id, id), eq(menuItems.id, neighbourId)));
    if (pair.length !== 2) throw new MenuItemNotFoundError();
    if (pair[0].displayOrder === pair[1].displayOrder) {
      const all = await db
        .select({ id: menuItems.id })
        .from(menuItems)
        .orderBy(...ORDERINGS.order);
      for (const [index, row] of all.entries()) {
        await db
          .update(menuItems)
          .set({ displayOrder: index + 1 })
          .where(eq(menuItems.id, row.id));
      }
      pair = all
        .map((row, index) => ({ id: row.id, displayOrder: index + 1 }))
        .filter((row) => row.id === id || row.id === neighbourId);
    }
    const [a, b] = pair;
    await db
      .update(menuItems)
      .set({ displayOrder: b.displayOrder, updatedAt: new Date() })
      .where(eq(menuItems.id, a.id));
    await db
      .update(menuItems)
      .set({ displayOrder: a.displayOrder, updatedAt: new Date() })
      .where(eq(menuItems.id, b.id));
  });
}

export async function loadMenuTab(request: Request) {
  const filters = MenuFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [list, options] = await Promise.all([listMenuItems(filters), menuFormOptions()]);
  return { ...list, options, filters };
}

/** The words a tab answers the dish dialog's save with. */
export interface DishSaveTexts {
  added: string;
  updated: string;
  /** The error toast's title, and the text under it whatever went wrong. */
  failure: string;
  description?: string;
  /** Toast a form the rules refuse too (the Cuisines tab), with this text when a field is invalid. */
  refusal?: { description: string };
}

/** Saves the dish of the Add / Edit dialog (menu-item-dialog.tsx) and answers it. */
export async function saveDishFromForm(formData: FormData, texts: DishSaveTexts) {
  const submission = parseWithZod(formData, { schema: MenuItemSchema });
  const refuse = (result: SubmissionResult<string[]>, description?: string) =>
    texts.refusal
      ? failed(texts.failure, { description, result })
      : data({ result } satisfies ActionResult, { status: 400 });
  if (submission.status !== "success") return refuse(submission.reply(), texts.refusal?.description);
  const options = await menuFormOptions();
  if (!options.cuisines.some((c) => c.name === submission.value.cuisine))
    return refuse(submission.reply({ fieldErrors: { cuisine: ["Please select a cuisine"] } }));
  const { categoryId } = submission.value;
  if (categoryId && !options.categories.some((c) => c.id === categoryId))
    return refuse(submission.reply({ fieldErrors: { categoryId: ["Please select a category"] } }));
  return attempt(
    texts.failure,
    // A dish deleted meanwhile is answered 404 and is no error to log.
    () =>
      saveMenuItem(submission.value).catch((error: unknown) => {
        if (error instanceof MenuItemNotFoundError) return null;
        throw error;
      }),
    (saved) =>
      saved
        ? succeeded(saved.created ? texts.added : texts.updated, { result: submission.reply({ resetForm: true }) })
        : failed(texts.failure, { description: texts.description, status: 404, result: submission.reply() }),
    { description: texts.description, result: submission.reply() },
  );
}

const MENU_TAB_SAVE: DishSaveTexts = {
  added: "Menu item added",
  updated: "Menu item updated",
  failure: "Error saving menu item",
  description: "Failed to save the menu item",
};

/** The dish a row's buttons act on, and for a move its neighbour. */
const DishRowSchema = z.object({ id: z.uuid(), neighbourId: z.uuid().optional() });

/** The Menu tab's form: save a dish (the dialog), move it up or down, or delete it. */
export function menuAction(request: Request) {
  const gone = (title: string) => failed(title, { status: 404, description: DISH_GONE });
  return dispatchIntent(request, {
    save: (formData) => saveDishFromForm(formData, MENU_TAB_SAVE),
    ...onRow(
      (formData) =>
        DishRowSchema.safeParse({ id: formData.get("id"), neighbourId: formData.get("neighbourId") ?? undefined }),
      (intent) => gone(intent === "delete" ? "Error deleting menu item" : MENU_TAB_SAVE.failure),
      {
        delete: ({ id }) =>
          attempt(
            "Error deleting menu item",
            () => deleteMenuItem(id),
            (found) => (found ? succeeded("Menu item deleted") : gone("Error deleting menu item")),
          ),
        move: ({ id, neighbourId }) => {
          if (!neighbourId) return gone(MENU_TAB_SAVE.failure);
          return attempt(
            MENU_TAB_SAVE.failure,
            () => swapMenuItemOrder(id, neighbourId),
            (): ActionResult => ({ ok: true }),
            { description: MENU_TAB_SAVE.description },
          );
        },
      },
    ),
  });
}
