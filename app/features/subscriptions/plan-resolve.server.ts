import type { PlanLine } from "~/db/schema/subscriptions";
import { describeDishes } from "~/features/catalog/public.server";
import {
  DISH_GROUPS,
  VARIANT_LABEL,
  fixedBox,
  groupOfCategory,
  pickChoices,
  resolveCart,
  type Cart,
  type CartLine,
  type OrderingMenu,
  type PricingSettings,
} from "~/features/cart/public";
import { weekendLabel, type IsoDate } from "~/lib/dates";

/** Why a weekend's menu cannot make a subscription's boxes. */
export type PlanRefusal = "box-type-gone" | "not-on-menu";

export type PlanLineResolution =
  { ok: true; line: CartLine; changes: string[] } | { ok: false; reason: PlanRefusal; message: string };

/**
 * One plan line as a cart line for a weekend's menu: the same box type, dish type and quantity; a
 * fixed box takes the preferred cuisine if the weekend offers it, else the weekend's first cuisine
 * that can fill it; a picked box keeps each dish on the weekend's menu and otherwise takes the
 * first fitting dish of that group; a custom line keeps the dishes on the menu.
 */
export async function resolvePlanLine(line: PlanLine, index: number, menu: OrderingMenu): Promise<PlanLineResolution> {
  const weekend = weekendLabel(menu.week!.saturday);
  const onMenu = new Map(menu.dishes.map((d) => [d.id, d]));
  const id = `plan-${index}`;

  if (line.type === "custom") {
    const kept = line.items.filter((i) => i.dishId && onMenu.has(i.dishId));
    const changes = line.items
      .filter((i) => !kept.includes(i))
      .map((i) => `${i.name} is not on the menu for ${weekend}: left out this week`);
    if (kept.length === 0)
      return {
        ok: false,
        reason: "not-on-menu",
        message: `None of the dishes of your weekly custom order is on the menu for the weekend of ${weekend}, so no box was booked this week.`,
      };
    return {
      ok: true,
      changes,
      line: {
        id,
        type: "custom",
        items: kept.map((i) => ({ dishId: i.dishId!, quantity: i.quantity })),
        isSubscription: true,
      },
    };
  }

  const box = menu.boxes.find((b) => b.id === line.boxTypeId);
  if (!box)
    return {
      ok: false,
      reason: "box-type-gone",
      message: `${line.label} is no longer offered, so no box was booked for the weekend of ${weekend}.`,
    };
  const variantName = VARIANT_LABEL[line.variant].toLowerCase();
  const cannotFill = {
    ok: false as const,
    reason: "not-on-menu" as const,
    message: `The menu for the weekend of ${weekend} cannot fill your ${variantName} ${box.name} box, so no box was booked this week.`,
  };
  const base = {
    id,
    type: "box" as const,
    boxTypeId: box.id,
    variant: line.variant,
    quantity: line.quantity,
    isSubscription: true,
  };

  if (box.kind === "fixed") {
    const cuisines = menu.week!.cuisines;
    const preferred = line.cuisine;
    const fits = (c: string) => fixedBox(menu, c, line.variant) !== null;
    if (preferred && cuisines.includes(preferred) && fits(preferred))
      return { ok: true, changes: [], line: { ...base, cuisine: preferred, dishIds: [] } };
    const cuisine = cuisines.find(fits);
    if (!cuisine) return cannotFill;
    const changes = !preferred
      ? []
      : cuisines.includes(preferred)
        ? [`There is no ${variantName} ${preferred} box on the menu for ${weekend}: your box is ${cuisine} this week`]
        : [`${preferred} is not on the menu for ${weekend}: your box is ${cuisine} this week`];
    return { ok: true, changes, line: { ...base, cuisine, dishIds: [] } };
  }

  // A picked box: the group of each dish it had (from the dish's category, while the dish exists).
  const described = await describeDishes(line.items.flatMap((i) => (i.dishId ? [i.dishId] : [])));
  const groupOf = new Map(described.map((d) => [d.id, groupOfCategory(d.category)]));
  const choices = pickChoices(menu, line.variant);
  const unplaced = line.items.filter((i) => !i.dishId || !groupOf.get(i.dishId));
  const dishIds: string[] = [];
  const changes: string[] = [];
  for (const group of DISH_GROUPS) {
    const had = line.items.find((i) => i.dishId && groupOf.get(i.dishId) === group.key) ?? unplaced.shift();
    if (had?.dishId && choices[group.key].some((d) => d.id === had.dishId)) {
      dishIds.push(had.dishId);
      continue;
    }
    const instead = choices[group.key][0];
    if (!instead) return cannotFill;
    dishIds.push(instead.id);
    if (had) changes.push(`${had.name} is not on the menu for ${weekend}: your box has ${instead.name} instead`);
  }
  return { ok: true, changes, line: { ...base, cuisine: null, dishIds } };
}

export type PlanResolution =
  | {
      ok: true;
      cart: Cart;
      /** Every change from the subscriber's choices, in their words ([] when none). */
      changes: string[];
      /** Changes by cart line id. */
      changesOf: Map<string, string[]>;
      quote: Extract<ReturnType<typeof resolveCart>, { ok: true }>;
    }
  | { ok: false; reason: PlanRefusal; message: string };

/**
 * A subscription's plan as an order for one date, priced by the ordering core like any cart of
 * that weekend (the box types' and dishes' current prices, shipping, the subscription discount).
 */
export async function resolvePlan(
  plan: PlanLine[],
  date: IsoDate,
  fulfilment: Cart["fulfilment"],
  menu: OrderingMenu,
  settings: PricingSettings,
): Promise<PlanResolution> {
  const lines: CartLine[] = [];
  const changesOf = new Map<string, string[]>();
  for (const [index, planLine] of plan.entries()) {
    const resolved = await resolvePlanLine(planLine, index, menu);
    if (!resolved.ok) return resolved;
    lines.push(resolved.line);
    changesOf.set(resolved.line.id, resolved.changes);
  }
  const cart: Cart = { version: 2, lines, deliveryDate: date, fulfilment, postcode: null };
  const quote = resolveCart(cart, menu, settings);
  if (!quote.ok)
    return {
      ok: false,
      reason: "not-on-menu",
      message: `The menu for the weekend of ${weekendLabel(menu.week!.saturday)} cannot fill your weekly order, so no box was booked this week.`,
    };
  return { ok: true, cart, changes: lines.flatMap((l) => changesOf.get(l.id) ?? []), changesOf, quote };
}
