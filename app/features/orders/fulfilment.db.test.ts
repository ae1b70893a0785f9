import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { getPrepSheet, prepSheetCsv } from "~/features/kitchen/admin/prep-sheet.server";
import { listAdminOrders } from "./admin/orders.server";
import type { Cart } from "~/features/cart/cart";
import { checkoutQuote } from "~/features/shop/checkout-quote.server";
import { CheckoutSchema, customerFrom, type CustomerDetails } from "./checkout-schema";
import { confirmationEmailContent } from "./confirmation-email.server";
import { getOrderView } from "./order-queries.server";
import { createOrderFromCart } from "./orders.server";

// Thursday 19 Nov 2026: the weekend of 28-29 November is on sale (its cutoff is Wednesday 25th).
const now = new Date("2026-11-19T10:00:00Z");
const SATURDAY = "2026-11-28";
const SUNDAY = "2026-11-29";
let lambId: string;
let kitchen: string;
let market: string;
let closed: string;

beforeAll(async () => {
  const [category] = await db.insert(s.menuCategories).values({ name: "Mains", displayOrder: 1 }).returning();
  await db
    .insert(s.cuisines)
    .values([{ name: "Goan" }, { name: "Punjabi" }])
    .onConflictDoNothing();
  const [lamb] = await db
    .insert(s.menuItems)
    .values({ name: "Goan Lamb", categoryId: category.id, price: 1150, cuisine: "Goan" })
    .returning();
  lambId = lamb.id;
  const [week] = await db
    .insert(s.weeklyCuisines)
    .values({
      weekStartDate: SATURDAY,
      weekEndDate: SUNDAY,
      weekLabel: "28 - 29 November",
      cuisines: ["Goan", "Punjabi"],
      isActive: true,
    })
    .returning();
  await db.insert(s.weeklyMenuItems).values({ weekId: week.id, menuItemId: lamb.id });
  await db.insert(s.deliveryPostcodes).values([{ prefix: "SE15" }, { prefix: "SE14" }]);
  invalidatePublicCaches();
  const points = await db
    .insert(s.collectionPoints)
    .values([
      {
        name: "Saffron Dabba Kitchen",
        address: "12 Consort Road, Peckham, London",
        postcode: "SE15 2PH",
        instructions: "Ring the bell at the side gate.",
        saturdayHours: "11:00 - 14:00",
        sundayHours: "11:00 - 13:00",
        displayOrder: 1,
      },
      {
        name: "Peckham Market Stall",
        address: "Rye Lane Market",
        postcode: "SE15 4ST",
        saturdayHours: "09:00 - 12:00",
        sundayHours: "",
        displayOrder: 2,
      },
      {
        name: "Old Depot",
        address: "1 Closed Road",
        postcode: "SE14 6AF",
        saturdayHours: "10:00 - 12:00",
        sundayHours: "10:00 - 12:00",
        isActive: false,
        displayOrder: 3,
      },
    ])
    .returning();
  [kitchen, market, closed] = points.map((p) => p.id);
  invalidatePublicCaches();
});

const cart = (over: Partial<Cart> = {}): Cart => ({
  version: 2,
  lines: [{ id: "c1", type: "custom", isSubscription: false, items: [{ dishId: lambId, quantity: 4 }] }],
  deliveryDate: SATURDAY,
  fulfilment: "delivery",
  postcode: null,
  ...over,
});

let serial = 0;
function customer(over: Partial<CustomerDetails> = {}): CustomerDetails {
  serial++;
  return {
    firstName: "Asha",
    lastName: `Patel ${serial}`,
    email: `fulfilment-${serial}@example.com`,
    phone: "020 7946 0321",
    address: "12 Rye Lane",
    city: "London",
    postcode: "SE15 4ST",
    deliveryInstructions: "Side door",
    billingAddressSame: true,
    ...over,
  };
}

const place = (c: Cart, details: CustomerDetails) =>
  createOrderFromCart({ cart: c, customer: details, userId: null, isGuest: true, provider: "test", now });

async function orderCount() {
  return (await db.select({ id: s.orders.id }).from(s.orders)).length;
}

describe("delivery: the postcode must be in the delivery area", () => {
  it("refuses N1 and Manchester with the area message and stores nothing; accepts SE15", async () => {
    const before = await orderCount();
    for (const postcode of ["N1 1AA", "M1 1AE"]) {
      const refused = await place(cart(), customer({ postcode }));
      expect(refused).toEqual({
        ok: false,
        title: "We don't deliver to your postcode currently.",
        message: `We're expanding our delivery area and hope to reach ${postcode} soon. You can still order and collect your meals from us.`,
        outsideArea: { postcode },
      });
    }
    expect(await orderCount()).toBe(before);

    const accepted = await place(cart(), customer({ postcode: "se15 4st" }));
    if (!accepted.ok) throw new Error(accepted.message);
    expect(accepted.order).toMatchObject({
      fulfilment: "delivery",
      address: "12 Rye Lane",
      city: "London",
      postcode: "SE15 4ST",
      collectionPointId: null,
      collectionPoint: null,
      deliveryInstructions: "Side door",
    });
    // 4 × £11.50 + shipping (4 containers: £5).
    expect(accepted.order.shippingPence).toBe(500);
    expect(accepted.order.totalPence).toBe(4600 + 500);
  });

  it("matches on boundaries as the postcode check does (SE1 is not SE15), and refuses a missing address", async () => {
    const se1 = await place(cart(), customer({ postcode: "SE1 5AA" }));
    expect(se1).toMatchObject({ ok: false, outsideArea: { postcode: "SE1 5AA" } });
    const noAddress = await place(cart(), customer({ address: null }));
    expect(noAddress).toMatchObject({ ok: false, title: "Missing Information" });
  });
});

describe("collection", () => {
  it("stores no address and no shipping, and the point as the customer was told it", async () => {
    const result = await place(
      cart({ fulfilment: "collection", postcode: "N1 1AA" }),
      // The address fields of the form are ignored for a collection.
      customer({ collectionPointId: kitchen, postcode: "N1 1AA" }),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.order).toMatchObject({
      fulfilment: "collection",
      address: null,
      city: null,
      postcode: null,
      deliveryInstructions: null,
      collectionPointId: kitchen,
      collectionPoint: "Saffron Dabba Kitchen, 12 Consort Road, Peckham, London, SE15 2PH (Saturday 11:00 - 14:00)",
      shippingPence: 0,
      totalPence: 4600,
    });

    const view = (await getOrderView(result.order.id))!;
    expect(view.fulfilmentText).toBe(
      "Collection from Saffron Dabba Kitchen, 12 Consort Road, Peckham, London, SE15 2PH (Saturday 11:00 - 14:00)",
    );
    expect(view.collectionInstructions).toBe("Ring the bell at the side gate.");
    const email = confirmationEmailContent(view);
    expect(email.paragraphs).toContain(`${view.fulfilmentText}.`);
    expect(email.paragraphs).toContain("Collection date: Saturday 28 November 2026.");
    expect(email.paragraphs).toContain("Collection instructions: Ring the bell at the side gate.");
    expect(email.rows.map((r) => r[0])).not.toContain("Shipping");

    // Editing or deleting the point later leaves the order as it was told.
    await db
      .update(s.collectionPoints)
      .set({ saturdayHours: "12:00 - 13:00" })
      .where(eq(s.collectionPoints.id, kitchen));
    const [row] = await db.select().from(s.orders).where(eq(s.orders.id, result.order.id));
    expect(row.collectionPoint).toContain("(Saturday 11:00 - 14:00)");
    await db
      .update(s.collectionPoints)
      .set({ saturdayHours: "11:00 - 14:00" })
      .where(eq(s.collectionPoints.id, kitchen));
  });

  it("takes the hours of the date's day, and refuses a point closed that day, an inactive or unknown point, or none", async () => {
    const sunday = await place(
      cart({ fulfilment: "collection", deliveryDate: SUNDAY }),
      customer({ collectionPointId: kitchen }),
    );
    if (!sunday.ok) throw new Error(sunday.message);
    expect(sunday.order.collectionPoint).toMatch(/\(Sunday 11:00 - 13:00\)$/);

    const before = await orderCount();
    const stall = await place(
      cart({ fulfilment: "collection", deliveryDate: SUNDAY }),
      customer({ collectionPointId: market }),
    );
    expect(stall).toEqual({
      ok: false,
      title: "Collection Point Unavailable",
      message:
        "Peckham Market Stall is not open for collection on Sunday 29 November 2026. Please choose another collection point or date.",
    });
    for (const id of [closed, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const refused = await place(cart({ fulfilment: "collection" }), customer({ collectionPointId: id }));
      expect(refused).toMatchObject({
        ok: false,
        message: "This collection point is no longer available. Please choose another one.",
      });
    }
    const none = await place(cart({ fulfilment: "collection" }), customer({ collectionPointId: null }));
    expect(none).toMatchObject({ ok: false, message: "Please choose a collection point." });
    expect(await orderCount()).toBe(before);

    const saturday = await place(cart({ fulfilment: "collection" }), customer({ collectionPointId: market }));
    expect(saturday).toMatchObject({
      ok: true,
      order: { collectionPoint: "Peckham Market Stall, Rye Lane Market, SE15 4ST (Saturday 09:00 - 12:00)" },
    });
  });

  it("prices the checkout summary with no shipping for a collection, whatever the browser says", async () => {
    const delivery = await checkoutQuote(cart());
    const collection = await checkoutQuote({ ...cart({ fulfilment: "collection" }), shippingPence: 999 });
    expect(delivery).toMatchObject({ ok: true, fulfilment: "delivery", shippingPence: 500 });
    expect(collection).toMatchObject({ ok: true, fulfilment: "collection", shippingPence: 0, totalPence: 4600 });
  });

  it("refuses a delivery date that is not on the calendar instead of pricing it", async () => {
    for (const deliveryDate of ["2026-99-99", "2026-02-30"]) {
      expect(await checkoutQuote({ ...cart(), deliveryDate })).toEqual({
        ok: false,
        message: "Your order could not be read. Please build your order again.",
      });
    }
  });
});

describe("the checkout form", () => {
  const form = (values: Record<string, string>) => CheckoutSchema.safeParse({ cart: "{}", ...values });
  const base = { firstName: "A", lastName: "B", email: "a@example.com", phone: "020 7946 0321" };

  it("asks a delivery for its address and a collection for its point only", () => {
    const delivery = form({ ...base, fulfilment: "delivery", billingAddressSame: "on" });
    expect(delivery.error?.issues.map((i) => i.path[0])).toEqual(["address", "city", "postcode"]);
    // Unticked, the billing address is asked for too.
    const unticked = form({ ...base, fulfilment: "delivery" });
    expect(unticked.error?.issues.map((i) => i.path[0])).toEqual([
      "address",
      "city",
      "postcode",
      "billingAddressLine1",
      "billingCity",
      "billingPostcode",
    ]);
    const collection = form({ ...base, fulfilment: "collection" });
    expect(collection.error?.issues).toEqual([
      expect.objectContaining({ path: ["collectionPointId"], message: "Please choose a collection point." }),
    ]);
    const ok = form({ ...base, fulfilment: "collection", collectionPointId: kitchen, address: "ignored" });
    expect(ok.success).toBe(true);
    expect(customerFrom(ok.data!)).toEqual({
      fulfilment: "collection",
      customer: { ...base, collectionPointId: kitchen },
    });
  });
});

describe("the back office shows the fulfilment", () => {
  it("in the orders list, the prep sheet and its CSV", async () => {
    const date = "2026-12-05";
    const week = await db
      .insert(s.weeklyCuisines)
      .values({
        weekStartDate: date,
        weekEndDate: "2026-12-06",
        weekLabel: "5 - 6 December",
        cuisines: ["Goan", "Punjabi"],
        isActive: true,
      })
      .returning();
    await db.insert(s.weeklyMenuItems).values({ weekId: week[0].id, menuItemId: lambId });
    invalidatePublicCaches();
    const delivered = await place(
      cart({ deliveryDate: date }),
      customer({ lastName: "Deliver", postcode: "SE14 6AF" }),
    );
    const collected = await place(
      cart({ deliveryDate: date, fulfilment: "collection" }),
      customer({ lastName: "Collect", collectionPointId: kitchen }),
    );
    if (!delivered.ok || !collected.ok) throw new Error("orders not placed");
    await db.update(s.orders).set({ status: "paid", paidAt: now }).where(eq(s.orders.deliveryDate, date));

    const list = await listAdminOrders({ date, page: 1 });
    expect(list.orders.map((o) => [o.fulfilment, o.postcode, o.fulfilmentText]).sort()).toEqual([
      [
        "collection",
        null,
        "Collection from Saffron Dabba Kitchen, 12 Consort Road, Peckham, London, SE15 2PH (Saturday 11:00 - 14:00)",
      ],
      ["delivery", "SE14 6AF", "Delivery to 12 Rye Lane, London, SE14 6AF"],
    ]);

    const sheet = await getPrepSheet(date);
    expect(sheet).toMatchObject({ orderCount: 2, deliveries: 1, collections: 1, totalPortions: 8 });
    expect(sheet.orders.map((o) => o.fulfilment)).toEqual(["delivery", "collection"]);
    expect(sheet.boxes).toEqual([
      { lineType: "custom", boxType: "Custom", variant: "standard", cuisine: null, quantity: 2 },
    ]);
    const csv = prepSheetCsv(sheet).split("\r\n");
    expect(csv[0]).toBe("Dish,Cuisine,Category,Portions");
    expect(csv).toContain("Order,Customer,Phone,Fulfilment,Contents,Status");
    expect(csv).toContain(
      `${delivered.order.orderNumber},Asha Deliver,020 7946 0321,"Delivery to 12 Rye Lane, London, SE14 6AF",Custom Order: 4 portions in 1 box,Paid`,
    );
    expect(csv).toContain(
      `${collected.order.orderNumber},Asha Collect,020 7946 0321,"Collection from Saffron Dabba Kitchen, 12 Consort Road, Peckham, London, SE15 2PH (Saturday 11:00 - 14:00)",Custom Order: 4 portions in 1 box,Paid`,
    );
  });
});
