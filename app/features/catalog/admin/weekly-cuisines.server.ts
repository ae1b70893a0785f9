import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, desc, eq, inArray, isNull, notInArray, or } from "drizzle-orm";
import { z } from "zod";
import { cuisines, menuItems, weeklyCuisines, weeklyMenuItems } from "~/db/schema/catalog";
import type { ActionResult } from "~/lib/action-result";
import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { addDays, dayOfWeek, formatShortDate, isIsoDate, weekendLabel } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { dispatchIntent, onRow } from "~/lib/intents.server";
import {
  AddDishToWeekSchema,
  CopyWeekSchema,
  FILL_ALL_FIELDS,
  NOT_A_SATURDAY,
  PAST_WEEKEND,
  pastMenuMessage,
  TWO_DIFFERENT_CUISINES,
  type WeeklyCuisineInput,
  WeeklyCuisineSchema,
} from "./cuisine-schemas";
import { type AdminDish, listDishes, type Outcome } from "./cuisines.server";
import { currentSaturday, dishCount } from "./week-format";
import {
  publishedDishRefusal,
  publishingAction,
  type WeekendChecks,
  type WeekendHooks,
  withPublishing,
} from "./week-publishing.server";

/*
 * The Weekly Cuisines tab: each weekend (one weekly_cuisines row: Saturday, cuisine pair, active =
 * published) has its own menu, the dishes joined to it in weekly_menu_items. Planning one weekend
 * never touches another; a weekend gone by can be neither created, moved to, nor re-planned. A new
 * weekend is a draft until the owner publishes it (week-publishing.server.ts, decision 028).
 */

export type WeeklyCuisine = typeof weeklyCuisines.$inferSelect;

export interface AdminWeek extends WeeklyCuisine {
  /** The dishes on the week's menu, per cuisine of its pair. */
  dishes: Record<string, AdminDish[]>;
  /** Dishes on its menu whose cuisine is not (or no longer) one of the pair: listed so they can be taken off. */
  otherDishes: AdminDish[];
  /** How many dishes its menu holds. */
  dishTotal: number;
  /** The weekend is over: its date, cuisines and menu stay as they were sold. */
  past: boolean;
  /** The weekend under way or coming (Europe/London). */
  thisWeekend: boolean;
}

/** Weeks, the latest first, each with the dishes of its menu per cuisine. */
export async function listWeeks(now = new Date()): Promise<AdminWeek[]> {
  const thisSaturday = currentSaturday(now);
  const [weeks, links, dishes] = await Promise.all([
    db.select().from(weeklyCuisines).orderBy(desc(weeklyCuisines.weekStartDate)),
    db.select({ weekId: weeklyMenuItems.weekId, dishId: weeklyMenuItems.menuItemId }).from(weeklyMenuItems),
    listDishes(undefined, now),
  ]);
  const onWeek = new Map<string, Set<string>>();
  for (const { weekId, dishId } of links) {
    const ids = onWeek.get(weekId) ?? new Set<string>();
    ids.add(dishId);
    onWeek.set(weekId, ids);
  }
  return weeks.map((week) => {
    const ids = onWeek.get(week.id) ?? new Set<string>();
    const menu = dishes.filter((d) => ids.has(d.id));
    return {
      ...week,
      dishes: Object.fromEntries(week.cuisines.map((cuisine) => [cuisine, menu.filter((d) => d.cuisine === cuisine)])),
      otherDishes: menu.filter((d) => !d.cuisine || !week.cuisines.includes(d.cuisine)),
      dishTotal: menu.length,
      past: week.weekStartDate < thisSaturday,
      thisWeekend: week.weekStartDate === thisSaturday,
    };
  });
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
    .select({ id: menuItems.id, name: menuItems.name, cuisine: menuItems.cuisine })
    .from(menuItems)
    .where(and(inArray(menuItems.cuisine, cuisineNames), eq(menuItems.isAvailable, true)))
    .orderBy(asc(menuItems.name));
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

type SaveOutcome = Outcome & { created?: boolean; removed?: number };

/**
 * Adds or updates a week: the end date is the Sunday after the Saturday and the label is computed
 * from the dates. The Saturday may not be before this weekend's. An edited week keeps its menu
 * when its date moves (the dishes are joined to the week, not to a date); when its cuisines
 * change, the dishes of a cuisine it no longer offers leave its menu (`removed` counts them).
 */
export async function saveWeeklyCuisine(input: WeeklyCuisineInput, now = new Date()): Promise<SaveOutcome> {
  const { weekStartDate: start, cuisine1, cuisine2 } = input;
  if (!start || !cuisine1 || !cuisine2) return { ok: false, error: FILL_ALL_FIELDS };
  if (!isIsoDate(start) || dayOfWeek(start) !== 6) return { ok: false, error: NOT_A_SATURDAY, field: "weekStartDate" };
  if (cuisine1 === cuisine2) return { ok: false, error: TWO_DIFFERENT_CUISINES, field: "cuisine2" };
  if (start < currentSaturday(now)) return { ok: false, error: PAST_WEEKEND, field: "weekStartDate" };
  const known = await db
    .select({ name: cuisines.name })
    .from(cuisines)
    .where(inArray(cuisines.name, [cuisine1, cuisine2]));
  if (known.length !== 2) return { ok: false, error: "Please select two cuisines from the list", field: "cuisine1" };

  const pair = [cuisine1, cuisine2];
  const values = {
    weekStartDate: start,
    weekEndDate: addDays(start, 1),
    weekLabel: weekendLabel(start),
    cuisines: pair,
    updatedAt: new Date(),
  };
  try {
    return await db.transaction(async (): Promise<SaveOutcome> => {
      if (!input.id) {
        await db.insert(weeklyCuisines).values(values);
        return { ok: true, created: true };
      }
      const [existing] = await db.select().from(weeklyCuisines).where(eq(weeklyCuisines.id, input.id));
      if (!existing) return { ok: false, error: "Week not found" };
      const moved = existing.weekStartDate !== start || existing.cuisines.some((c) => !pair.includes(c));
      if (existing.isActive && moved)
        return {
          ok: false,
          error: `${existing.weekLabel} is published: unpublish it before changing its date or cuisines`,
        };
      await db.update(weeklyCuisines).set(values).where(eq(weeklyCuisines.id, input.id));
      if (existing.cuisines.every((c) => pair.includes(c))) return { ok: true, created: false, removed: 0 };
      const offCuisine = db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(or(isNull(menuItems.cuisine), notInArray(menuItems.cuisine, pair)));
      const removed = await db
        .delete(weeklyMenuItems)
        .where(and(eq(weeklyMenuItems.weekId, input.id), inArray(weeklyMenuItems.menuItemId, offCuisine)))
        .returning({ id: weeklyMenuItems.menuItemId });
      return { ok: true, created: false, removed: removed.length };
    });
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

/**
 * Deletes a week and its menu (the dishes themselves stay). A published weekend still to come is
 * on sale: it is unpublished first (which asks when orders were placed for it).
 */
export async function deleteWeek(id: string, now = new Date()): Promise<Outcome> {
  const [week] = await db.select().from(weeklyCuisines).where(eq(weeklyCuisines.id, id));
  if (!week) return { ok: false, error: "Week not found" };
  if (week.isActive && week.weekStartDate >= currentSaturday(now))
    return { ok: false, error: `${week.weekLabel} is published: unpublish it before deleting it` };
  await db.delete(weeklyCuisines).where(eq(weeklyCuisines.id, id));
  return { ok: true };
}

/** The week whose menu is to change: refused when it is not found or its weekend has passed. */
async function plannableWeek(
  id: string,
  now: Date,
): Promise<{ ok: true; week: WeeklyCuisine } | { ok: false; error: string }> {
  const [week] = await db.select().from(weeklyCuisines).where(eq(weeklyCuisines.id, id));
  if (!week) return { ok: false, error: "Week not found" };
  if (week.weekStartDate < currentSaturday(now)) return { ok: false, error: pastMenuMessage(week.weekLabel) };
  return { ok: true, week };
}

/**
 * Puts an available dish of one of the week's cuisines on that week's menu. Other weeks' menus
 * are untouched: a dish can be on many weekends.
 */
export async function addDishToWeek(
  weekId: string,
  dishId: string,
  now = new Date(),
): Promise<Outcome & { dish?: string; cuisine?: string; week?: string }> {
  const found = await plannableWeek(weekId, now);
  if (!found.ok) return found;
  const { week } = found;
  const [dish] = await db.select().from(menuItems).where(eq(menuItems.id, dishId));
  if (!dish || !dish.isAvailable || !dish.cuisine || !week.cuisines.includes(dish.cuisine))
    return { ok: false, error: "Selected dish not found" };
  const added = await db
    .insert(weeklyMenuItems)
    .values({ weekId, menuItemId: dishId })
    .onConflictDoNothing()
    .returning({ id: weeklyMenuItems.menuItemId });
  if (added.length === 0) return { ok: false, error: `${dish.name} is already on the menu of ${week.weekLabel}` };
  return { ok: true, dish: dish.name, cuisine: dish.cuisine, week: week.weekLabel };
}

/**
 * Takes a dish off that week's menu only (it stays in the Menu tab and on its other weekends);
 * with `checks`, refused when the week is published and its boxes need the dish.
 */
export async function removeDishFromWeek(
  weekId: string,
  dishId: string,
  now = new Date(),
  checks?: WeekendChecks,
): Promise<Outcome & { dish?: string; week?: string }> {
  const found = await plannableWeek(weekId, now);
  if (!found.ok) return found;
  const refusal = checks ? await publishedDishRefusal(found.week, dishId, checks) : null;
  if (refusal) return { ok: false, error: refusal };
  const removed = await db
    .delete(weeklyMenuItems)
    .where(and(eq(weeklyMenuItems.weekId, weekId), eq(weeklyMenuItems.menuItemId, dishId)))
    .returning({ id: weeklyMenuItems.menuItemId });
  if (removed.length === 0) return { ok: false, error: "Selected dish not found" };
  const [dish] = await db.select({ name: menuItems.name }).from(menuItems).where(eq(menuItems.id, dishId));
  return { ok: true, dish: dish?.name, week: found.week.weekLabel };
}

export interface CopyResult {
  source: string;
  target: string;
  /** Dishes put on the target week's menu. */
  copied: number;
  /** Dishes of the pair already on it. */
  already: number;
  /** Dishes of a cuisine the target week does not offer: not copied. */
  otherCuisines: number;
  /** Unavailable dishes of the pair: not copied (Add Dish offers only available dishes). */
  unavailable: number;
}

/**
 * Copies onto a week's menu the dishes of an earlier week's menu that fit it: available dishes
 * of the target week's two cuisines. Dishes already on it stay; nothing is taken off.
 */
export async function copyWeekDishes(
  targetId: string,
  sourceId: string,
  now = new Date(),
): Promise<Outcome & { result?: CopyResult }> {
  const found = await plannableWeek(targetId, now);
  if (!found.ok) return found;
  const target = found.week;
  const [source] = await db.select().from(weeklyCuisines).where(eq(weeklyCuisines.id, sourceId));
  if (!source) return { ok: false, error: "Week not found" };
  if (source.weekStartDate >= target.weekStartDate)
    return { ok: false, error: "Please choose an earlier week to copy from" };
  const rows = await db
    .select({ id: menuItems.id, cuisine: menuItems.cuisine, isAvailable: menuItems.isAvailable })
    .from(weeklyMenuItems)
    .innerJoin(menuItems, eq(menuItems.id, weeklyMenuItems.menuItemId))
    .where(eq(weeklyMenuItems.weekId, source.id));
  const ofPair = rows.filter((r) => r.cuisine !== null && target.cuisines.includes(r.cuisine));
  const fitting = ofPair.filter((r) => r.isAvailable);
  const inserted =
    fitting.length === 0
      ? []
      : await db
          .insert(weeklyMenuItems)
          .values(fitting.map((r) => ({ weekId: target.id, menuItemId: r.id })))
          .onConflictDoNothing()
          .returning({ id: weeklyMenuItems.menuItemId });
  return {
    ok: true,
    result: {
      source: source.weekLabel,
      target: target.weekLabel,
      copied: inserted.length,
      already: fitting.length - inserted.length,
      otherCuisines: rows.length - ofPair.length,
      unavailable: ofPair.length - fitting.length,
    },
  };
}

/** The toast of a copy: how many dishes were copied, and why any others were not. */
export function copyToast({ source, target, copied, already, otherCuisines, unavailable }: CopyResult) {
  const notes = [
    already ? `${dishCount(already)} already on its menu` : "",
    otherCuisines ? `${dishCount(otherCuisines)} of other cuisines not copied` : "",
    unavailable ? `${dishCount(unavailable)} unavailable, not copied` : "",
  ].filter(Boolean);
  return {
    title: `Copied ${dishCount(copied)} from ${source} to ${target}`,
    description: notes.length ? `${notes.join("; ")}.` : undefined,
  };
}

export async function loadWeeklyCuisinesTab(checks: WeekendChecks, now = new Date()) {
  const [weeks, options] = await Promise.all([listWeeks(now), cuisineOptions()]);
  const dishes = await availableDishes([...new Set(weeks.flatMap((w) => w.cuisines))]);
  return { weeks: await withPublishing(weeks, checks), options, dishes, thisSaturday: currentSaturday(now) };
}

/** `saved`: the week form goes back to add mode; `error`: the dish dialogs' message. */
type WeekFields = { saved?: boolean; error?: string };
export type WeekActionData = ActionResult<WeekFields>;

/** The week form: a refusal is the toast's title and the field's (or the form's) error. */
async function saveWeek(formData: FormData) {
  const submission = parseWithZod(formData, { schema: WeeklyCuisineSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Failed to save weekly cuisine";
    return failed(message, { result: submission.reply() });
  }
  return attempt<SaveOutcome, WeekFields>(
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
      const removed = outcome.removed
        ? `${dishCount(outcome.removed)} of a cuisine it no longer offers left its menu.`
        : undefined;
      return succeeded(
        {
          title: outcome.created ? `Weekly cuisine added for ${label}` : `Weekly cuisine updated for ${label}`,
          description: removed,
        },
        { saved: true, result: submission.reply({ resetForm: true }) },
      );
    },
    { result: submission.reply() },
  );
}

type ParseResult<I> = { success: true; data: I } | { success: false; error: { issues: { message: string }[] } };

/**
 * How a dish dialog's form (Add Dish, Copy dishes) is answered: what it names is checked, then
 * `write` runs; a refusal is the toast's title and the dialog's message, an unexpected error reads
 * as `failure`.
 */
function dialogAnswer<I, O extends Outcome>(
  schema: { safeParse: (input: unknown) => ParseResult<I> },
  failure: string,
  write: (input: I) => Promise<O>,
  toast: (done: O) => string | { title: string; description?: string },
) {
  return async (formData: FormData) => {
    const parsed = schema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) {
      const message = parsed.error.issues[0].message;
      return failed<WeekFields>(message, { error: message });
    }
    const outcome = await write(parsed.data).catch((): Outcome => ({ ok: false, error: failure }));
    if (!outcome.ok) return failed<WeekFields>(outcome.error, { error: outcome.error });
    return succeeded(toast(outcome as O));
  };
}

const addDish = dialogAnswer(
  AddDishToWeekSchema,
  "Failed to add dish to week",
  ({ weekId, dishId }) => addDishToWeek(weekId, dishId),
  (added) => `${added.dish} added to ${added.cuisine} for ${added.week}`,
);

const copyDishes = dialogAnswer(
  CopyWeekSchema,
  "Failed to copy the dishes",
  ({ id, sourceId }) => copyWeekDishes(id, sourceId),
  (copied) => copyToast(copied.result!),
);

/** The Weekly Cuisines tab's forms: weeks (save, publish, unpublish, delete) and the menu of each. */
export function weeklyCuisinesAction(request: Request, checks: WeekendChecks, hooks: WeekendHooks) {
  const publishing = (intent: "publish" | "unpublish", id: string) =>
    attempt(
      "Failed to update status",
      () => publishingAction(intent, id, checks, hooks),
      (answer) => answer,
    );
  return dispatchIntent(request, {
    save: saveWeek,
    "add-dish": addDish,
    copy: copyDishes,
    ...onRow(
      (formData) => z.uuid().safeParse(formData.get("id")),
      () => failed("Week not found"),
      {
        publish: (id) => publishing("publish", id),
        unpublish: (id) => publishing("unpublish", id),
        delete: async (id) => {
          const outcome = await deleteWeek(id).catch(() => ({
            ok: false as const,
            error: "Failed to delete weekly cuisine",
          }));
          return outcome.ok ? succeeded("Weekly cuisine deleted") : failed(outcome.error);
        },
        "remove-dish": async (id, formData) => {
          const dishId = z.uuid().safeParse(formData.get("dishId"));
          if (!dishId.success) return failed("Selected dish not found");
          const outcome = await removeDishFromWeek(id, dishId.data, new Date(), checks).catch(() => ({
            ok: false as const,
            error: "Failed to update status",
          }));
          if (!outcome.ok) return failed(outcome.error);
          return succeeded(`${outcome.dish ?? "The dish"} removed from the menu of ${outcome.week}`);
        },
      },
    ),
  });
}
