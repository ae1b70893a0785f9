import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { orderRow } from "../../../../tests/factories/order-rows";
import { changeOrderStatus } from "../status-changes.server";

async function paidOrder(orderNumber: string, over: Partial<typeof s.orders.$inferInsert> = {}) {
  const [row] = await db
    .insert(s.orders)
    .values(
      orderRow({
        orderNumber,
        firstName: "Asha",
        lastName: "Patel",
        email: `${orderNumber.toLowerCase()}@example.com`,
        address: "12 Rye Lane",
        postcode: "SE15 4ST",
        deliveryDate: "2032-03-06",
        paidAt: new Date(),
        ...over,
      }),
    )
    .returning();
  return row;
}

const mailsTo = (email: string) =>
  db.select().from(s.emailOutbox).where(eq(s.emailOutbox.to, email)).orderBy(s.emailOutbox.createdAt);

describe("the customer is told when the owner moves their order", () => {
  it("preparing, out for delivery and delivered each queue one email with the business's name and contact", async () => {
    const order = await paidOrder("DB-STATUS-1");
    for (const status of ["preparing", "out_for_delivery", "delivered"] as const)
      expect(await changeOrderStatus(order.id, status, "admin")).toMatchObject({ ok: true });
    const mails = await mailsTo(order.email);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ["order-preparing", "Your order DB-STATUS-1 is being prepared"],
      ["order-out-for-delivery", "Your order DB-STATUS-1 is on its way"],
      ["order-delivered", "Your order DB-STATUS-1 has been delivered"],
    ]);
    expect(mails[1].text).toContain("Delivery to 12 Rye Lane");
    const [settings] = await db.select().from(s.businessSettings);
    for (const mail of mails) expect(mail.text).toContain(settings?.contactEmail ?? "hello@dabba.local");
  });

  it("a collection order is ready to collect, then collected: in the emails and in the back-office's words", async () => {
    const order = await paidOrder("DB-STATUS-2", {
      fulfilment: "collection",
      address: null,
      city: null,
      postcode: null,
      collectionPoint: "Saffron Dabba Kitchen, 5 Bellenden Road, SE15 4DG",
    });
    // The toast after each move says what the status buttons said ("Order marked …").
    expect(await changeOrderStatus(order.id, "out_for_delivery", "admin")).toEqual({
      ok: true,
      label: "Ready to collect",
    });
    expect(await changeOrderStatus(order.id, "delivered", "admin")).toEqual({ ok: true, label: "Collected" });
    expect(await changeOrderStatus(order.id, "out_for_delivery", "admin")).toEqual({
      ok: false,
      error: "An order that is collected cannot be marked ready to collect",
    });
    const mails = await mailsTo(order.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Your order DB-STATUS-2 is ready to collect",
      "Your order DB-STATUS-2 has been collected",
    ]);
    expect(mails[0].text).toContain("Collection from Saffron Dabba Kitchen");
  });

  it("a cancellation is emailed; a refused move sends nothing", async () => {
    const order = await paidOrder("DB-STATUS-3");
    expect(await changeOrderStatus(order.id, "cancelled", "admin")).toMatchObject({ ok: true });
    expect(await changeOrderStatus(order.id, "delivered", "admin")).toMatchObject({ ok: false });
    const mails = await mailsTo(order.email);
    expect(mails.map((m) => m.subject)).toEqual(["Your order DB-STATUS-3 has been cancelled"]);
    const history = await db
      .select()
      .from(s.orderStatusHistory)
      .where(and(eq(s.orderStatusHistory.orderId, order.id), eq(s.orderStatusHistory.toStatus, "delivered")));
    expect(history).toHaveLength(0);
  });
});
