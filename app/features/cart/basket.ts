import type { Cart, CartLine } from "./cart";
import type { OrderingMenu } from "./menu";
import { resolveLine } from "./resolve-cart";

/**
 * The basket's rules in the browser (pure): whose basket it is, adding a line, and what happens to
 * it when the delivery date moves to another weekend's menu. Prices are never kept here: the
 * server prices `lines` at checkout.
 */

/**
 * The stored basket as this shopper may see it: another shopper's (a signed-out account, another
 * account, another guest session on this browser) is not shown; one written before anyone signed
 * in (the postcode check's choice) becomes this shopper's.
 */
export function basketFor(cart: Cart | null, owner: string | null): Cart | null {
  if (!cart) return null;
  if (cart.owner && cart.owner !== owner) return null;
  return owner ? { ...cart, owner } : cart;
}

function sameBox(a: CartLine, b: CartLine): boolean {
  if (a.type !== "box" || b.type !== "box" || a.isSubscription !== b.isSubscription) return false;
  return (
    a.boxTypeId === b.boxTypeId &&
    a.variant === b.variant &&
    a.cuisine === b.cuisine &&
    [...a.dishIds].sort().join() === [...b.dishIds].sort().join()
  );
}

/** Adds a line; the same box again adds to that line's quantity (at most 99). */
export function withLine(lines: CartLine[], line: CartLine): CartLine[] {
  const same = lines.find((l) => sameBox(l, line));
  if (!same || same.type !== "box" || line.type !== "box") return [...lines, line];
  return lines.map((l) => (l === same ? { ...same, quantity: Math.min(99, same.quantity + line.quantity) } : l));
}

/** A line in the customer's words: "2 × Essentials (Standard, Punjabi)", "Custom Order (3 × Dal Makhani)". */
function lineName(line: CartLine, menus: OrderingMenu[]): string {
  for (const menu of menus) {
    const resolved = resolveLine(line, menu);
    if (!resolved.ok) continue;
    const { label, items } = resolved.line;
    if (line.type === "box") return `${line.quantity} × ${label}`;
    return `${label} (${items.map((i) => `${i.quantity} × ${i.name}`).join(", ")})`;
  }
  return "An item";
}

export interface BasketOnMenu {
  cart: Cart;
  /** The lines this menu lacks, now set aside, by name. */
  setAside: string[];
  /** Set-aside lines this menu has, back in the basket, by name. */
  broughtBack: string[];
  /** Lines no orderable weekend has any more (gone from sale), dropped. */
  dropped: number;
}

/** Lines kept aside at most (the oldest go first). */
const SET_ASIDE_MAX = 50;

/**
 * The basket on the menu of its delivery date's weekend: lines on that menu stay, lines it lacks are
 * set aside, and set-aside lines it has come back (the same box again adds to its line). A line
 * that no orderable weekend's menu has is dropped. `orderable`: the menus of every orderable
 * weekend (the builder's catalogue).
 */
export function basketOnMenu(cart: Cart, menu: OrderingMenu, orderable: OrderingMenu[]): BasketOnMenu {
  const fits = (line: CartLine) => resolveLine(line, menu).ok;
  const sold = (line: CartLine) => orderable.some((m) => resolveLine(line, m).ok);
  const aside = cart.setAside ?? [];
  const leaving = cart.lines.filter((l) => !fits(l) && sold(l));
  const returning = aside.filter(fits);
  const lines = returning.reduce(withLine, cart.lines.filter(fits));
  const stillAside = [...aside.filter((l) => !fits(l) && sold(l)), ...leaving].slice(-SET_ASIDE_MAX);
  const names = (ls: CartLine[], first: OrderingMenu) => ls.map((l) => lineName(l, [first, ...orderable]));
  return {
    cart: { ...cart, lines, setAside: stillAside.length ? stillAside : undefined },
    setAside: names(leaving, menu),
    broughtBack: names(returning, menu),
    dropped: cart.lines.filter((l) => !fits(l) && !sold(l)).length,
  };
}

/** What the customer is told after the date moved: what came back, and what was set aside. */
export function basketNotice(change: BasketOnMenu, weekend: string | null): string | null {
  const parts: string[] = [];
  if (change.broughtBack.length) parts.push(`Back in your order: ${change.broughtBack.join("; ")}.`);
  if (change.setAside.length)
    parts.push(
      `Not on the menu for ${weekend ? `the weekend of ${weekend}` : "that weekend"}, so set aside: ${change.setAside.join("; ")}. ` +
        "They come back when you pick a date whose menu has them.",
    );
  return parts.length ? parts.join(" ") : null;
}
