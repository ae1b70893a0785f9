import { Ban } from "lucide-react";
import { useFetcher } from "react-router";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { ACTIONS_COLUMN, ColumnHeads } from "~/components/admin/admin-table";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { EmptyState } from "~/components/admin/empty-state";
import { HeadedSection } from "~/components/admin/headed-section";
import { TabPage } from "~/components/admin/tab-heading";
import { HorizontalScroll } from "~/components/horizontal-scroll";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import { formatShortDate } from "~/lib/dates";
import { formatPence } from "~/lib/money";
import type { GiftCardStatus } from "../list.server";
import type { loadGiftCardsTab } from "./gift-cards.server";
import { IssueGiftCardForm } from "./issue-form";

type TabData = Awaited<ReturnType<typeof loadGiftCardsTab>>;
type Row = TabData["cards"][number];

const STATUS_BADGE: Record<GiftCardStatus, "success" | "muted" | "danger" | "info"> = {
  "Waiting for payment": "info",
  "Not paid": "muted",
  Active: "success",
  "Used up": "muted",
  Cancelled: "danger",
};

const cell = "px-4 py-3 align-top";
const number = `${cell} text-right tabular-nums whitespace-nowrap`;
const COLUMNS = ["Card", "Worth", "Left", "Status", "Recipient", "Emailed on", "From", ACTIONS_COLUMN];

/** The Gift cards tab: every card (its code's last characters only), then the form that issues one. */
export function GiftCardsTab({ cards, today, businessName, actionData }: TabData & { actionData?: ActionResult }) {
  useActionToast(actionData);
  return (
    <TabPage
      title="Gift cards"
      description="Cards bought on the site or issued by you. Only a code's last four characters are kept: the full code is in the recipient's email."
    >
      {cards.length === 0 ? (
        <EmptyState>No gift cards yet. Issue one below, e.g. for a giveaway.</EmptyState>
      ) : (
        <HorizontalScroll className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[64rem] text-left text-sm">
            <caption className="sr-only">Gift cards, the newest first ({cards.length})</caption>
            <thead className="text-muted border-b border-stone-200 bg-stone-50 text-xs tracking-wide uppercase">
              <ColumnHeads
                columns={COLUMNS}
                className="px-4 py-3 whitespace-nowrap [&:nth-child(2)]:text-right [&:nth-child(3)]:text-right"
                lastClassName="px-4 py-3"
              />
            </thead>
            <tbody className="divide-y divide-stone-200">
              {cards.map((card) => (
                <GiftCardRow key={card.id} card={card} />
              ))}
            </tbody>
          </table>
        </HorizontalScroll>
      )}
      <HeadedSection
        id="issue-gift-card-heading"
        title="Issue a gift card"
        className="mt-8 flex max-w-4xl flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5"
      >
        <p className="text-muted text-sm">
          A card you give away, without payment. Its recipient gets it by email on the day you choose, with its code.
        </p>
        <IssueGiftCardForm today={today} businessName={businessName} actionData={actionData} />
      </HeadedSection>
    </TabPage>
  );
}

function GiftCardRow({ card }: { card: Row }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionToast(fetcher);
  const label = `…${card.codeHint}`;
  return (
    <tr className="hover:bg-stone-50">
      <td className={`${cell} font-mono font-semibold whitespace-nowrap`}>{label}</td>
      <td className={number}>
        {formatPence(card.amountPence)}
        {card.boxLabel ? <span className="text-muted block text-xs">{card.boxLabel}</span> : null}
      </td>
      <td className={number}>{formatPence(Math.max(0, card.leftPence))}</td>
      <td className={cell}>
        <Badge variant={STATUS_BADGE[card.standing]}>{card.standing}</Badge>
      </td>
      <td className={cell}>
        {card.recipientName}
        <span className="text-muted block text-xs">{card.recipientEmail}</span>
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {formatShortDate(card.sendOn)}
        <span className="text-muted block text-xs">{card.sentAt ? "Sent" : "Not sent yet"}</span>
      </td>
      <td className={`${cell} max-w-64`}>{card.from}</td>
      <td className={cell}>
        {card.standing === "Active" ? (
          <div className="flex justify-end">
            <ConfirmButton
              trigger={
                <Button type="button" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
                  <Ban className="size-3.5" aria-hidden /> Cancel
                  <span className="sr-only"> gift card {label}</span>
                </Button>
              }
              title={`Cancel gift card ${label}?`}
              description={`The ${formatPence(card.leftPence)} left on it can no longer be used, at checkout or in My account. This cannot be undone.`}
              confirmLabel="Cancel gift card"
              onConfirm={() => fetcher.submit({ intent: "cancel-gift-card", id: card.id }, { method: "post" })}
            />
          </div>
        ) : null}
      </td>
    </tr>
  );
}
