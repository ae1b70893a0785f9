import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { orderLines, orders } from "~/db/schema/orders";
import { receiptCounters, receipts } from "~/db/schema/receipts";
import { boxTypeVatRates } from "~/features/catalog/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { creditRefunds } from "~/features/wallet/public.server";
import { addressParts } from "~/lib/address";
import { db, transaction } from "~/lib/db.server";
import { receiptLinesOf } from "./vat";

type Kind = "receipt" | "credit_note";

/** Thrown inside a document's transaction to give its number back (another issuer got there first). */
class IssuedAlready extends Error {}

const sourceKeyOf = (orderId: string) => `order:${orderId}`;

/**
 * The documents due, oldest paid first: a receipt for every order ever paid (whatever its status
 * now), a credit note for every refunded order whose receipt exists. One anti-join each.
 */
async function dueDocuments(orderId?: string): Promise<Array<{ kind: Kind; orderId: string }>> {
  const only = orderId ? eq(orders.id, orderId) : undefined;
  const missing = (kind: Kind) =>
    sql`not exists (select 1 from ${receipts} r where r.kind = ${kind} and r.source_key = 'order:' || ${orders.id}::text)`;
  const dueReceipts = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), missing("receipt"), only))
    .orderBy(asc(orders.paidAt), asc(orders.id));
  const dueCredits = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "refunded"), isNotNull(orders.paidAt), missing("credit_note"), only))
    .orderBy(asc(orders.paidAt), asc(orders.id));
  return [
    ...dueReceipts.map((o) => ({ kind: "receipt" as const, orderId: o.id })),
    ...dueCredits.map((o) => ({ kind: "credit_note" as const, orderId: o.id })),
  ];
}

/** What a receipt of the order says: its lines with their VAT, the buyer and the seller as they are now. */
async function receiptContent(orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  const rates = await boxTypeVatRates(lines.flatMap((l) => (l.boxTypeId ? [l.boxTypeId] : [])));
  const settings = await getBusinessSettings();
  const issued = receiptLinesOf(
    {
      lines: lines.map((l) => ({
        description: l.label,
        quantity: l.quantity,
        totalPence: l.lineTotalPence,
        // A deleted box type's line is zero-rated (a box was food); custom lines at the settings' rate.
        vatRatePercent: l.lineType === "custom" ? settings.customVatRatePercent : (rates.get(l.boxTypeId ?? "") ?? 0),
      })),
      totalPence: order.totalPence,
      shippingPence: order.shippingPence,
    },
    settings.vatRegistered,
  );
  const buyerAddress = !order.billingSameAsDelivery
    ? addressParts(order.billingAddressLine1, order.billingAddressLine2, order.billingCity, order.billingPostcode)
    : addressParts(order.address, order.city, order.postcode);
  return {
    order,
    lines: issued,
    totalPence: issued.reduce((a, l) => a + l.grossPence, 0),
    vatPence: issued.reduce((a, l) => a + l.vatPence, 0),
    buyer: { name: `${order.firstName} ${order.lastName}`.trim(), email: order.email, address: buyerAddress },
    seller: {
      name: settings.businessName,
      address: addressParts(settings.addressLocality, settings.contactEmail, settings.contactPhone),
      vatNumber: settings.vatRegistered && settings.vatNumber ? settings.vatNumber : null,
    },
  };
}

/**
 * Takes the next number of `kind` under its counter's row lock and inserts the document, in one
 * short transaction: a rollback gives the number back, so numbers never skip or repeat. The lock
 * is taken before asking whether the document exists, so a racing issuer that committed it first
 * is seen and this one issues nothing. Returns the document's id, or null when it was there already.
 */
async function issueOne(kind: Kind, orderId: string, now: Date): Promise<string | null> {
  try {
    return await transaction(async () => {
      await db.insert(receiptCounters).values({ kind, lastNumber: 0 }).onConflictDoNothing();
      await db.execute(sql`select last_number from ${receiptCounters} where kind = ${kind} for update`);
      const sourceKey = sourceKeyOf(orderId);
      const [existing] = await db
        .select({ id: receipts.id })
        .from(receipts)
        .where(and(eq(receipts.kind, kind), eq(receipts.sourceKey, sourceKey)));
      if (existing) return null;
      let content: Awaited<ReturnType<typeof receiptContent>> & object;
      let creditPence: number;
      let reason: string | null = null;
      if (kind === "receipt") {
        const made = await receiptContent(orderId);
        if (!made) return null;
        content = made;
        creditPence = made.order.creditPence;
      } else {
        // A credit note mirrors the receipt: the same lines and amounts, given back.
        const [receipt] = await db
          .select()
          .from(receipts)
          .where(and(eq(receipts.kind, "receipt"), eq(receipts.sourceKey, sourceKey)));
        const made = await receiptContent(orderId);
        if (!receipt || !made) return null;
        content = {
          ...made,
          lines: receipt.lines as typeof made.lines,
          totalPence: receipt.totalPence,
          vatPence: receipt.vatPence,
          buyer: receipt.buyer,
        };
        const toCredit = (await creditRefunds([orderId])).reduce((a, m) => a + Math.abs(m.amountPence), 0);
        creditPence = Math.min(toCredit, receipt.totalPence);
        reason = `Refund of order ${made.order.orderNumber}`;
      }
      const [counter] = await db
        .update(receiptCounters)
        .set({ lastNumber: sql`${receiptCounters.lastNumber} + 1` })
        .where(eq(receiptCounters.kind, kind))
        .returning({ number: receiptCounters.lastNumber });
      const [row] = await db
        .insert(receipts)
        .values({
          kind,
          number: counter.number,
          orderId,
          sourceKey,
          // A receipt is dated when the order was paid (the sale), a credit note when it is issued.
          issuedAt: kind === "receipt" ? (content.order.paidAt ?? now) : now,
          lines: content.lines,
          totalPence: content.totalPence,
          vatPence: content.vatPence,
          creditPence,
          buyer: content.buyer,
          seller: content.seller,
          reason,
        })
        .onConflictDoNothing({ target: [receipts.kind, receipts.sourceKey] })
        .returning({ id: receipts.id });
      if (!row) throw new IssuedAlready();
      return row.id;
    });
  } catch (error) {
    if (error instanceof IssuedAlready) return null;
    throw error;
  }
}

/**
 * A person erased (or past the retention of orders) is erased from their documents too: the buyer
 * becomes the order's pseudonym (`erased-…@invalid`, decision 038), the amounts stay for the
 * accounts. Returns how many documents changed.
 */
export async function forgetErasedBuyers(orderId?: string): Promise<number> {
  const rows = await db
    .update(receipts)
    .set({ buyer: sql`jsonb_build_object('name', '', 'email', ${orders.email}, 'address', '[]'::jsonb)` })
    .from(orders)
    .where(
      and(
        eq(orders.id, receipts.orderId),
        sql`${orders.email} like 'erased-%@invalid'`,
        sql`${receipts.buyer}->>'email' is distinct from ${orders.email}`,
        orderId ? eq(orders.id, orderId) : undefined,
      ),
    )
    .returning({ id: receipts.id });
  return rows.length;
}

/**
 * Issues every receipt and credit note that is due (decision 044), each in its own short
 * transaction: run every minute by the `issue-receipts` job and before any document is read.
 * Safe to run from many places at once. With `orderId`, that order's only (a page about to show
 * them). Returns the ids issued.
 */
export async function issueDueDocuments(now = new Date(), only?: { orderId: string }): Promise<string[]> {
  const issued: string[] = [];
  for (const { kind, orderId } of await dueDocuments(only?.orderId)) {
    const id = await issueOne(kind, orderId, now);
    if (id) issued.push(id);
  }
  await forgetErasedBuyers(only?.orderId);
  return issued;
}
