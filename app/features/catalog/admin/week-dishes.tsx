import { ChevronDown, ChevronRight, Plus, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { SubmitButton } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { formatShortDate } from "~/lib/dates";
import { formatPence } from "~/lib/money";
import { cn } from "~/lib/utils";
import type { AdminWeek, loadWeeklyCuisinesTab, WeekActionData } from "./weekly-cuisines.server";

type WeeklyCuisinesTabData = Awaited<ReturnType<typeof loadWeeklyCuisinesTab>>;

/** One cuisine of a week: its dishes on that week (opened on demand) and the Add Dish dialog. */
export function WeekCuisineDishes({
  week,
  cuisine,
  dishes,
  candidates,
}: {
  week: AdminWeek;
  cuisine: string;
  dishes: AdminWeek["dishes"][string];
  candidates: WeeklyCuisinesTabData["dishes"];
}) {
  const [expanded, setExpanded] = useState(false);
  const [adding, setAdding] = useState(false);
  const fetcher = useFetcher<WeekActionData>();
  useActionToast(fetcher.data);
  const panelId = `week-${week.id}-${cuisine.replace(/\W+/g, "-")}`;
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
          {cuisine} dishes ({dishes.length})
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setAdding(true)}>
          <Plus className="size-3.5" aria-hidden /> Add Dish
          <span className="sr-only">
            {" "}
            to {cuisine} for {week.weekLabel}
          </span>
        </Button>
      </div>
      {expanded ? (
        <div id={panelId} className="pb-2">
          {dishes.length === 0 ? (
            <p className="text-muted px-2 text-sm">No {cuisine} dishes on this week yet.</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {dishes.map((dish) => (
                <li
                  key={dish.id}
                  className={cn(
                    "flex flex-wrap items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-stone-50",
                    !dish.isAvailable && "text-muted",
                  )}
                >
                  <span>
                    <span className="font-medium">{dish.name}</span>
                    <span className="text-muted">
                      {" "}
                      · {dish.category ?? "No category"} · {dish.dishType === "vegetarian" ? "Vegetarian" : "Standard"}{" "}
                      · {formatPence(dish.price)}
                      {!dish.isAvailable ? " · Unavailable" : ""}
                    </span>
                  </span>
                  <ConfirmButton
                    title={`Take ${dish.name} off this week?`}
                    description={`The dish stays on the menu but is no longer part of the ${week.weekLabel} weekend.`}
                    confirmLabel="Remove"
                    onConfirm={() =>
                      fetcher.submit({ intent: "remove-dish", id: week.id, dishId: dish.id }, { method: "post" })
                    }
                    trigger={
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        disabled={fetcher.state !== "idle"}
                        aria-label={`Remove ${dish.name} from this week`}
                      >
                        <X className="size-3.5" aria-hidden />
                      </Button>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <AddDishDialog
        open={adding}
        onOpenChange={setAdding}
        week={week}
        cuisine={cuisine}
        candidates={candidates.filter((d) => d.weekAvailable !== week.weekStartDate)}
      />
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Add {cuisine} dish to {week.weekLabel}
          </DialogTitle>
          <DialogDescription>
            Only available dishes are offered. A dish belongs to one week at a time: adding it here moves it from its
            current week.
          </DialogDescription>
        </DialogHeader>
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
              {candidates.map((dish) => (
                <option key={dish.id} value={dish.id}>
                  {dish.name}
                  {dish.weekAvailable ? ` (now on ${formatShortDate(dish.weekAvailable)})` : ""}
                </option>
              ))}
            </NativeSelect>
            {candidates.length === 0 ? (
              <p className="text-muted text-sm">Every available {cuisine} dish is already on this week.</p>
            ) : null}
            {error ? (
              <p id={`${selectId}-error`} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton pending={busy} pendingLabel="Adding...">
              Add Dish
            </SubmitButton>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
