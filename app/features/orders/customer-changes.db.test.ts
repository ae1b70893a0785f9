import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { INVALID_POSTCODE_MESSAGE, OUTSIDE_AREA_TITLE } from "~/features/delivery/public";
import { db } from "~/lib/db.server";
import { createCustomer, paidOrderOf } from "../../../tests/factories/customer-orders";
import { createOrderingMenu, publishWeekend } from "../../../tests/factories/ordering";
import { changeOrderAddress, changeOrderDate, datesToMoveTo, NOT_ON_MENU_MESSAGE } from "./customer-changes.server";
import { ORDER_NOT_FOUND } from "./customer-order.server";
import { loadMyOrder } from "./my-order.server";
import { invalidatePublicCaches } from "~/lib/cache.server";

// Placed on Thursday 19 November 2026 for Saturday 28 November: changeable until Friday 27 at 00:00.
const placed = new Date("2026-11-19T10:00:00Z");
const before = new Date("2026-11-20T09:00:00Z");
const justAfter = new Date("2026-11-27T00:00:01Z");

beforeAll(async () => {
  const dishes = await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
  // 5 December has the same dishes; 12 December other cuisines altogether.
  await publishWeekend(db, "2026-12-05", ["Punjabi", "Goan"], Object.values(dishes));
  await createOrderingMenu(db, "2026-12-12", ["Bengali", "Kerala"]);
});

async function customerOrder() {
  const user = await createCustomer(db);
  const order = await paidOrderOf(user.id, user.email, "2026-11-28", placed);
  return { user, order };
}

const orderRow = async (id: string) => (await db.select().from(s.orders).where(eq(s.orders.id, id)))[0];
const changeMails = (email: string) =>
  db
    .select()
    .from(s.emailOutbox)
    .where(eq(s.emailOutbox.to, email))
    .then((mails) => mails.filter((m) => m.kind === "order-changed"));

describe("a customer changes the date of their order", () => {
  it("moves it to another date whose weekend has its dishes, with a history row and an email", async () => {
    const { user, order } = await customerOrder();
    expect(await changeOrderDate(order.id, user.id, "2026-11-29", before)).toEqual({ ok: true });
    expect((await orderRow(order.id)).deliveryDate).toBe("2026-11-29");
    const [row] = await db
      .select()
      .from(s.orderStatusHistory)
      .where(
        eq(
          s.orderStatusHistory.note,
          "Delivery date changed from Saturday 28 November 2026 to Sunday 29 November 2026 by the customer",
        ),
      );
    expect(row).toMatchObject({ orderId: order.id, fromStatus: "paid", toStatus: "paid", changedBy: user.id });
    const [mail] = await changeMails(user.email);
    expect(mail.subject).toBe(`Your order ${order.orderNumber} has been changed`);
    expect(mail.text).toContain("Delivery date: Sunday 29 November 2026");

    expect(await changeOrderDate(order.id, user.id, "2026-12-05", before)).toEqual({ ok: true });
    expect((await orderRow(order.id)).deliveryDate).toBe("2026-12-05");
  });

  it("refuses a weekend without its dishes, a full date, the same date and a date that cannot be ordered", async () => {
    const { user, order } = await customerOrder();
    const refuse = (error: string) => ({ ok: false, error, field: "deliveryDate" });
    expect(await changeOrderDate(order.id, user.id, "2026-12-12", before)).toEqual(refuse(NOT_ON_MENU_MESSAGE));
    expect(NOT_ON_MENU_MESSAGE).toBe(
      "Your dishes are not on the menu for that weekend; cancel and order again instead.",
    );
    await db.insert(s.deliveryCapacity).values({ deliveryDate: "2026-12-06", capacity: 0 });
    invalidatePublicCaches();
    try {
      expect(await changeOrderDate(order.id, user.id, "2026-12-06", before)).toEqual(
        refuse("Sorry, Sunday 6 December 2026 is fully booked. Please pick another date."),
      );
      const dates = await datesToMoveTo(await orderRow(order.id), before);
      expect(dates).toContain("2026-11-29");
      expect(dates).toContain("2026-12-05");
      expect(dates).not.toContain("2026-11-28");
      expect(dates).not.toContain("2026-12-06");
      expect(dates.filter((d) => d >= "2026-12-12")).toEqual([]);
    } finally {
      await db.delete(s.deliveryCapacity);
      invalidatePublicCaches();
    }
    expect(await changeOrderDate(order.id, user.id, "2026-11-28", before)).toEqual(
      refuse("Your order is already for that date."),
    );
    expect(await changeOrderDate(order.id, user.id, "2026-12-02", before)).toEqual(
      refuse("We deliver on Saturdays and Sundays only. Please pick a weekend date."),
    );
    expect((await orderRow(order.id)).deliveryDate).toBe("2026-11-28");
    expect(await changeMails(user.email)).toHaveLength(0);
  });

  it("refuses after the deadline, and another customer's order as if it did not exist", async () => {
    const { user, order } = await customerOrder();
    const late = await changeOrderDate(order.id, user.id, "2026-11-29", justAfter);
    expect(late).toMatchObject({ ok: false, error: expect.stringContaining("Friday 27 November at 00:00") });
    const stranger = await createCustomer(db, "Someone Else");
    expect(await changeOrderDate(order.id, stranger.id, "2026-11-29", before)).toEqual({
      ok: false,
      error: ORDER_NOT_FOUND,
    });
    expect(await loadMyOrder(order.id, stranger.id, before)).toBeNull();
    expect((await orderRow(order.id)).deliveryDate).toBe("2026-11-28");
  });
});

describe("a customer changes the delivery address of their order", () => {
  const address = { address: "4 Brockley Rise", city: "London", postcode: "se4 1aa" };

  it("takes an address in the delivery area, with a history row and an email", async () => {
    const { user, order } = await customerOrder();
    expect(await changeOrderAddress(order.id, user.id, address, before)).toEqual({ ok: true });
    expect(await orderRow(order.id)).toMatchObject({ address: "4 Brockley Rise", city: "London", postcode: "SE4 1AA" });
    const [mail] = await changeMails(user.email);
    expect(mail.text).toContain(
      "Delivery address changed from 12 Rye Lane, London, SE15 4ST to 4 Brockley Rise, London, SE4 1AA.",
    );
    expect(mail.text).toContain("Delivery address: 4 Brockley Rise, London, SE4 1AA");
    const page = await loadMyOrder(order.id, user.id, before);
    expect(page?.order.fulfilmentText).toBe("Delivery to 4 Brockley Rise, London, SE4 1AA");
    expect(page?.change).toEqual({ allowed: true, deadline: "Friday 27 November at 00:00" });
  });

  it("refuses an invalid postcode or one outside the delivery area, and changes after the deadline", async () => {
    const { user, order } = await customerOrder();
    expect(await changeOrderAddress(order.id, user.id, { ...address, postcode: "NOPE" }, before)).toEqual({
      ok: false,
      field: "postcode",
      error: INVALID_POSTCODE_MESSAGE,
    });
    expect(await changeOrderAddress(order.id, user.id, { ...address, postcode: "N1 9GU" }, before)).toEqual({
      ok: false,
      field: "postcode",
      error: OUTSIDE_AREA_TITLE,
    });
    expect(await changeOrderAddress(order.id, user.id, address, justAfter)).toMatchObject({ ok: false });
    expect((await orderRow(order.id)).postcode).toBe("SE15 4ST");
    expect(await changeMails(user.email)).toHaveLength(0);
    const page = await loadMyOrder(order.id, user.id, justAfter);
    expect(page?.change).toMatchObject({ allowed: false, reason: "deadline" });
    expect(page?.dates).toEqual([]);
  });
});
