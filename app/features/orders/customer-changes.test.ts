import { describe, expect, it } from "vitest";
import { changeDeadline, customerChangeRule, describeDeadline, type ChangeableOrder } from "./customer-changes";

// Saturday 5 December 2026 (London on GMT); Saturday 4 July 2026 (London on BST).
const order = (over: Partial<ChangeableOrder> = {}): ChangeableOrder => ({
  status: "paid",
  fulfilment: "delivery",
  isSubscription: false,
  subscriptionId: null,
  deliveryDate: "2026-12-05",
  ...over,
});

describe("the customer's cancellation deadline", () => {
  it("is the set hours before 00:00 London of the delivery day", () => {
    expect(changeDeadline("2026-12-05", 24).toISOString()).toBe("2026-12-04T00:00:00.000Z");
    expect(changeDeadline("2026-12-05", 48).toISOString()).toBe("2026-12-03T00:00:00.000Z");
    expect(changeDeadline("2026-12-05", 0).toISOString()).toBe("2026-12-05T00:00:00.000Z");
    expect(describeDeadline(changeDeadline("2026-12-05", 48))).toBe("Thursday 3 December at 00:00");
  });

  it("follows summer time (00:00 BST is 23:00 UTC the day before)", () => {
    expect(changeDeadline("2026-07-04", 24).toISOString()).toBe("2026-07-02T23:00:00.000Z");
    expect(describeDeadline(changeDeadline("2026-07-04", 24))).toBe("Friday 3 July at 00:00");
  });

  it("counts real hours across a clock change", () => {
    // Clocks go back on Sunday 25 October 2026: 48 hours before 00:00 GMT on Monday 26 is 01:00 BST on Saturday 24.
    expect(describeDeadline(changeDeadline("2026-10-26", 48))).toBe("Saturday 24 October at 01:00");
  });

  it("allows a paid one-off order until just before the deadline, and refuses it from then on", () => {
    expect(customerChangeRule(order(), 24, new Date("2026-12-03T23:59:59Z")).ok).toBe(true);
    const late = customerChangeRule(order(), 24, new Date("2026-12-04T00:00:00Z"));
    expect(late).toMatchObject({ ok: false, reason: "deadline" });
    expect(!late.ok && late.message).toBe(
      "Orders can be cancelled or changed until 24 hours before the delivery day; for this order that was Friday 4 December at 00:00.",
    );
  });

  it("refuses subscriptions, renewals and orders past paid, whatever the time", () => {
    const early = new Date("2026-11-20T10:00:00Z");
    expect(customerChangeRule(order({ isSubscription: true }), 24, early)).toMatchObject({ reason: "subscription" });
    expect(customerChangeRule(order({ subscriptionId: "s1" }), 24, early)).toMatchObject({ reason: "subscription" });
    for (const status of [
      "pending_payment",
      "preparing",
      "out_for_delivery",
      "delivered",
      "cancelled",
      "refunded",
    ] as const)
      expect(customerChangeRule(order({ status }), 24, early)).toMatchObject({ ok: false, reason: "status" });
  });

  it("says a collected order was collected, not delivered", () => {
    const early = new Date("2026-11-20T10:00:00Z");
    const rule = (fulfilment: "delivery" | "collection") =>
      customerChangeRule(order({ status: "delivered", fulfilment }), 24, early);
    expect(rule("collection")).toMatchObject({ message: "This order has been collected." });
    expect(rule("delivery")).toMatchObject({ message: "This order has been delivered." });
  });
});
