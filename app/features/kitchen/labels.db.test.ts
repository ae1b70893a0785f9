import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import type { Cart } from "~/features/cart/cart";
import type { CustomerDetails } from "~/features/orders/checkout-schema";
import type { OrderStatus } from "~/features/orders/order-status";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { cartOf, customLine, essentialsLine } from "../../../tests/factories/checkout";
import { guestOrderOf } from "../../../tests/factories/customer-orders";
import { PUNJABI_BOX_LABEL } from "../../../tests/factories/labels";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { getPackingLabels } from "./labels.server";

// Thursday 19 Nov 2026: the weekend of 28-29 November is on sale.
const now = new Date("2026-11-19T10:00:00Z");
const SATURDAY = "2026-11-28";
let ids: Record<string, string>;
let pointId: string;

async function place(cart: Cart, customer: Partial<CustomerDetails>, status: OrderStatus, allergyNote?: string) {
  const order = await guestOrderOf(cart, customer, now);
  await db
    .update(s.orders)
    .set({ status, allergyNote: allergyNote ?? null })
    .where(eq(s.orders.id, order.id));
  return order;
}

const allergens = (names: string[], values: { allergens?: string[]; mayContainAllergens?: string[] }) =>
  db
    .update(s.menuItems)
    .set(values)
    .where(
      inArray(
        s.menuItems.id,
        names.map((n) => ids[n]),
      ),
    );

let zara: string;
let ben: string;
let cara: string;

beforeAll(async () => {
  ids = await createOrderingMenu(db, SATURDAY, ["Punjabi", "Goan"]);
  await allergens(["Punjabi Dal"], { allergens: ["mustard"] });
  await allergens(["Punjabi Chicken"], { allergens: ["milk"] });
  // Milk is contained anyway, so it is not repeated under "may contain".
  await allergens(["Punjabi Rice"], { mayContainAllergens: ["milk", "sesame"] });
  await allergens(["Goan Lamb"], { allergens: ["celery"], mayContainAllergens: ["tree_nuts"] });
  const [point] = await db
    .insert(s.collectionPoints)
    .values({ name: "Dabba Kitchen", address: "12 Consort Road", postcode: "SE15 2PH", saturdayHours: "11:00 - 14:00" })
    .returning();
  pointId = point.id;
  invalidatePublicCaches();

  // Two labels' worth of orders that are not packed: unpaid and cancelled.
  await place(cartOf(SATURDAY, essentialsLine()), { firstName: "Unpaid" }, "pending_payment");
  await place(cartOf(SATURDAY, essentialsLine()), { firstName: "Cancelled" }, "cancelled");
  // Collections come after deliveries; deliveries by postcode (SE14 before SE15).
  const collection = { ...cartOf(SATURDAY, essentialsLine()), fulfilment: "collection" as const };
  cara = (await place(collection, { firstName: "Cara", lastName: "Cole", collectionPointId: pointId }, "paid"))
    .orderNumber;
  zara = (
    await place(
      cartOf(
        SATURDAY,
        essentialsLine({ quantity: 3 }),
        customLine([
          [ids["Goan Lamb"], 2],
          [ids["Goan Saag"], 1],
        ]),
      ),
      { firstName: "Zara", lastName: "Ahmed", postcode: "SE15 4ST" },
      "paid",
      "Severe peanut allergy: no nuts at all please",
    )
  ).orderNumber;
  ben = (
    await place(
      cartOf(SATURDAY, essentialsLine()),
      { firstName: "Ben", lastName: "Brown", postcode: "SE14 5AA" },
      "preparing",
    )
  ).orderNumber;
});

describe("packing labels", () => {
  it("makes one label per box of the packed orders, in packing order, numbered within each order", async () => {
    const labels = await getPackingLabels(SATURDAY);
    expect(labels.map((l) => [l.customer, l.orderNumber, l.boxNumber, l.boxCount])).toEqual([
      ["Ben Brown", ben, 1, 1],
      ["Zara Ahmed", zara, 1, 4],
      ["Zara Ahmed", zara, 2, 4],
      ["Zara Ahmed", zara, 3, 4],
      ["Zara Ahmed", zara, 4, 4],
      ["Cara Cole", cara, 1, 1],
    ]);
    expect(new Set(labels.map((l) => l.key)).size).toBe(6);
    expect(await getPackingLabels("2026-11-29")).toEqual([]);
  });

  it("lists each box's dishes and its allergens in bold terms, the allergy note, the date and the storage text", async () => {
    const labels = await getPackingLabels(SATURDAY);
    const [benBox, zaraBox, , , zaraCustom, caraBox] = labels;
    expect(benBox).toMatchObject({
      ...PUNJABI_BOX_LABEL,
      when: "Delivery Saturday 28 November 2026",
      postcode: "SE14 5AA",
      allergyNote: null,
    });
    expect(zaraBox).toMatchObject({ contains: ["Milk", "Mustard"], allergyNote: expect.stringContaining("peanut") });
    expect(zaraCustom).toMatchObject({
      boxType: "Custom Order",
      // In the menu's order: vegetables before mains.
      dishes: ["1 × Goan Saag", "2 × Goan Lamb"],
      contains: ["Celery"],
      mayContain: ["Tree nuts"],
      allergyNote: "Severe peanut allergy: no nuts at all please",
    });
    expect(caraBox).toMatchObject({ fulfilment: "collection", when: "Collection Saturday 28 November 2026" });
  });

  it("follows the dishes' current allergens and the settings' storage text, and names dishes deleted since", async () => {
    await allergens(["Punjabi Dal"], { allergens: ["mustard", "celery"] });
    const labelStorageText = "Keep chilled below 5°C. Eat within 3 days.";
    await db
      .insert(s.businessSettings)
      .values({ id: 1, businessName: "Dabba", contactEmail: "owner@example.com", labelStorageText })
      .onConflictDoUpdate({ target: s.businessSettings.id, set: { labelStorageText } });
    invalidatePublicCaches();
    const [lamb] = await db
      .update(s.orderLineItems)
      .set({ menuItemId: null })
      .where(eq(s.orderLineItems.menuItemId, ids["Goan Lamb"]))
      .returning();
    expect(lamb).toBeDefined();

    const labels = await getPackingLabels(SATURDAY);
    expect(labels[0]).toMatchObject({
      contains: ["Celery", "Milk", "Mustard"],
      storageText: "Keep chilled below 5°C. Eat within 3 days.",
    });
    expect(labels[4]).toMatchObject({ contains: [], mayContain: [], unknownAllergens: ["Goan Lamb"] });
  });
});
