import { Copy, ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { useActionToast } from "~/components/admin/action-toast";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { ListSection } from "~/components/admin/list-section";
import { TabPage } from "~/components/admin/tab-heading";
import { useEditing } from "~/components/admin/use-editing";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatShortDate } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { CopyWeekDialog } from "./week-copy-dialog";
import { WeekCuisineDishes } from "./week-dishes";
import { WeekForm } from "./week-form";
import { dishCount } from "./week-format";
import type { PlannedWeek } from "./week-publishing.server";
import { PublishButton, PublishingState } from "./week-publishing";
import type { AdminWeek, loadWeeklyCuisinesTab, WeekActionData } from "./weekly-cuisines.server";

type WeeklyCuisinesTabData = Awaited<ReturnType<typeof loadWeeklyCuisinesTab>>;

export function WeeklyCuisinesTab({
  weeks,
  options,
  dishes,
  thisSaturday,
  actionData,
}: WeeklyCuisinesTabData & { actionData: WeekActionData | undefined }) {
  const [editing, setEditing] = useEditing<AdminWeek>(weeks, actionData ?? undefined);
  useActionToast(actionData);

  return (
    <TabPage
      title="Weekly Cuisines"
      description="Each weekend (Saturday and Sunday) offers two cuisines and its own menu of their dishes. A new weekend is a draft: customers see it only once you publish it, and it can be published when its menu fills every box. Planning one weekend never changes another."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <WeekForm
          key={editing?.id ?? "new"}
          week={editing}
          options={options}
          thisSaturday={thisSaturday}
          lastResult={actionData?.result}
          onCancel={() => setEditing(null)}
        />
        <ListSection
          id="weeks-heading"
          title="Weeks"
          count={weeks.length}
          className="flex min-w-0 flex-col gap-3"
          empty={<EmptyState>No weekly cuisines yet. Add the first weekend with the form.</EmptyState>}
        >
          <ul className="flex flex-col gap-3">
            {weeks.map((week, index) => (
              <WeekRow
                key={week.id}
                week={week}
                earlier={weeks.slice(index + 1)}
                dishes={dishes}
                editing={editing?.id === week.id}
                onEdit={() => setEditing(week)}
              />
            ))}
          </ul>
        </ListSection>
      </div>
    </TabPage>
  );
}

/** A week: its dates, cuisines and state, its actions, and its menu per cuisine. */
function WeekRow({
  week,
  earlier,
  dishes,
  editing,
  onEdit,
}: {
  week: PlannedWeek;
  /** The weeks before it, the latest first: what its menu can be copied from. */
  earlier: AdminWeek[];
  dishes: WeeklyCuisinesTabData["dishes"];
  editing: boolean;
  onEdit: () => void;
}) {
  const [copying, setCopying] = useState(false);
  const fetcher = useFetcher<WeekActionData>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const post = (fields: Record<string, string>) => fetcher.submit({ id: week.id, ...fields }, { method: "post" });
  return (
    <li
      className={cn(
        "rounded-xl border bg-white",
        editing ? "border-brand-500 ring-brand-200 ring-2" : "border-stone-200",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h3 className="text-lg font-semibold">{week.weekLabel}</h3>
          <p className="text-muted text-sm">
            {formatShortDate(week.weekStartDate)} – {formatShortDate(week.weekEndDate)} · {dishCount(week.dishTotal)} on
            the menu
          </p>
          <div className="flex flex-wrap gap-1.5">
            {week.cuisines.map((c) => (
              <Badge key={c}>{c}</Badge>
            ))}
            <Badge variant={week.isActive ? "success" : "muted"}>{week.isActive ? "Published" : "Draft"}</Badge>
            {week.thisWeekend ? <Badge variant="info">This weekend</Badge> : null}
            {week.past ? <Badge variant="muted">Past</Badge> : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {week.past ? null : <EditButton label={`Edit ${week.weekLabel}`} onClick={onEdit} />}
          {week.past ? null : <PublishButton week={week} busy={busy} onPost={(intent) => post({ intent })} />}
          <DeleteButton
            title={`Delete the week of ${week.weekLabel}?`}
            description={`The weekend's cuisine pair and its menu of ${dishCount(week.dishTotal)} are removed; the dishes themselves stay in the Menu tab and on their other weekends. This cannot be undone.`}
            onConfirm={() => post({ intent: "delete" })}
            label={`Delete ${week.weekLabel}`}
            disabled={busy}
          />
        </div>
      </div>
      {week.past ? null : <PublishingState week={week} />}
      <div className="flex flex-col divide-y divide-stone-100 border-t border-stone-200">
        {week.cuisines.map((cuisine) => (
          <WeekCuisineDishes
            key={cuisine}
            week={week}
            cuisine={cuisine}
            dishes={week.dishes[cuisine] ?? []}
            candidates={dishes.filter((d) => d.cuisine === cuisine)}
          />
        ))}
        {week.otherDishes.length > 0 ? (
          <WeekCuisineDishes week={week} cuisine={null} dishes={week.otherDishes} candidates={[]} />
        ) : null}
      </div>
      {(!week.past && earlier.length > 0) || (week.isActive && !week.past) ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-stone-200 px-4 py-3">
          {!week.past && earlier.length > 0 ? (
            <Button type="button" size="sm" variant="outline" onClick={() => setCopying(true)}>
              <Copy className="size-3.5" aria-hidden /> Copy from an earlier week
              <span className="sr-only"> to {week.weekLabel}</span>
            </Button>
          ) : null}
          {week.isActive && !week.past ? (
            <Button asChild size="sm" variant="ghost">
              <Link to={`/menu?week=${week.id}`}>
                <ExternalLink className="size-3.5" aria-hidden /> View menu
                <span className="sr-only"> of {week.weekLabel} on the website</span>
              </Link>
            </Button>
          ) : null}
        </div>
      ) : null}
      {!week.past && earlier.length > 0 ? (
        <CopyWeekDialog open={copying} onOpenChange={setCopying} week={week} earlier={earlier} />
      ) : null}
    </li>
  );
}
