import { ChevronDown, ChevronRight, Plus, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { SelectOptions } from "~/components/form-kit";
import { useActionToast } from "~/components/admin/action-toast";
import { DeleteButton } from "~/components/admin/row-actions";
import { DialogActions, DialogFieldError, FormDialog } from "~/components/admin/form-dialog";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { formatPence } from "~/lib/money";
import { cn } from "~/lib/utils";
import type { AdminDish } from "./cuisines.server";
import type { AdminWeek, loadWeeklyCuisinesTab, WeekActionData } from "./weekly-cuisines.server";

type WeeklyCuisinesTabData = Awaited<ReturnType<typeof loadWeeklyCuisinesTab>>;

/**
 * One cuisine of a week (or, `cuisine` null, its dishes of other cuisines): the dishes on that
 * week's menu (opened on demand), each with Remove, and the Add Dish dialog. A past week's menu
 * is shown read-only.
 */
export function WeekCuisineDishes({
  week,
  cuisine,
  dishes,
  candidates,
}: {
  week: AdminWeek;
  cuisine: string | null;
  dishes: AdminDish[];
  candidates: WeeklyCuisinesTabData["dishes"];
}) {
  const [expanded, setExpanded] = useState(false);
  const [adding, setAdding] = useState(false);
  const fetcher = useFetcher<WeekActionData>();
  useActionToast(fetcher.data);
  const title = cuisine ? `${cuisine} dishes` : "Dishes of other cuisines";
  const panelId = `week-${week.id}-${(cuisine ?? "other").replace(/\W+/g, "-")}`;
  const onMenu = new Set(dishes.map((d) => d.id));
  return (
    <div className="px-4 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="px-2"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? <ChevronDown className="size-4" aria-hidden /> : <ChevronRight className="size-4" aria-hidden />}
          {title} ({dishes.length})
        </Button>
        {cuisine && !week.past ? (
          <Button type="button" size="sm" variant="secondary" onClick={() => setAdding(true)}>
            <Plus className="size-3.5" aria-hidden /> Add Dish
            <span className="sr-only">
              {" "}
              to {cuisine} for {week.weekLabel}
            </span>
          </Button>
        ) : null}
      </div>
      {expanded ? (
        <div id={panelId} className="pb-2">
          {!cuisine ? (
            <p className="text-muted px-2 pb-1 text-sm">
              These dishes are on the menu but their cuisine is not one of this weekend&apos;s pair.
            </p>
          ) : null}
          {dishes.length === 0 ? (
            <p className="text-muted px-2 text-sm">No {cuisine} dishes on this week yet.</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {dishes.map((dish) => (
                <li
                  key={dish.id}
                  className={cn(
                    "flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-stone-50",
                    !dish.isAvailable && "text-muted",
                  )}
                >
                  <span className="min-w-0">
                    <span className="font-medium">{dish.name}</span>
                    <span className="text-muted">
                      {" "}
                      · {dish.category ?? "No category"} · {dish.dishType === "vegetarian" ? "Vegetarian" : "Standard"}{" "}
                      · {formatPence(dish.price)}
                      {!dish.isAvailable ? " · Unavailable" : ""}
                    </span>
                  </span>
                  {week.past ? null : (
                    <DeleteButton
                      title={`Take ${dish.name} off the menu of ${week.weekLabel}?`}
                      description={`The dish leaves the menu of ${week.weekLabel} only: its other weekends and the dish itself stay as they are.`}
                      confirmLabel="Remove"
                      onConfirm={() =>
                        fetcher.submit({ intent: "remove-dish", id: week.id, dishId: dish.id }, { method: "post" })
                      }
                      label={`Remove ${dish.name} from ${week.weekLabel}`}
                      variant="ghost"
                      className="shrink-0"
                      disabled={fetcher.state !== "idle"}
                    >
                      <X className="size-3.5" aria-hidden />
                    </DeleteButton>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {cuisine && !week.past ? (
        <AddDishDialog
          open={adding}
          onOpenChange={setAdding}
          week={week}
          cuisine={cuisine}
          candidates={candidates.filter((d) => !onMenu.has(d.id))}
        />
      ) : null}
    </div>
  );
}

function AddDishDialog({
  open,
  onOpenChange,
  week,
  cuisine,
  candidates,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  week: AdminWeek;
  cuisine: string;
  candidates: WeeklyCuisinesTabData["dishes"];
}) {
  const fetcher = useFetcher<WeekActionData>();
  useActionToast(fetcher.data);
  const [error, setError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) onOpenChange(false);
    else setError(fetcher.data.error ?? null);
  }, [fetcher.data, onOpenChange]);
  const selectId = `add-dish-${week.id}-${cuisine.replace(/\W+/g, "-")}`;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setError(null);
        onOpenChange(next);
      }}
      title={
        <>
          Add {cuisine} dish to {week.weekLabel}
        </>
      }
      description="Only available dishes are offered. A dish can be on several weekends: adding it here leaves the menus of its other weekends as they are."
    >
      <fetcher.Form
        method="post"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          const value = new FormData(event.currentTarget).get("dishId");
          if (!value) {
            event.preventDefault();
            setError("Please select a dish");
          }
        }}
      >
        <input type="hidden" name="intent" value="add-dish" />
        <input type="hidden" name="weekId" value={week.id} />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={selectId}>Dish</Label>
          <NativeSelect
            id={selectId}
            name="dishId"
            defaultValue=""
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${selectId}-error` : undefined}
          >
            <option value="">Select a dish</option>
            <SelectOptions options={candidates.map((dish) => ({ value: dish.id, label: dish.name }))} />
          </NativeSelect>
          {candidates.length === 0 ? (
            <p className="text-muted text-sm">Every available {cuisine} dish is already on this week.</p>
          ) : null}
          <DialogFieldError id={`${selectId}-error`} error={error} />
        </div>
        <DialogActions onCancel={() => onOpenChange(false)} pending={busy} pendingLabel="Adding...">
          Add Dish
        </DialogActions>
      </fetcher.Form>
    </FormDialog>
  );
}
