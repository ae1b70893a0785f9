import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { getPrepSheet } from "~/features/kitchen/admin/prep-sheet.server";
import { CheckoutSchema, customerFrom } from "./checkout-schema";
import { confirmationEmailContent } from "./confirmation-email.server";
import { loadWeekendMenu } from "~/features/cart/menu.server";
import { getOrderView } from "./order-queries.server";
import { createOrderFromCart } from "./orders.server";
import { quoteCart } from "~/features/cart/quote.server";

// Thursday 19 Nov 2026: the builder sells the weekend of 28-29 November.
const now = new Date("2026-11-19T10:00:00Z");
const SATURDAY = "2026-11-28";
let ids: Record<string, string>;

async function declare(name: string, allergens: string[], mayContainAllergens: string[] = []) {
  await db.update(s.menuItems).set({ allergens, mayContainAllergens }).where(eq(s.menuItems.id, ids[name]));
}

beforeAll(async () => {
  ids = await createOrderingMenu(db, SATURDAY, ["Punjabi", "Goan"]);
  await declare("Punjabi Dal", ["milk"]);
  await declare("Punjabi Chicken", ["mustard", "milk"], ["tree_nuts"]);
  await declare("Punjabi Rice", [], ["milk"]);
  invalidatePublicCaches();
});

const BOX = "Essentials (Standard, Punjabi)";
const STATEMENT = "Contains: Milk, Mustard. May contain: Tree nuts.";

describe("allergens before purchase", () => {
  it("the builder's menu carries each dish's allergen keys", async () => {
    const menu = await loadWeekendMenu(SATURDAY);
    const chicken = menu.dishes.find((d) => d.id === ids["Punjabi Chicken"]);
    expect(chicken).toMatchObject({ allergens: ["mustard", "milk"], mayContainAllergens: ["tree_nuts"] });
    expect(menu.dishes.find((d) => d.id === ids["Punjabi Veg"])).toMatchObject({
      allergens: [],
      mayContainAllergens: [],
    });
  });

  it("a priced box's dishes keep their allergens, for the summary and checkout", async () => {
    const quote = await quoteCart(cartOf(SATURDAY, essentialsLine()), { now });
    expect(quote.ok).toBe(true);
    if (!quote.ok) return;
    const items = quote.lines[0].items;
    expect(items.find((i) => i.menuItemId === ids["Punjabi Dal"])?.allergens).toEqual(["milk"]);
  });
});

describe("allergens at delivery, and the allergy note", () => {
  it("the checkout's allergy note is optional, at most 500 characters, and not part of the customer", () => {
    const base = {
      fulfilment: "delivery",
      firstName: "Asha",
      lastName: "Patel",
      email: "asha@example.com",
      phone: "020 7946 0321",
      address: "12 Rye Lane",
      city: "London",
      postcode: "SE15 4ST",
      billingAddressSame: "on",
      cart: "{}",
    };
    expect(CheckoutSchema.safeParse(base).success).toBe(true);
    const long = CheckoutSchema.safeParse({ ...base, allergyNote: "x".repeat(501) });
    expect(long.error?.issues.map((i) => i.message)).toEqual([
      "Allergies or dietary needs must be at most 500 characters.",
    ]);
    const ok = CheckoutSchema.safeParse({ ...base, allergyNote: "  Coeliac  " });
    expect(ok.data?.allergyNote).toBe("Coeliac");
    expect(customerFrom(ok.data!).customer).not.toHaveProperty("allergyNote");
  });

  it("an order's lines, its confirmation email and the prep sheet show allergens and the note", async () => {
    const created = await createOrderFromCart({
      cart: cartOf(SATURDAY, essentialsLine()),
      customer: customerDetails({ lastName: "Allergen" }),
      allergyNote: "  Severe peanut allergy  ",
      userId: null,
      isGuest: true,
      provider: "test",
      now,
    });
    if (!created.ok) throw new Error(created.message);
    const order = await getOrderView(created.order.id);
    expect(order?.allergyNote).toBe("Severe peanut allergy");
    expect(order?.lines[0]).toMatchObject({ label: BOX, allergens: ["Milk", "Mustard"], mayContain: ["Tree nuts"] });

    const email = confirmationEmailContent(order!);
    expect(email.paragraphs).toContain(`${BOX}: ${STATEMENT}`);

    await db.update(s.orders).set({ status: "paid", paidAt: now }).where(eq(s.orders.id, created.order.id));
    const sheet = await getPrepSheet(SATURDAY);
    expect(sheet.orders.find((o) => o.id === created.order.id)?.allergyNote).toBe("Severe peanut allergy");

    // A dish deleted since declares nothing: the line keeps the others' allergens.
    await db.delete(s.menuItems).where(eq(s.menuItems.id, ids["Punjabi Chicken"]));
    const later = await getOrderView(created.order.id);
    expect(later?.lines[0]).toMatchObject({ allergens: ["Milk"], mayContain: [] });
  });
});
