import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { cuisines, menuItems, weeklyCuisines } from "~/db/schema";
import type { ActionResult } from "~/lib/action-result";
import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { addDays, dayOfWeek, formatShortDate, isIsoDate, weekendLabel } from "~/lib/dates";
import { db } from "~/lib/db.server";
import {
  AddDishToWeekSchema,
  FILL_ALL_FIELDS,
  NOT_A_SATURDAY,
  TWO_DIFFERENT_CUISINES,
  type WeeklyCuisineInput,
  WeeklyCuisineSchema,
} from "./cuisine-schemas";
import { type AdminDish, listDishes, type Outcome } from "./cuisines.server";

export type WeeklyCuisine = typeof weeklyCuisines.$inferSelect;

export interface AdminWeek extends WeeklyCuisine {
  /** The dishes of each of the week's cuisines (week_available = the week's Saturday). */
  dishes: Record<string, AdminDish[]>;
}

/** Weeks, the latest first, each with its dishes per cuisine. */
export async function listWeeks(): Promise<AdminWeek[]> {
  const weeks = await db.select().from(weeklyCuisines).orderBy(desc(weeklyCuisines.weekStartDate));
  const dishes = await listDishes();
  return weeks.map((week) => ({
    ...week,
    dishes: Object.fromEntries(
      week.cuisines.map((cuisine) => [
        cuisine,
        dishes.filter((d) => d.cuisine === cuisine && d.weekAvailable === week.weekStartDate),
      ]),
    ),
  }));
}

/** Names of the active cuisines (the form's options). */
export async function cuisineOptions(): Promise<string[]> {
  const rows = await db
    .select({ name: cuisines.name })
    .from(cuisines)
    .where(eq(cuisines.isActive, true))
    .orderBy(asc(cuisines.name));
  return rows.map((r) => r.name);
}

/** Available dishes of the given cuisines by name: what the Add Dish dialog offers. */
export async function availableDishes(cuisineNames: string[]) {
  if (cuisineNames.length === 0) return [];
  return db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      cuisine: menuItems.cuisine,
      weekAvailable: menuItems.weekAvailable,
    })
    .from(menuItems)
    .where(and(inArray(menuItems.cuisine, cuisineNames), eq(menuItems.isAvailable, true)))
    .orderBy(asc(menuItems.name));
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Adds or updates a week: the end date is the Sunday after the Saturday and the label is computed
 * from the dates. When an edit moves the week, its dishes move with it.
 */
export async function saveWeeklyCuisine(input: WeeklyCuisineInput): Promise<Outcome & { created?: boolean }> {
  const { weekStartDate: start, cuisine1, cuisine2 } = input;
  if (!start || !cuisine1 || !cuisine2) return { ok: false, error: FILL_ALL_FIELDS };
  if (!isIsoDate(start) || dayOfWeek(start) !== 6) return { ok: false, error: NOT_A_SATURDAY, field: "weekStartDate" };
  if (cuisine1 === cuisine2) return { ok: false, error: TWO_DIFFERENT_CUISINES, field: "cuisine2" };
  const known = await db
    .select({ name: cuisines.name })
    .from(cuisines)
    .where(inArray(cuisines.name, [cuisine1, cuisine2]));
  if (known.length !== 2) return { ok: false, error: "Please select two cuisines from the list", field: "cuisine1" };

  const values = {
    weekStartDate: start,
    weekEndDate: addDays(start, 1),
    weekLabel: weekendLabel(start),
    cuisines: [cuisine1, cuisine2],
    updatedAt: new Date(),
  };
  try {
    const outcome = await db.transaction(async () => {
      if (!input.id) {
        await db.insert(weeklyCuisines).values(values);
        return { ok: true as const, created: true };
      }
      const [existing] = await db.select().from(weeklyCuisines).where(eq(weeklyCuisines.id, input.id));
      if (!existing) return { ok: false as const, error: "Week not found" };
      await db.update(weeklyCuisines).set(values).where(eq(weeklyCuisines.id, input.id));
      if (existing.weekStartDate !== start) {
        await db
          .update(menuItems)
          .set({ weekAvailable: start, updatedAt: new Date() })
          .where(eq(menuItems.weekAvailable, existing.weekStartDate));
      }
      return { ok: true as const, created: false };
    });
    return outcome;
  } catch (error) {
    if (isUniqueViolation(error))
      return {
        ok: false,
        error: `A week starting on ${formatShortDate(start)} already exists`,
        field: "weekStartDate",
      };
    throw error;
  }
}

export async function setWeekActive(id: string, isActive: boolean): Promise<boolean> {
  const rows = await db
    .update(weeklyCuisines)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(weeklyCuisines.id, id))
    .returning({ id: weeklyCuisines.id });
  return rows.length > 0;
}

export async function deleteWeek(id: string): Promise<boolean> {
  const rows = await db.delete(weeklyCuisines).where(eq(weeklyCuisines.id, id)).returning({ id: weeklyCuisines.id });
  return rows.length > 0;
}

/** Puts an available dish of one of the week's cuisines on that week (a dish holds one week). */
export async function addDishToWeek(
  weekId: string,
  dishId: string,
): Promise<Outcome & { dish?: string; cuisine?: string }> {
  const [week] = await db.select().from(weeklyCuisines).where(eq(weeklyCuisines.id, weekId));
  if (!week) return { ok: false, error: "Week not found" };
  const [dish] = await db.select().from(menuItems).where(eq(menuItems.id, dishId));
  if (!dish || !dish.isAvailable || !dish.cuisine || !week.cuisines.includes(dish.cuisine))
    return { ok: false, error: "Selected dish not found" };
  await db
    .update(menuItems)
    .set({ weekAvailable: week.weekStartDate, updatedAt: new Date() })
    .where(eq(menuItems.id, dishId));
  return { ok: true, dish: dish.name, cuisine: dish.cuisine };
}

/** Takes a dish off a week (it stays on the menu, without a week). */
export async function removeDishFromWeek(weekId: string, dishId: string): Promise<boolean> {
  const [week] = await db.select().from(weeklyCuisines).where(eq(weeklyCuisines.id, weekId));
  if (!week) return false;
  const rows = await db
    .update(menuItems)
    .set({ weekAvailable: null, updatedAt: new Date() })
    .where(and(eq(menuItems.id, dishId), eq(menuItems.weekAvailable, week.weekStartDate)))
    .returning({ id: menuItems.id });
  return rows.length > 0;
}

export async function loadWeeklyCuisinesTab() {
  const [weeks, options] = await Promise.all([listWeeks(), cuisineOptions()]);
  const dishes = await availableDishes([...new Set(weeks.flatMap((w) => w.cuisines))]);
  return { weeks, options, dishes };
}

/** `saved`: the week form goes back to add mode; `error`: the Add Dish dialog's message. */
type WeekFields = { saved?: boolean; error?: string };
export type WeekActionData = ActionResult<WeekFields>;

/** The week form: a refusal is the toast's title and the field's (or the form's) error. */
async function saveWeek(formData: FormData) {
  const submission = parseWithZod(formData, { schema: WeeklyCuisineSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Failed to save weekly cuisine";
    return failed(message, { result: submission.reply() });
  }
  return attempt<Awaited<ReturnType<typeof saveWeeklyCuisine>>, WeekFields>(
    "Failed to save weekly cuisine",
    () => saveWeeklyCuisine(submission.value),
    (outcome) => {
      if (!outcome.ok) {
        const errors = outcome.field
          ? { fieldErrors: { [outcome.field]: [outcome.error] } }
          : { formErrors: [outcome.error] };
        return failed<WeekFields>(outcome.error, { result: submission.reply(errors) });
      }
      const label = weekendLabel(submission.value.weekStartDate);
      return succeeded(outcome.created ? `Weekly cuisine added for ${label}` : `Weekly cuisine updated for ${label}`, {
        saved: true,
        result: submission.reply({ resetForm: true }),
      });
    },
    { result: submission.reply() },
  );
}

async function addDish(formData: FormData) {
  const parsed = AddDishToWeekSchema.safeParse({
    weekId: formData.get("weekId") ?? undefined,
    dishId: formData.get("dishId") ?? undefined,
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0].message;
    return failed<WeekFields>(message, { error: message });
  }
  const outcome = await addDishToWeek(parsed.data.weekId, parsed.data.dishId).catch(() => ({
    ok: false as const,
    error: "Failed to add dish to week",
  }));
  if (!outcome.ok) return failed<WeekFields>(outcome.error, { error: outcome.error });
  return succeeded(`${outcome.dish} added to ${outcome.cuisine} for this week`);
}

/** The Weekly Cuisines tab's forms: weeks (save, activate, delete) and the dishes of each. */
export async function weeklyCuisinesAction(request: Request) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "save") return saveWeek(formData);
  if (intent === "add-dish") return addDish(formData);

  const id = z.uuid().safeParse(formData.get("id"));
  if (!id.success) return failed("Week not found");
  if (intent === "toggle") {
    const active = formData.get("value") === "activate";
    const ok = await setWeekActive(id.data, active).catch(() => false);
    return ok
      ? succeeded(active ? "Weekly cuisine activated" : "Weekly cuisine deactivated")
      : failed("Failed to update status");
  }
  if (intent === "delete") {
    const ok = await deleteWeek(id.data).catch(() => false);
    return ok ? succeeded("Weekly cuisine deleted") : failed("Failed to delete weekly cuisine");
  }
  if (intent === "remove-dish") {
    const dishId = z.uuid().safeParse(formData.get("dishId"));
    const ok = dishId.success && (await removeDishFromWeek(id.data, dishId.data).catch(() => false));
    return ok ? succeeded("Dish removed from the week") : failed("Failed to update status");
  }
  return failed("Failed to save weekly cuisine");
}
