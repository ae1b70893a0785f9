import { and, eq, isNull, lte } from "drizzle-orm";
import { giftCards } from "~/db/schema/gift-cards";
import { renderEmail } from "~/features/messaging/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { db, transaction } from "~/lib/db.server";
import { publicUrl } from "~/lib/env.server";
import { todayInLondon } from "~/lib/dates";
import { sendEmail } from "~/lib/mailer.server";
import { formatPence } from "~/lib/money";
import { codeInMail } from "./mail-secret.server";

type GiftCardRow = typeof giftCards.$inferSelect;

/** What a card is, in the buyer's and recipient's words: the box it buys, or its amount. */
export function giftCardWorth(card: { amountPence: number; boxLabel: string | null }): string {
  return card.boxLabel ? `${card.boxLabel} (${formatPence(card.amountPence)})` : formatPence(card.amountPence);
}

/** The recipient's email: who it is from, their message, what it is worth, the code and how to use it. */
async function queueGiftCardEmail(card: GiftCardRow) {
  const { businessName } = await getBusinessSettings();
  const worth = giftCardWorth(card);
  const { html, text } = renderEmail(businessName, {
    heading: `${card.buyerName} sent you a gift card`,
    paragraphs: [
      `Hello ${card.recipientName}, ${card.buyerName} has sent you a ${businessName} gift card worth ${worth}.`,
      ...(card.message ? [`${card.buyerName} says: “${card.message}”`] : []),
      `To use it, sign in and redeem the code in My account: it becomes store credit for your orders. Or type the code at checkout, even without an account.`,
    ],
    rows: [
      ["Worth", worth],
      ["Your code", codeInMail(card)],
    ],
    button: { label: "Redeem it in My account", url: `${publicUrl()}/my-account` },
    footer: "Keep this code safe: whoever has it can spend the card.",
  });
  const what = card.boxLabel ? card.boxLabel : `${formatPence(card.amountPence)} to spend`;
  await sendEmail({
    to: card.recipientEmail,
    subject: `A gift from ${card.buyerName}: ${what} at ${businessName}`,
    html,
    text,
    kind: "gift-card",
  });
}

/**
 * Sends one card's email if it is due (active, its day reached, not sent): marks it sent and
 * queues the email in one transaction; the conditional update makes sure it goes once.
 */
export async function sendGiftCardIfDue(cardId: string, now: Date = new Date()): Promise<boolean> {
  return transaction(async () => {
    const [card] = await db
      .update(giftCards)
      .set({ sentAt: now, updatedAt: now })
      .where(
        and(
          eq(giftCards.id, cardId),
          eq(giftCards.status, "active"),
          isNull(giftCards.sentAt),
          lte(giftCards.sendOn, todayInLondon(now)),
        ),
      )
      .returning();
    if (!card) return false;
    await queueGiftCardEmail(card);
    return true;
  });
}

/** The send-gift-cards job: every active card due today (London) or before and not yet sent. */
export async function sendDueGiftCards(now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.status, "active"), isNull(giftCards.sentAt), lte(giftCards.sendOn, todayInLondon(now))));
  let sent = 0;
  for (const { id } of due) if (await sendGiftCardIfDue(id, now)) sent++;
  return sent;
}
