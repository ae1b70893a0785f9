import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { orders } from "~/db/schema/orders";
import { receipts } from "~/db/schema/receipts";
import { db } from "~/lib/db.server";
import { addDays } from "~/lib/dates";
import type { ExportedDocument } from "./accounts-csv";
import { issueDueDocuments } from "./issue.server";
import type { IssuedLine } from "./vat";

export type DocumentKind = "receipt" | "credit_note";

/** A receipt or credit note as printed: the issued row and the order's number and discounts. */
export interface PrintedDocument {
  id: string;
  kind: DocumentKind;
  number: number;
  issuedAt: Date;
  orderNumber: string;
  lines: IssuedLine[];
  totalPence: number;
  vatPence: number;
  creditPence: number;
  buyer: { name: string; email: string; address: string[] };
  seller: { name: string; address: string[]; vatNumber: string | null };
  reason: string | null;
  /** All the order's discounts (lines', subscription's, promo code's), and the promo code's part. */
  discountPence: number;
  promoCode: string | null;
  promoDiscountPence: number;
  /** What a gift card paid of the order (decision 046), given back to the card by a refund. */
  giftCardPence: number;
}

/** The documents of an order, receipts first, each by number (after issuing what is due). */
export async function documentsOfOrder(orderId: string) {
  await issueDueDocuments(new Date(), { orderId });
  return db
    .select({ id: receipts.id, kind: receipts.kind, number: receipts.number, issuedAt: receipts.issuedAt })
    .from(receipts)
    .where(eq(receipts.orderId, orderId))
    .orderBy(asc(receipts.kind), asc(receipts.number));
}

/**
 * One document of an order, to print (after issuing what is due, so a just-paid order's receipt is
 * there); `userId` when a customer asks: only the order's own customer gets it. Null otherwise.
 */
export async function printedDocument(
  orderId: string,
  receiptId: string,
  customer?: { userId: string },
): Promise<PrintedDocument | null> {
  await issueDueDocuments(new Date(), { orderId });
  const [row] = await db
    .select({
      receipt: receipts,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      discountPence: orders.discountPence,
      promoCode: orders.promoCode,
      promoDiscountPence: orders.promoDiscountPence,
      giftCardPence: orders.giftCardPence,
    })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .where(and(eq(receipts.id, receiptId), eq(receipts.orderId, orderId)));
  if (!row) return null;
  if (customer && row.userId !== customer.userId) return null;
  const r = row.receipt;
  return {
    id: r.id,
    kind: r.kind,
    number: r.number,
    issuedAt: r.issuedAt,
    orderNumber: row.orderNumber,
    lines: r.lines as IssuedLine[],
    totalPence: r.totalPence,
    vatPence: r.vatPence,
    creditPence: r.creditPence,
    buyer: r.buyer,
    seller: r.seller,
    reason: r.reason,
    discountPence: row.discountPence,
    promoCode: row.promoCode,
    promoDiscountPence: row.promoDiscountPence,
    giftCardPence: row.giftCardPence,
  };
}

/** London midnight of a calendar day, as SQL. */
const londonMidnight = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/London')`;

/** The receipts and credit notes issued on the London days from..to (after issuing what is due), in issue order. */
export async function documentsIssuedBetween(from: string, to: string): Promise<ExportedDocument[]> {
  await issueDueDocuments();
  const rows = await db
    .select({ receipt: receipts, orderNumber: orders.orderNumber, giftCardPence: orders.giftCardPence })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .where(and(gte(receipts.issuedAt, londonMidnight(from)), lt(receipts.issuedAt, londonMidnight(addDays(to, 1)))))
    .orderBy(asc(receipts.issuedAt), asc(receipts.kind), asc(receipts.number));
  return rows.map(({ receipt: r, orderNumber, giftCardPence }) => ({
    kind: r.kind,
    number: r.number,
    issuedAt: r.issuedAt,
    orderNumber,
    lines: r.lines as IssuedLine[],
    creditPence: r.creditPence,
    giftCardPence,
    buyer: r.buyer,
    registered: r.seller.vatNumber !== null,
  }));
}
