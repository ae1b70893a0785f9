import { EMPTY_CART_MESSAGE, UNREADABLE_CART_MESSAGE, type Cart, type CartLine, type Variant } from "./cart";
import {
  boxUnitPrice,
  DISH_GROUPS,
  fitsVariant,
  fixedBox,
  VARIANT_LABEL,
  type MenuDish,
  type OrderingMenu,
} from "./menu";
import { priceOrder, type OrderPricing, type PricedLineInput, type PricingSettings } from "./pricing";

/**
 * Resolves a cart (which names what was chosen, never what it costs) against the menu and its
 * prices. The browser uses it to show figures; the server runs it with a menu read from the
 * database and charges what it returns.
 */
export interface ResolvedLineItem {
  menuItemId: string;
  name: string;
  /** Portions per one unit of the line (a box holds 1 of each dish). */
  quantity: number;
  /** A custom dish's price; 0 for a box's dishes (a box is priced as a whole). */
  unitPricePence: number;
  totalPence: number;
  /** The dish's allergen keys (contains, may contain), shown per line before purchase. */
  allergens: string[];
  mayContainAllergens: string[];
}

export interface ResolvedLine {
  /** The cart line's id. */
  id: string;
  label: string;
  type: CartLine["type"];
  /** The box type of a box line; null for custom lines. */
  boxTypeId: string | null;
  variant: Variant;
  cuisine: string | null;
  quantity: number;
  unitPricePence: number;
  /** Before discount. */
  lineTotalPence: number;
  discountPence: number;
  isSubscription: boolean;
  items: ResolvedLineItem[];
}

export type QuoteResult =
  | {
      ok: true;
      pricing: OrderPricing;
      lines: ResolvedLine[];
      /**
       * What each later week charges: the subscription lines alone, priced by the same engine
       * (their shipping and the subscription discount); 0 without any.
       */
      weeklyPence: number;
      /** The subscription lines alone as priced for each later week (null without any). */
      weeklyPricing: OrderPricing | null;
    }
  | {
      ok: false;
      message: string;
      /** Set when the message needs its own heading (an order too large). */ title?: string;
    };

export const STALE_CART_MESSAGE =
  "Your order contains items that are no longer available or have changed. Please review your order and try again.";

type LineResolution =
  | {
      ok: true;
      input: PricedLineInput;
      line: Omit<ResolvedLine, "lineTotalPence" | "discountPence" | "unitPricePence">;
    }
  | { ok: false; message: string };

const boxItem = (dish: MenuDish): ResolvedLineItem => ({
  menuItemId: dish.id,
  name: dish.name,
  quantity: 1,
  unitPricePence: 0,
  totalPence: 0,
  allergens: dish.allergens,
  mayContainAllergens: dish.mayContainAllergens,
});

/** Resolves one line; a failure carries the message to show. */
export function resolveLine(line: CartLine, menu: OrderingMenu): LineResolution {
  const byId = new Map(menu.dishes.map((d) => [d.id, d]));
  if (line.type === "custom") {
    const ids = line.items.map((i) => i.dishId);
    if (new Set(ids).size !== ids.length) return { ok: false, message: UNREADABLE_CART_MESSAGE };
    const items: ResolvedLineItem[] = [];
    for (const item of line.items) {
      const dish = byId.get(item.dishId);
      if (!dish) return { ok: false, message: STALE_CART_MESSAGE };
      items.push({
        menuItemId: dish.id,
        name: dish.name,
        quantity: item.quantity,
        unitPricePence: dish.pricePence,
        totalPence: dish.pricePence * item.quantity,
        allergens: dish.allergens,
        mayContainAllergens: dish.mayContainAllergens,
      });
    }
    return {
      ok: true,
      input: {
        type: "custom",
        items: items.map((i) => ({ unitPricePence: i.unitPricePence, quantity: i.quantity })),
        isSubscription: line.isSubscription,
      },
      line: {
        id: line.id,
        label: "Custom Order",
        type: "custom",
        boxTypeId: null,
        variant: "standard",
        cuisine: null,
        quantity: 1,
        isSubscription: line.isSubscription,
        items,
      },
    };
  }

  const box = menu.boxes.find((b) => b.id === line.boxTypeId);
  if (!box) return { ok: false, message: STALE_CART_MESSAGE };
  let dishes: MenuDish[];
  let cuisine: string | null = null;
  if (box.kind === "fixed") {
    if (!line.cuisine || !menu.week?.cuisines.includes(line.cuisine)) return { ok: false, message: STALE_CART_MESSAGE };
    const fixed = fixedBox(menu, line.cuisine, line.variant);
    if (!fixed) return { ok: false, message: STALE_CART_MESSAGE };
    dishes = fixed;
    cuisine = line.cuisine;
  } else {
    const picked = line.dishIds.map((id) => byId.get(id));
    if (picked.some((d) => !d)) return { ok: false, message: STALE_CART_MESSAGE };
    dishes = picked as MenuDish[];
    const oneEach = DISH_GROUPS.every((g) => dishes.filter((d) => d.group === g.key).length === 1);
    if (dishes.length !== DISH_GROUPS.length || !oneEach || !dishes.every((d) => fitsVariant(d, line.variant)))
      return { ok: false, message: UNREADABLE_CART_MESSAGE };
    // Store the box's dishes in group order whatever order the browser sent.
    dishes = DISH_GROUPS.map((g) => dishes.find((d) => d.group === g.key)!);
  }
  const label = `${box.name} (${VARIANT_LABEL[line.variant]}${cuisine ? `, ${cuisine}` : ""})`;
  return {
    ok: true,
    input: {
      type: "box",
      quantity: line.quantity,
      unitPricePence: boxUnitPrice(box, line.variant),
      containersPerBox: box.dishCount,
      isSubscription: line.isSubscription,
    },
    line: {
      id: line.id,
      label,
      type: "box",
      boxTypeId: box.id,
      variant: line.variant,
      cuisine,
      quantity: line.quantity,
      isSubscription: line.isSubscription,
      items: dishes.map(boxItem),
    },
  };
}

/** Prices a whole cart, or refuses it with the first problem found. */
export function resolveCart(cart: Cart, menu: OrderingMenu, settings: PricingSettings): QuoteResult {
  if (cart.lines.length === 0) return { ok: false, message: EMPTY_CART_MESSAGE };
  const ids = cart.lines.map((l) => l.id);
  if (new Set(ids).size !== ids.length) return { ok: false, message: UNREADABLE_CART_MESSAGE };
  const resolved = [];
  for (const line of cart.lines) {
    const result = resolveLine(line, menu);
    if (!result.ok) return result;
    resolved.push(result);
  }
  const pricing = priceOrder(
    resolved.map((r) => r.input),
    settings,
    { fulfilment: cart.fulfilment },
  );
  if (pricing.subtotalPence <= 0) return { ok: false, message: EMPTY_CART_MESSAGE };
  const lines = resolved.map((r, i) => ({
    ...r.line,
    unitPricePence: pricing.lines[i].unitPricePence,
    lineTotalPence: pricing.lines[i].lineTotalPence,
    discountPence: pricing.lines[i].discountPence,
  }));
  const weekly = resolved.filter((r) => r.line.isSubscription).map((r) => r.input);
  const weeklyPricing = weekly.length ? priceOrder(weekly, settings, { fulfilment: cart.fulfilment }) : null;
  return { ok: true, pricing, lines, weeklyPence: weeklyPricing?.totalPence ?? 0, weeklyPricing };
}

/**
 * The builder's view of a cart: lines that still resolve against the menu are priced, lines
 * that no longer do are reported so the browser can drop them.
 */
export function resolveCartLenient(
  cart: Cart,
  menu: OrderingMenu,
  settings: PricingSettings,
): { pricing: OrderPricing; lines: ResolvedLine[]; staleLineIds: string[] } {
  const ok: Array<Extract<LineResolution, { ok: true }>> = [];
  const staleLineIds: string[] = [];
  for (const line of cart.lines) {
    const result = resolveLine(line, menu);
    if (result.ok) ok.push(result);
    else staleLineIds.push(line.id);
  }
  const pricing = priceOrder(
    ok.map((r) => r.input),
    settings,
    { fulfilment: cart.fulfilment },
  );
  const lines = ok.map((r, i) => ({
    ...r.line,
    unitPricePence: pricing.lines[i].unitPricePence,
    lineTotalPence: pricing.lines[i].lineTotalPence,
    discountPence: pricing.lines[i].discountPence,
  }));
  return { pricing, lines, staleLineIds };
}
