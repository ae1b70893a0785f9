import { forgetGiftCardsBefore } from "~/features/giftcards/public.server";
import { forgetMessagesBefore } from "~/features/messaging/public.server";
import { anonymiseOrdersPlacedBefore } from "~/features/orders/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { activeSubscriptionOrderIds } from "~/features/subscriptions/public.server";
import { transaction } from "~/lib/db.server";

/** `now` moved back by whole months (UTC); a day past the month's end falls back to its last day. */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/**
 * What the Privacy Policy promises, done (the `apply-retention` job, daily): orders older than the
 * settings' orderRetentionYears are kept for the reports without the person (an active
 * subscription's first order excepted: its renewals read it), gift cards as old that were sent or
 * cancelled lose buyer, recipient and message (what is left on one still redeems by its code), and
 * messages older than messageRetentionMonths lose their address and body. One transaction; returns
 * how many of each.
 */
export async function applyRetention(now = new Date()) {
  const { orderRetentionYears, messageRetentionMonths } = await getBusinessSettings();
  const ordersCutoff = monthsBefore(now, orderRetentionYears * 12);
  return transaction(async () => ({
    orders: await anonymiseOrdersPlacedBefore(ordersCutoff, await activeSubscriptionOrderIds()),
    messages: await forgetMessagesBefore(monthsBefore(now, messageRetentionMonths)),
    giftCards: await forgetGiftCardsBefore(ordersCutoff, now),
  }));
}
