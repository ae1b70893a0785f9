import { Pencil, Power, PowerOff } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { ACTIONS_COLUMN, ColumnHeads, RowLink } from "~/components/admin/admin-table";
import { EmptyState } from "~/components/admin/empty-state";
import { HeadedSection } from "~/components/admin/headed-section";
import { DeleteButton } from "~/components/admin/row-actions";
import { TabPage } from "~/components/admin/tab-heading";
import { HorizontalScroll } from "~/components/horizontal-scroll";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import { formatPence } from "~/lib/money";
import { cn } from "~/lib/utils";
import { PromoForm } from "./promo-form";
import type { PromoStatus } from "./promo-text";
import type { loadPromotionsTab } from "./promotions.server";

type TabData = Awaited<ReturnType<typeof loadPromotionsTab>>;
type Row = TabData["codes"][number];

const STATUS_BADGE: Record<PromoStatus, "success" | "muted" | "danger" | "info"> = {
  Active: "success",
  Scheduled: "info",
  Inactive: "muted",
  Expired: "muted",
  "Used up": "danger",
};

const cell = "px-4 py-3 align-top";
const number = `${cell} text-right tabular-nums whitespace-nowrap`;
/** A deleted row disappears with its fetcher: the tab shows the answer of this shared one. */
const DELETE_KEY = "promo-delete";

const COLUMNS = ["Code", "Gives", "Conditions", "Status", "Uses", "Discount given", "Revenue", ACTIONS_COLUMN];

/** The Promotions tab: the codes with their report, then the form that makes a new one. */
export function PromotionsTab({ codes, boxTypes, actionData }: TabData & { actionData?: ActionResult }) {
  useActionToast(actionData);
  useActionToast(useFetcher<AdminActionResult>({ key: DELETE_KEY }));
  return (
    <TabPage
      title="Promotions"
      description="Promo codes customers type at checkout. Uses, discount and revenue count paid orders only (checkouts and subscription renewals)."
    >
      {codes.length === 0 ? (
        <EmptyState>No promo codes yet. Create one to offer a discount at checkout.</EmptyState>
      ) : (
        <HorizontalScroll className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[64rem] text-left text-sm">
            <caption className="sr-only">Promo codes, the newest first ({codes.length})</caption>
            <thead className="text-muted border-b border-stone-200 bg-stone-50 text-xs tracking-wide uppercase">
              <ColumnHeads
                columns={COLUMNS}
                className="px-4 py-3 whitespace-nowrap [&:nth-child(n+5)]:text-right"
                lastClassName="px-4 py-3"
              />
            </thead>
            <tbody className="divide-y divide-stone-200">
              {codes.map((code) => (
                <PromoRow key={code.id} code={code} />
              ))}
            </tbody>
          </table>
        </HorizontalScroll>
      )}
      <HeadedSection
        id="new-promo-code"
        title="New promo code"
        className="mt-8 flex max-w-4xl flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5"
      >
        <PromoForm boxTypes={boxTypes} actionData={actionData} />
      </HeadedSection>
    </TabPage>
  );
}

function PromoRow({ code }: { code: Row }) {
  const fetcher = useFetcher<AdminActionResult>();
  const deleter = useFetcher<AdminActionResult>({ key: DELETE_KEY });
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle" || deleter.state !== "idle";
  const post = (intent: string, value = "") => fetcher.submit({ intent, id: code.id, value }, { method: "post" });
  return (
    <tr className={cn("hover:bg-stone-50", !code.isActive && "bg-stone-50/60")}>
      <td className={cell}>
        <RowLink to={`/admin/promotions/${code.id}`} className="font-mono font-semibold">
          {code.code}
        </RowLink>
        {code.description ? <span className="text-muted block text-xs">{code.description}</span> : null}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{code.offer}</td>
      <td className={`${cell} max-w-80 min-w-56`}>{code.conditions.join(" · ") || "None"}</td>
      <td className={cell}>
        <Badge variant={STATUS_BADGE[code.status]}>{code.status}</Badge>
      </td>
      <td className={number}>{code.uses}</td>
      <td className={number}>{formatPence(code.discountPence)}</td>
      <td className={number}>{formatPence(code.revenuePence)}</td>
      <td className={cell}>
        <div className="flex justify-end gap-1">
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/promotions/${code.id}`} aria-label={`Edit ${code.code}`}>
              <Pencil className="size-3.5" aria-hidden /> Edit
            </Link>
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => post("toggle-promo", code.isActive ? "deactivate" : "activate")}
            aria-label={`${code.isActive ? "Deactivate" : "Activate"} ${code.code}`}
          >
            {code.isActive ? <PowerOff className="size-3.5" aria-hidden /> : <Power className="size-3.5" aria-hidden />}
            {code.isActive ? "Deactivate" : "Activate"}
          </Button>
          <DeleteButton
            title={`Delete ${code.code}?`}
            description="Customers can no longer use it and it leaves this list. A code already used on an order cannot be deleted: deactivate it instead. This cannot be undone."
            onConfirm={() => deleter.submit({ intent: "delete-promo", id: code.id }, { method: "post" })}
            label={`Delete ${code.code}`}
            disabled={busy}
          />
        </div>
      </td>
    </tr>
  );
}
