import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { DEFAULT_BUSINESS_SETTINGS } from "~/features/settings/defaults";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db, transaction } from "~/lib/db.server";
import { orderRow, writeOrder } from "../../../tests/factories/order-rows";
import { ESSENTIALS_ID, createOrderingMenu } from "../../../tests/factories/ordering";
import { issueDueDocuments } from "./issue.server";

let seq = 0;
/** The VAT settings, as the Settings tab writes them (the cached settings dropped, as after an admin write). */
async function setVat(vat: Partial<typeof s.businessSettings.$inferInsert>) {
  await db
    .insert(s.businessSettings)
    .values({ ...DEFAULT_BUSINESS_SETTINGS, ...vat })
    .onConflictDoUpdate({ target: s.businessSettings.id, set: vat });
  invalidatePublicCaches();
}

/** A paid order straight to the tables: one £33 Essentials box and a £12 custom tray, £5 delivery, £4.50 off. */
async function paidOrder(paidAt: Date, over: Partial<typeof s.orders.$inferInsert> = {}) {
  seq += 1;
  return writeOrder(
    db,
    orderRow({
      orderNumber: `TIF-RC${String(seq).padStart(6, "0")}`,
      firstName: "Asha",
      lastName: "Patel",
      email: `receipt-${seq}@example.com`,
      postcode: "SE15 4ST",
      deliveryDate: "2026-11-28",
      subtotalPence: 4500,
      shippingPence: 500,
      discountPence: 450,
      totalPence: 4550,
      paidAt,
      ...over,
    }),
    [
      {
        lineType: "box",
        boxTypeId: ESSENTIALS_ID,
        label: "Essentials (Punjabi)",
        quantity: 1,
        unitPricePence: 3300,
        lineTotalPence: 3300,
        items: [{ name: "Dal makhani", quantity: 1 }],
      },
      {
        lineType: "custom",
        label: "Custom: Samosas",
        quantity: 12,
        unitPricePence: 100,
        lineTotalPence: 1200,
        items: [{ name: "Samosa", quantity: 12 }],
      },
    ],
  );
}

const numbersOf = async (kind: "receipt" | "credit_note") =>
  (await db.select({ number: s.receipts.number }).from(s.receipts).where(eq(s.receipts.kind, kind)))
    .map((r) => r.number)
    .sort((a, b) => a - b);

beforeAll(async () => {
  await createOrderingMenu(db, "2026-11-28", ["Punjabi", "Goan"]);
  await setVat({ vatRegistered: true, vatNumber: "GB123456789", customVatRatePercent: 20 });
});

describe("issuing receipts and credit notes", () => {
  it("a paid order gets a receipt with its lines and VAT; an unpaid one none; a second run issues nothing", async () => {
    const paid = await paidOrder(new Date("2026-11-20T10:00:00Z"));
    const unpaid = await paidOrder(new Date(), { status: "pending_payment", paidAt: null });
    const issued = await issueDueDocuments(new Date("2026-11-20T10:01:00Z"));
    expect(issued).toHaveLength(1);
    const [receipt] = await db.select().from(s.receipts).where(eq(s.receipts.orderId, paid.id));
    expect(receipt).toMatchObject({ kind: "receipt", number: 1, sourceKey: `order:${paid.id}`, totalPence: 4550 });
    expect(receipt.seller.vatNumber).toBe("GB123456789");
    expect(receipt.buyer).toMatchObject({ name: "Asha Patel", email: paid.email });
    expect(receipt.lines.map((l) => [l.description, l.grossPence, l.vatRatePercent])).toEqual([
      ["Essentials (Punjabi)", 2970, 0],
      ["Custom: Samosas", 1080, 20],
      ["Delivery (goods at 0% VAT)", 366, 0],
      ["Delivery (goods at 20% VAT)", 134, 20],
    ]);
    expect(receipt.vatPence).toBe(180 + 22);
    expect(await db.select().from(s.receipts).where(eq(s.receipts.orderId, unpaid.id))).toEqual([]);
    expect(await issueDueDocuments()).toEqual([]);
  });

  it("a rolled-back transaction gives its numbers back: the next receipts follow on without a gap", async () => {
    const before = await numbersOf("receipt");
    await paidOrder(new Date("2026-11-20T11:00:00Z"));
    await expect(
      transaction(async () => {
        expect(await issueDueDocuments()).toHaveLength(1);
        throw new Error("the caller's work failed");
      }),
    ).rejects.toThrow("the caller's work failed");
    expect(await numbersOf("receipt")).toEqual(before);
    expect(await issueDueDocuments()).toHaveLength(1);
    expect(await numbersOf("receipt")).toEqual([...before, before.length + 1]);
  });

  it("50 issuers at once over 40 paid orders: numbers 1..N, each once, one receipt per order", async () => {
    const orders = [];
    for (let i = 0; i < 40; i++) orders.push(await paidOrder(new Date(Date.UTC(2026, 10, 21, 9, i))));
    const runs = await Promise.all(Array.from({ length: 50 }, () => issueDueDocuments()));
    expect(runs.flat()).toHaveLength(40);
    const numbers = await numbersOf("receipt");
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    const [counter] = await db.select().from(s.receiptCounters).where(eq(s.receiptCounters.kind, "receipt"));
    expect(counter.lastNumber).toBe(numbers.length);
    // Oldest paid first.
    const issued = await db.select().from(s.receipts).where(eq(s.receipts.kind, "receipt"));
    const numberOf = new Map(issued.map((r) => [r.orderId, r.number]));
    const ours = orders.map((o) => numberOf.get(o.id)!);
    expect(ours).toEqual([...ours].sort((a, b) => a - b));
  });

  it("a refunded order gets a credit note mirroring its receipt, numbered in its own sequence; once", async () => {
    const order = await paidOrder(new Date("2026-11-22T10:00:00Z"));
    await issueDueDocuments();
    await db.update(s.orders).set({ status: "refunded" }).where(eq(s.orders.id, order.id));
    const runs = await Promise.all(Array.from({ length: 10 }, () => issueDueDocuments()));
    expect(runs.flat()).toHaveLength(1);
    const docs = await db.select().from(s.receipts).where(eq(s.receipts.orderId, order.id));
    const receipt = docs.find((d) => d.kind === "receipt")!;
    const note = docs.find((d) => d.kind === "credit_note")!;
    expect(note).toMatchObject({
      number: 1,
      totalPence: receipt.totalPence,
      vatPence: receipt.vatPence,
      creditPence: 0,
      reason: `Refund of order ${order.orderNumber}`,
    });
    expect(note.lines).toEqual(receipt.lines);
    expect(await numbersOf("credit_note")).toEqual([1]);
  });

  it("asked for one order (a page about to show it), issues that order's receipt only", async () => {
    const first = await paidOrder(new Date("2026-11-22T12:00:00Z"));
    const second = await paidOrder(new Date("2026-11-22T13:00:00Z"));
    const issued = await issueDueDocuments(new Date(), { orderId: second.id });
    expect(issued).toHaveLength(1);
    expect(await db.select().from(s.receipts).where(eq(s.receipts.orderId, first.id))).toEqual([]);
    expect(await issueDueDocuments()).toHaveLength(1);
  });

  it("a person erased is erased from their receipts too: the order's pseudonym, no address; the amounts stay", async () => {
    const order = await paidOrder(new Date("2026-11-22T14:00:00Z"));
    await issueDueDocuments();
    await db
      .update(s.orders)
      .set({ email: "erased-0123456789ab@invalid", firstName: "", lastName: "" })
      .where(eq(s.orders.id, order.id));
    await issueDueDocuments();
    const [receipt] = await db.select().from(s.receipts).where(eq(s.receipts.orderId, order.id));
    expect(receipt.buyer).toEqual({ name: "", email: "erased-0123456789ab@invalid", address: [] });
    expect(receipt.totalPence).toBe(4550);
  });

  it("a deleted box type's line is zero-rated; not registered: every rate 0 and no VAT number", async () => {
    await setVat({ vatRegistered: false });
    const order = await paidOrder(new Date("2026-11-23T10:00:00Z"));
    await issueDueDocuments();
    const [receipt] = await db.select().from(s.receipts).where(eq(s.receipts.orderId, order.id));
    expect(receipt.seller.vatNumber).toBeNull();
    expect(receipt.vatPence).toBe(0);
    expect(receipt.lines.every((l) => l.vatRatePercent === 0)).toBe(true);
    await setVat({ vatRegistered: true });
  });
});
