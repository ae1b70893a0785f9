import { eq, sql } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { orders } from "~/db/schema/orders";
import { payments } from "~/db/schema/payments";
import { cutoffInstant, describeCutoff } from "~/features/delivery/public";
import { orderingSettings } from "~/features/settings/public.server";
import { db } from "~/lib/db.server";
import type { Cart } from "~/features/cart/public";
import type { CustomerDetails } from "./checkout-schema";
import { MANUAL_PAYMENT_WORDS, type ManualPayment } from "./manual-order-schema";
import { createOrderFromCart, type CreateOrderResult, type OrderRow } from "./orders.server";
import { transitionToPaid } from "./payment-reactions.server";

export interface ManualOrderInput {
  cart: Cart;
  customer: CustomerDetails;
  allergyNote?: string | null;
  payment: ManualPayment;
  /** A bank transfer's reference, kept in the order's history. */
  reference?: string | null;
  admin: { id: string; email: string };
  /** The provider a payment link pays through (the active one), named by the caller. */
  linkProvider: "stripe" | "test";
  /** Queues the payment link's email in the order's transaction (payments writes it). */
  sendLink?: (order: OrderRow) => Promise<void>;
  now?: Date;
  /** A promo code the customer gave on the phone (decision 042), held as at checkout. */
  promoCode?: string | null;
}

/** The session id of a manual order's cash or bank-transfer payment (one per order). */
export const manualPaymentId = (orderId: string) => `manual_${orderId}`;

/**
 * An order an admin enters for a customer (decision 025), priced and checked by checkout's own
 * `createOrderFromCart` (one-off lines only; the date may be past its cutoff). Cash or bank
 * transfer: in the same transaction it gets a `manual` payment and becomes paid, which queues
 * the confirmation email. A payment link: it stays `pending_payment` and the link is emailed.
 * The order goes to the account of its email when there is one (My account lists it). A payment
 * link is refused once the weekend's orders have closed: the link could no longer be paid.
 */
export async function createManualOrder(input: ManualOrderInput): Promise<CreateOrderResult> {
  const date = input.cart.deliveryDate;
  if (input.payment === "link" && date) {
    const settings = await orderingSettings();
    if ((input.now ?? new Date()) > cutoffInstant(date, settings))
      return {
        ok: false,
        title: "Orders for this weekend have closed",
        message: `A payment link can no longer be paid for this weekend (its orders closed ${describeCutoff(date, settings)}). Take cash or a bank transfer, or pick another date.`,
      };
  }
  const cart: Cart = { ...input.cart, lines: input.cart.lines.map((line) => ({ ...line, isSubscription: false })) };
  const email = input.customer.email.toLowerCase();
  const [account] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`);
  const how = MANUAL_PAYMENT_WORDS[input.payment];
  const reference = input.reference?.trim();
  const note = `Entered by ${input.admin.email}: ${how}${reference ? ` (reference ${reference})` : ""}`;
  return db.transaction(async (): Promise<CreateOrderResult> => {
    const created = await createOrderFromCart({
      cart,
      customer: { ...input.customer, email },
      userId: account?.id ?? null,
      isGuest: !account,
      provider: input.payment === "link" ? input.linkProvider : "manual",
      allergyNote: input.allergyNote,
      manual: { enteredBy: input.admin.email, adminId: input.admin.id, payment: input.payment, note },
      now: input.now,
      promoCode: input.promoCode,
    });
    if (!created.ok) return created;
    const { order } = created;
    if (input.payment === "link") {
      await input.sendLink?.(order);
      return created;
    }
    const sessionId = manualPaymentId(order.id);
    await db.insert(payments).values({
      orderId: order.id,
      provider: "manual",
      providerSessionId: sessionId,
      // The refund's handle (findRefundablePayment); a bank reference is in the history note.
      providerPaymentId: sessionId,
      amountPence: order.totalPence,
      currency: "gbp",
      status: "pending",
    });
    await transitionToPaid(order.id, {
      provider: "manual",
      sessionId,
      paymentId: sessionId,
      source: `${how}, entered by ${input.admin.email}`,
    });
    const [paid] = await db.select().from(orders).where(eq(orders.id, order.id));
    return { ...created, order: paid };
  });
}
