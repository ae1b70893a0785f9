import { z } from "zod";
import { activeCollectionPoints, checkDeliveryDate, manualDeliveryDates } from "~/features/delivery/public.server";
import { failed, succeeded } from "~/lib/action-result.server";
import { todayInLondon, weekendSaturday } from "~/lib/dates";
import { redirectWithToast } from "~/lib/toast.server";
import { dispatchIntent } from "~/lib/intents.server";
import { readCartText, type Cart } from "~/features/cart/public";
import { checkoutProblem, customerFrom, refusal } from "~/features/orders/public";
import { createManualOrder, type ManualOrderInput as CreateInput } from "~/features/orders/public.server";
import { MANUAL_PAYMENT_WORDS, ManualOrderSchema } from "~/features/orders/public";
import { quoteCart } from "~/features/cart/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { promoOf } from "../checkout-quote.server";
import { builderData } from "../builder.server";

/**
 * The New order page: the builder's catalogue from this weekend on (a phone order may come after
 * the cutoff), the dates with room from today (past-cutoff ones marked), the collection points,
 * and whether a delivery window is asked for.
 */
export async function loadNewOrder(now: Date = new Date()) {
  const [builder, collectionPoints, settings] = await Promise.all([
    builderData(now, weekendSaturday(todayInLondon(now)), manualDeliveryDates),
    activeCollectionPoints(),
    getBusinessSettings(),
  ]);
  // A delivery's window is asked for (optional here: Any time) when the owner offers windows.
  return { ...builder, collectionPoints, deliveryWindows: settings.deliveryWindows };
}

export interface ManualQuote {
  lines: Array<{ label: string; quantity: number; lineTotalPence: number }>;
  subtotalPence: number;
  shippingPence: number;
  discountPence: number;
  totalPence: number;
  boxes: number;
  /** The promo code the customer gave, as it would be taken (decision 042). */
  promo: { code: string; discountPence: number } | null;
}

/**
 * The cart of the New order form, read once: one-off lines only (manual orders never start a
 * subscription), fulfilled as the form says; without lines, the checkout's "No Items".
 */
function withCart<R>(form: FormData, then: (cart: Cart) => R) {
  const read = readCartText(form.get("cart"));
  if (!read.ok) {
    const { title, message } = refusal("noItems");
    return failed(title, { description: message });
  }
  return then({
    ...read.cart,
    fulfilment: form.get("fulfilment") === "collection" ? "collection" : "delivery",
    lines: read.cart.lines.map((line) => ({ ...line, isSubscription: false })),
  });
}

/**
 * "Check price": the server's quote of the cart (never the browser's figures), its date's room and
 * the promo code given, for the customer whose email is typed.
 */
async function quoteManualCart(cart: Cart, form: FormData, now: Date) {
  const quote = await quoteCart(cart, { now });
  if (!quote.ok) return failed(quote.title ?? refusal("orderChanged").title, { description: quote.message });
  const check = await checkDeliveryDate(cart.deliveryDate, quote.pricing.boxes, now, { allowPastCutoff: true });
  if (!check.ok) return failed(refusal("noDate").title, { description: check.message });
  const code = String(form.get("promoCode") ?? "").trim();
  const promo = code
    ? await promoOf(quote, cart.fulfilment, { promoCode: code, email: String(form.get("email") ?? "") })
    : null;
  if (promo && !promo.ok) return failed(refusal("promoCode").title, { description: promo.message });
  const off = promo?.ok ? promo.discountPence : 0;
  const { pricing } = quote;
  const summary: ManualQuote = {
    lines: quote.lines.map((l) => ({ label: l.label, quantity: l.quantity, lineTotalPence: l.lineTotalPence })),
    subtotalPence: pricing.subtotalPence,
    shippingPence: pricing.shippingPence,
    discountPence: pricing.discountPence,
    totalPence: pricing.totalPence - off,
    boxes: pricing.boxes,
    promo: promo?.ok ? { code: promo.code, discountPence: off } : null,
  };
  return succeeded<{ quote: ManualQuote }>("Priced by the server", { quote: summary });
}

/**
 * The New order form: "quote" prices the cart; "save" checks the customer's details with
 * checkout's rules and messages, then creates the order (createManualOrder) and opens its page.
 */
export function newOrderAction(
  request: Request,
  admin: { id: string; email: string },
  payments: Pick<CreateInput, "linkProvider" | "sendLink">,
  now: Date = new Date(),
) {
  return dispatchIntent(request, {
    quote: (form) => withCart(form, (cart) => quoteManualCart(cart, form, now)),
    save: (form) => withCart(form, (cart) => saveManualOrder(cart, form, admin, payments, now)),
  });
}

async function saveManualOrder(
  cart: Cart,
  form: FormData,
  admin: { id: string; email: string },
  payments: Pick<CreateInput, "linkProvider" | "sendLink">,
  now: Date,
) {
  const parsed = ManualOrderSchema.safeParse({ ...Object.fromEntries(form), billingAddressSame: "on" });
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
    const problem = checkoutProblem(errors);
    return failed<{ errors: typeof errors }>(problem?.title ?? "Please check the order", {
      description: problem?.description,
      errors,
    });
  }
  const { payment, reference, allergyNote } = parsed.data;
  // Order creation reads the customer's fields by name; the form's other fields are ignored.
  const { customer } = customerFrom(parsed.data);
  const created = await createManualOrder({
    cart,
    customer,
    allergyNote,
    payment,
    reference: payment === "bank_transfer" ? reference : null,
    promoCode: parsed.data.promoCode,
    admin,
    ...payments,
    now,
  });
  if (!created.ok) return failed(created.title, { description: created.message });
  return redirectWithToast(`/admin/orders/${created.order.id}`, {
    type: "success",
    title: `Order ${created.order.orderNumber} entered`,
    description:
      payment === "link" ? `The payment link was emailed to ${customer.email}.` : MANUAL_PAYMENT_WORDS[payment],
  });
}
