import { Pencil, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { TabHeading } from "~/components/admin/tab-heading";
import { useEditing } from "~/components/admin/use-editing";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatShortDate } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { WeekCuisineDishes } from "./week-dishes";
import { WeekForm } from "./week-form";
import type { AdminWeek, loadWeeklyCuisinesTab, WeekActionData } from "./weekly-cuisines.server";

type WeeklyCuisinesTabData = Awaited<ReturnType<typeof loadWeeklyCuisinesTab>>;

export function WeeklyCuisinesTab({
  weeks,
  options,
  dishes,
  actionData,
}: WeeklyCuisinesTabData & { actionData: WeekActionData | undefined }) {
  const [editing, setEditing] = useEditing<AdminWeek>(weeks, actionData ?? undefined);
  useActionToast(actionData);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <TabHeading
        title="Weekly Cuisines"
        description="Each weekend (Saturday and Sunday) offers two cuisines. The latest active week is the one customers order from."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <WeekForm
          key={editing?.id ?? "new"}
          week={editing}
          options={options}
          lastResult={actionData?.result}
          onCancel={() => setEditing(null)}
        />
        <section aria-labelledby="weeks-heading" className="flex flex-col gap-3">
          <h2 id="weeks-heading" className="text-lg font-semibold">
            Weeks ({weeks.length})
          </h2>
          {weeks.length === 0 ? (
            <p className="text-muted rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
              No weekly cuisines yet. Add the first weekend with the form.
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {weeks.map((week) => (
                <WeekRow
                  key={week.id}
                  week={week}
                  dishes={dishes}
                  editing={editing?.id === week.id}
                  onEdit={() => setEditing(week)}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}

function WeekRow({
  week,
  dishes,
  editing,
  onEdit,
}: {
  week: AdminWeek;
  dishes: WeeklyCuisinesTabData["dishes"];
  editing: boolean;
  onEdit: () => void;
}) {
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
            {formatShortDate(week.weekStartDate)} – {formatShortDate(week.weekEndDate)}
          </p>
          <div className="flex flex-wrap gap-1.5">
            {week.cuisines.map((c) => (
              <Badge key={c}>{c}</Badge>
            ))}
            <Badge variant={week.isActive ? "success" : "muted"}>{week.isActive ? "Active" : "Inactive"}</Badge>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${week.weekLabel}`}>
            <Pencil className="size-3.5" aria-hidden /> Edit
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => post({ intent: "toggle", value: week.isActive ? "deactivate" : "activate" })}
          >
            {week.isActive ? "Deactivate" : "Activate"}
            <span className="sr-only"> {week.weekLabel}</span>
          </Button>
          <ConfirmButton
            title={`Delete the week of ${week.weekLabel}?`}
            description="The weekly cuisine pair is removed. Its dishes stay on the menu. This cannot be undone."
            onConfirm={() => post({ intent: "delete" })}
            trigger={
              <Button type="button" size="sm" variant="outline" disabled={busy} aria-label={`Delete ${week.weekLabel}`}>
                <Trash2 className="size-3.5" aria-hidden /> Delete
              </Button>
            }
          />
        </div>
      </div>
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
      </div>
    </li>
  );
}
