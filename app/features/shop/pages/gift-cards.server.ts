import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { z } from "zod";
import { getUser } from "~/features/accounts/public.server";
import { priceOrder, toPricingSettings } from "~/features/cart/public";
import { listActiveBoxTypes } from "~/features/catalog/public.server";
import { BuyGiftCardSchema, MAX_SEND_AHEAD_DAYS } from "~/features/giftcards/public";
import { createPendingGiftCard, giftCardWorth } from "~/features/giftcards/public.server";
import {
  abandonGiftCardPayment,
  activeProvider,
  confirmGiftCardPayment,
  startGiftCardPayment,
} from "~/features/payments/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { addDays, formatLongDate, todayInLondon } from "~/lib/dates";
import { requestOrigin } from "~/lib/env.server";
import { addressBucket, consumeRateLimit } from "~/lib/rate-limit.server";

/** A box a gift card may buy: the box's price and one box's delivery, as checkout would charge them. */
export interface GiftBox {
  id: string;
  name: string;
  /** What the card says it is for, e.g. "an Essentials box". */
  label: string;
  pricePence: number;
}

/** Every box on sale as a gift: its standard price plus the delivery of one box (decision 046). */
async function giftBoxes(): Promise<GiftBox[]> {
  const [boxes, settings] = await Promise.all([listActiveBoxTypes(), getBusinessSettings()]);
  const pricing = toPricingSettings(settings);
  return boxes
    .filter((box) => box.standardPence > 0)
    .map((box) => ({
      id: box.id,
      name: box.name,
      label: `${/^[aeiou]/i.test(box.name) ? "an" : "a"} ${box.name} box`,
      pricePence: priceOrder(
        [
          {
            type: "box",
            quantity: 1,
            unitPricePence: box.standardPence,
            containersPerBox: box.dishCount,
            isSubscription: false,
          },
        ],
        pricing,
        { fulfilment: "delivery" },
      ).totalPence,
    }));
}

/**
 * The "Gift cards" page: the boxes a card may buy, the days it may be emailed, and the buyer's
 * name and email when signed in. Back from Stripe's page without paying (`payment=cancelled`),
 * that card's session closes and the card waiting for it is cancelled.
 */
export async function loadGiftCardsPage(request: Request) {
  const back = new URL(request.url).searchParams;
  const abandoned = back.get("payment") === "cancelled" ? z.uuid().safeParse(back.get("card")) : null;
  if (abandoned?.success) await abandonGiftCardPayment(abandoned.data);
  const [user, boxes, { businessName }] = await Promise.all([getUser(request), giftBoxes(), getBusinessSettings()]);
  const today = todayInLondon();
  return {
    businessName,
    boxes,
    today,
    lastDay: addDays(today, MAX_SEND_AHEAD_DAYS),
    provider: activeProvider().name,
    cancelled: abandoned?.success ?? false,
    buyer: { name: user && user.name !== user.email ? user.name : "", email: user?.email ?? "" },
  };
}

/** Cards a client address may start buying in an hour (each opens a payment session). */
const PURCHASES_PER_HOUR = 20;

/**
 * "Buy gift card": the form is checked on the server; a box's price is the server's; the card is
 * written waiting for payment and the buyer goes to the active provider's payment page.
 */
export async function buyGiftCardAction(request: Request, clientIp: string) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: BuyGiftCardSchema });
  const refuse = (status: number, title: string, description: string, fieldErrors?: Record<string, string[]>) =>
    data(
      { result: submission.reply(fieldErrors ? { fieldErrors } : undefined), problem: { title, description } },
      { status },
    );
  if (submission.status !== "success")
    return refuse(400, "Gift card not bought", "Please check the highlighted fields.");
  const value = submission.value;
  let amountPence = value.amountPence;
  let boxLabel: string | null = null;
  if (value.boxTypeId) {
    const box = (await giftBoxes()).find((b) => b.id === value.boxTypeId);
    if (!box) {
      const gone = "This box is no longer on sale. Choose another.";
      return refuse(400, "Gift card not bought", gone, { gift: [gone] });
    }
    amountPence = box.pricePence;
    boxLabel = box.label;
  }
  if (!(await consumeRateLimit(`gift-card:buy:${addressBucket(clientIp || "unknown")}`, PURCHASES_PER_HOUR, 3600)))
    return refuse(429, "Too many gift cards", "Please wait an hour and try again.");
  const user = await getUser(request);
  const card = await createPendingGiftCard({
    amountPence: amountPence!,
    boxLabel,
    recipientName: value.recipientName,
    recipientEmail: value.recipientEmail,
    message: value.message,
    sendOn: value.sendOn,
    buyerName: value.buyerName,
    buyerEmail: value.buyerEmail,
    buyerUserId: user?.id ?? null,
  });
  const started = await startGiftCardPayment(card, { returnOrigin: requestOrigin(request) });
  if (!started.ok) return refuse(502, started.title, started.message);
  return redirect(started.url);
}

/** What the thank-you page says of a card in each status. */
const THANKS_STATUS = { active: "paid", cancelled: "cancelled", pending_payment: "waiting" } as const;

/** The thank-you page: the card as paid, or why it is not (still being confirmed, or not paid). */
export async function loadGiftCardThanks(request: Request) {
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const card = sessionId && sessionId.length <= 200 ? await confirmGiftCardPayment(sessionId) : null;
  if (!card) throw redirect("/gift-cards");
  const today = todayInLondon();
  return {
    status: THANKS_STATUS[card.status],
    worth: giftCardWorth(card),
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    buyerEmail: card.buyerEmail,
    sendOn: formatLongDate(card.sendOn),
    sentToday: card.sendOn <= today,
    codeHint: card.codeHint,
  };
}
