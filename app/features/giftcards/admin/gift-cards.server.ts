import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { getBusinessSettings } from "~/features/settings/public.server";
import type { ActionResult } from "~/lib/action-result";
import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { todayInLondon } from "~/lib/dates";
import { dispatchIntent } from "~/lib/intents.server";
import { formatPence } from "~/lib/money";
import { IssueGiftCardSchema } from "../issue-schema";
import { issueGiftCard } from "../issue.server";
import { cancelGiftCard, listGiftCards } from "../list.server";

/** How the back-office names an admin (their account's email), handed in by the route. */
export type AdminEmailOf = (userId: string) => Promise<{ email: string } | null>;

/** The Gift cards tab: every card, who it is from, and the issuing form's defaults. */
export async function loadGiftCardsTab(emailOf: AdminEmailOf, now = new Date()) {
  const [cards, settings] = await Promise.all([listGiftCards(), getBusinessSettings()]);
  const issuers = new Map<string, string>();
  for (const id of new Set(cards.flatMap((c) => (c.issuedBy ? [c.issuedBy] : []))))
    issuers.set(id, (await emailOf(id))?.email ?? "a former admin");
  return {
    today: todayInLondon(now),
    businessName: settings.businessName,
    cards: cards.map(({ issuedBy, buyerEmail, ...card }) => ({
      ...card,
      from: issuedBy ? `Issued by ${issuers.get(issuedBy)}` : `${card.buyerName} (${buyerEmail})`,
      sentAt: card.sentAt?.toISOString() ?? null,
      createdAt: card.createdAt.toISOString(),
      paidAt: card.paidAt?.toISOString() ?? null,
    })),
  };
}

export type GiftCardsActionResult = ActionResult<{ issued?: boolean }>;

async function issue(formData: FormData, admin: { id: string; email: string }) {
  const submission = parseWithZod(formData, { schema: IssueGiftCardSchema });
  if (submission.status !== "success")
    return failed("Gift card not issued", {
      result: submission.reply(),
      description: "Please check the highlighted fields.",
    });
  const value = submission.value;
  return attempt(
    "Gift card not issued",
    () =>
      issueGiftCard({
        amountPence: value.amount,
        recipientName: value.recipientName,
        recipientEmail: value.recipientEmail,
        message: value.message,
        sendOn: value.sendOn,
        buyerName: value.buyerName,
        buyerEmail: admin.email,
        issuedBy: admin.id,
      }),
    (card) =>
      succeeded(
        {
          title: `${formatPence(card.amountPence)} gift card issued`,
          description:
            card.sendOn <= todayInLondon()
              ? `Emailed to ${card.recipientEmail} now.`
              : `It will be emailed to ${card.recipientEmail} on ${card.sendOn}.`,
        },
        { issued: true, result: submission.reply({ resetForm: true }) },
      ),
    { result: submission.reply() },
  );
}

const IdSchema = z.object({ id: z.uuid() });

/** The tab's action: issue a card, or cancel one. */
export function giftCardsAction(request: Request, admin: { id: string; email: string }) {
  return dispatchIntent(request, {
    "issue-gift-card": (formData) => issue(formData, admin),
    "cancel-gift-card": (formData) => {
      const parsed = IdSchema.safeParse({ id: formData.get("id") });
      if (!parsed.success) return failed("Gift card not found", { status: 404 });
      return attempt(
        "Gift card not cancelled",
        () => cancelGiftCard(parsed.data.id),
        (done) =>
          done
            ? succeeded("Gift card cancelled")
            : failed("Gift card not cancelled", {
                status: 409,
                description: "Only an active card with something left on it can be cancelled.",
              }),
      );
    },
  });
}
