import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db, transaction } from "~/lib/db.server";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { orderRow } from "../../../tests/factories/order-rows";
import {
  addCredit,
  creditBalance,
  creditMovementsOf,
  creditRefunds,
  reverseCreditFor,
  spendCredit,
} from "./ledger.server";

/** An order of the customer, straight to the table (the ledger only needs its id). */
async function orderOf(userId: string) {
  const [order] = await db
    .insert(s.orders)
    .values({
      ...orderRow({
        orderNumber: `TIF-${randomUUID().slice(0, 8)}`,
        firstName: "Asha",
        lastName: "Patel",
        email: "asha@example.com",
        postcode: "SE15 4ST",
        deliveryDate: "2026-11-28",
      }),
      userId,
    })
    .returning();
  return order;
}

const sumOfRows = async (userId: string) =>
  (await db.select().from(s.creditMovements).where(eq(s.creditMovements.userId, userId))).reduce(
    (sum, row) => sum + row.amountPence,
    0,
  );

describe("the store credit ledger", () => {
  it("a customer with no movements has no credit", async () => {
    const user = await createCustomer(db);
    expect(await creditBalance(user.id)).toBe(0);
    expect(await creditMovementsOf(user.id)).toEqual([]);
  });

  it("grants, spends and refunds read back newest first with the balance after each", async () => {
    const user = await createCustomer(db);
    const order = await orderOf(user.id);
    await addCredit({ userId: user.id, amountPence: 1250, reason: "grant", note: "Sorry about the late box" });
    expect(
      await spendCredit({
        userId: user.id,
        wantedPence: 3000,
        reason: "checkout",
        orderId: order.id,
        note: `Paid towards order ${order.orderNumber}`,
      }),
    ).toBe(1250);
    await addCredit({
      userId: user.id,
      amountPence: 3000,
      reason: "refund",
      note: `Refund of order ${order.orderNumber}`,
      orderId: order.id,
    });
    expect(await creditBalance(user.id)).toBe(3000);
    const movements = await creditMovementsOf(user.id);
    expect(movements.map((m) => [m.reason, m.amountPence, m.balanceAfterPence])).toEqual([
      ["refund", 3000, 3000],
      ["checkout", -1250, 0],
      ["grant", 1250, 1250],
    ]);
    expect(movements[1]).toMatchObject({ orderId: order.id, note: `Paid towards order ${order.orderNumber}` });
    expect(await creditRefunds([order.id, randomUUID()])).toEqual([
      {
        id: movements[0].id,
        orderId: order.id,
        reason: "refund",
        amountPence: 3000,
        createdAt: movements[0].createdAt,
      },
    ]);
    expect(await creditRefunds([])).toEqual([]);
  });

  it("spending with no credit writes nothing", async () => {
    const user = await createCustomer(db);
    const order = await orderOf(user.id);
    expect(
      await spendCredit({ userId: user.id, wantedPence: 500, reason: "renewal", orderId: order.id, note: "x" }),
    ).toBe(0);
    expect(await creditMovementsOf(user.id)).toEqual([]);
  });

  it("refuses credit that is not positive whole pence", async () => {
    const user = await createCustomer(db);
    for (const amountPence of [0, -100, 12.5])
      await expect(addCredit({ userId: user.id, amountPence, reason: "grant", note: "x" })).rejects.toThrow(
        /positive whole pence/,
      );
    expect(await creditBalance(user.id)).toBe(0);
  });

  it("an order's spent credit is given back once, whatever is called again", async () => {
    const user = await createCustomer(db);
    const order = await orderOf(user.id);
    const other = await orderOf(user.id);
    await addCredit({ userId: user.id, amountPence: 2000, reason: "grant", note: "Welcome" });
    await spendCredit({ userId: user.id, wantedPence: 700, reason: "checkout", orderId: order.id, note: "a" });
    await spendCredit({ userId: user.id, wantedPence: 500, reason: "checkout", orderId: other.id, note: "b" });
    expect(await creditBalance(user.id)).toBe(800);

    expect(await reverseCreditFor(order.id)).toBe(700);
    expect(await reverseCreditFor(order.id)).toBe(0);
    await Promise.all([reverseCreditFor(other.id), reverseCreditFor(other.id), reverseCreditFor(other.id)]);
    expect(await creditBalance(user.id)).toBe(2000);
    const reversals = (await creditMovementsOf(user.id)).filter((m) => m.reason === "reversal");
    expect(reversals.map((m) => m.amountPence).sort()).toEqual([500, 700]);
    expect(await reverseCreditFor(randomUUID())).toBe(0);
  });

  it("property: for any grants and spends, the balance is the sum of the rows, never negative, and a spend takes min(balance, wanted)", async () => {
    const user = await createCustomer(db);
    const order = await orderOf(user.id);
    const step = fc.oneof(
      fc.record({ kind: fc.constant("grant" as const), pence: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ kind: fc.constant("spend" as const), pence: fc.integer({ min: 0, max: 60_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        await db.delete(s.creditMovements).where(eq(s.creditMovements.userId, user.id));
        let expected = 0;
        for (const { kind, pence } of steps) {
          if (kind === "grant") {
            await addCredit({ userId: user.id, amountPence: pence, reason: "grant", note: "p" });
            expected += pence;
          } else {
            const before = await creditBalance(user.id);
            const taken = await spendCredit({
              userId: user.id,
              wantedPence: pence,
              reason: "checkout",
              orderId: order.id,
              note: "p",
            });
            expect(taken).toBe(Math.min(before, pence));
            expected -= taken;
          }
          const balance = await creditBalance(user.id);
          expect(balance).toBe(expected);
          expect(balance).toBe(await sumOfRows(user.id));
          expect(balance).toBeGreaterThanOrEqual(0);
        }
        const movements = await creditMovementsOf(user.id);
        expect(movements.every((m) => m.balanceAfterPence >= 0)).toBe(true);
        expect(movements[0]?.balanceAfterPence ?? 0).toBe(expected);
      }),
      { numRuns: 30 },
    );
  });

  it("race: 20 checkouts spending £1..£10 each of £10 at once, each in its own transaction, spend at most £10", async () => {
    const user = await createCustomer(db);
    const order = await orderOf(user.id);
    await addCredit({ userId: user.id, amountPence: 1000, reason: "grant", note: "Ten pounds" });
    const taken = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        transaction(() =>
          spendCredit({
            userId: user.id,
            wantedPence: 100 * ((i % 10) + 1),
            reason: "checkout",
            orderId: order.id,
            note: `Paid towards order ${order.orderNumber}`,
          }),
        ),
      ),
    );
    const spent = taken.reduce((sum, pence) => sum + pence, 0);
    expect(spent).toBeLessThanOrEqual(1000);
    expect(spent).toBe(1000);
    expect(await creditBalance(user.id)).toBe(0);
    expect(await sumOfRows(user.id)).toBe(0);
    const movements = await creditMovementsOf(user.id);
    expect(movements.every((m) => m.balanceAfterPence >= 0)).toBe(true);
  });
});
