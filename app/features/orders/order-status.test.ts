import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, orderStatusLabel } from "./order-status";

describe("an order's status as every screen names it", () => {
  it("is never out for delivery for a collection: ready to collect, then collected", () => {
    const collection = ORDER_STATUSES.map((s) => orderStatusLabel(s, "collection"));
    expect(collection).toEqual([
      "Awaiting payment",
      "Paid",
      "Preparing",
      "Ready to collect",
      "Collected",
      "Cancelled",
      "Refunded",
    ]);
    expect(collection.join(" ")).not.toMatch(/deliver/i);
    expect(orderStatusLabel("out_for_delivery", "delivery")).toBe("Out for delivery");
    expect(orderStatusLabel("delivered", "delivery")).toBe("Delivered");
    // A filter over every order names both.
    expect(orderStatusLabel("out_for_delivery", "either")).toBe("Out for delivery or ready to collect");
    expect(orderStatusLabel("delivered", "either")).toBe("Delivered or collected");
  });
});
