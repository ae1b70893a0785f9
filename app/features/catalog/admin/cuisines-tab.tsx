import { ChevronDown, ChevronRight, Pencil, Plus } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { useActionToast } from "~/components/admin/action-toast";
import { DeleteButton } from "~/components/admin/row-actions";
import { TabPage } from "~/components/admin/tab-heading";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { CuisineDishTable } from "./cuisine-dish-table";
import type { AdminDish, Cuisine, CuisineActionData, loadCuisinesTab } from "./cuisines.server";
import { MenuItemDialog } from "./menu-item-dialog";

type CuisinesTabData = Awaited<ReturnType<typeof loadCuisinesTab>>;

export function CuisinesTab({ cuisines, dishes, options }: CuisinesTabData) {
  const [dialog, setDialog] = useState<{ open: boolean; dish: AdminDish | null; cuisine?: string }>({
    open: false,
    dish: null,
  });
  const close = useCallback((open: boolean) => setDialog((d) => ({ ...d, open })), []);
  const active = cuisines.filter((c) => c.isActive).length;

  return (
    <TabPage
      title="Cuisines"
      description={`${active} active of ${cuisines.length} cuisines. Dishes belong to a cuisine; each weekend offers two.`}
      actions={
        <Button onClick={() => setDialog({ open: true, dish: null })}>
          <Plus className="size-4" aria-hidden /> Add Dish
        </Button>
      }
    >
      <AddCuisineForm />
      {cuisines.length === 0 ? (
        <EmptyState className="mt-6">No cuisines yet. Add the first one above.</EmptyState>
      ) : (
        <ul className="mt-6 flex flex-col gap-3" aria-label="Cuisines">
          {cuisines.map((cuisine) => (
            <CuisineRow
              key={cuisine.id}
              cuisine={cuisine}
              dishes={dishes.filter((d) => d.cuisine === cuisine.name)}
              onAddDish={() => setDialog({ open: true, dish: null, cuisine: cuisine.name })}
              onEditDish={(dish) => setDialog({ open: true, dish })}
            />
          ))}
        </ul>
      )}
      <MenuItemDialog
        open={dialog.open}
        onOpenChange={close}
        item={dialog.dish}
        options={options}
        action="/admin/cuisines"
        presetCuisine={dialog.cuisine}
      />
    </TabPage>
  );
}

function AddCuisineForm() {
  const fetcher = useFetcher<CuisineActionData>();
  useActionToast(fetcher.data);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== "idle";
  // Each answer is a new object: clear the field once per success (not when the page revalidates).
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok && inputRef.current) inputRef.current.value = "";
    setError(fetcher.data.ok ? null : (fetcher.data.fieldError ?? null));
  }, [fetcher.data]);
  return (
    <fetcher.Form
      method="post"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-4"
      onSubmit={(event) => {
        if (!inputRef.current?.value.trim()) {
          event.preventDefault();
          setError("Please enter a cuisine name");
          inputRef.current?.focus();
        }
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <div className="flex min-w-60 flex-1 flex-col gap-1.5">
        <Label htmlFor="new-cuisine">New cuisine</Label>
        <Input
          ref={inputRef}
          id="new-cuisine"
          name="name"
          placeholder="e.g. Rajasthani"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "new-cuisine-error" : undefined}
        />
      </div>
      <Button type="submit" disabled={busy}>
        <Plus className="size-4" aria-hidden /> {busy ? "Adding..." : "Add Cuisine"}
      </Button>
      {error ? (
        <p id="new-cuisine-error" role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function CuisineRow({
  cuisine,
  dishes,
  onAddDish,
  onEditDish,
}: {
  cuisine: Cuisine;
  dishes: AdminDish[];
  onAddDish: () => void;
  onEditDish: (dish: AdminDish) => void;
}) {
  const fetcher = useFetcher<CuisineActionData>();
  useActionToast(fetcher.data);
  const [renaming, setRenaming] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const busy = fetcher.state !== "idle";
  const post = (fields: Record<string, string>) => fetcher.submit({ id: cuisine.id, ...fields }, { method: "post" });
  useEffect(() => {
    if (fetcher.data?.ok) setRenaming(false);
  }, [fetcher.data]);
  const listId = `dishes-${cuisine.id}`;

  return (
    <li className="rounded-xl border border-stone-200 bg-white">
      <div className="flex flex-wrap items-center gap-3 p-4">
        {renaming ? (
          <fetcher.Form method="post" className="flex flex-1 flex-wrap items-center gap-2">
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="id" value={cuisine.id} />
            <Label htmlFor={`rename-${cuisine.id}`} className="sr-only">
              Cuisine name
            </Label>
            <Input
              id={`rename-${cuisine.id}`}
              name="name"
              defaultValue={cuisine.name}
              autoFocus
              required
              className="max-w-64"
              aria-invalid={fetcher.data?.fieldError ? true : undefined}
              onKeyDown={(event) => {
                if (event.key === "Escape") setRenaming(false);
              }}
            />
            <Button type="submit" size="sm" disabled={busy}>
              Save
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
            {fetcher.data?.fieldError ? <p className="w-full text-sm text-red-700">{fetcher.data.fieldError}</p> : null}
          </fetcher.Form>
        ) : (
          <div className="flex flex-1 flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((e) => !e)}
              className="h-auto min-w-0 px-2 text-left text-base whitespace-normal"
            >
              {expanded ? (
                <ChevronDown className="size-4" aria-hidden />
              ) : (
                <ChevronRight className="size-4" aria-hidden />
              )}
              <span className="font-semibold [overflow-wrap:anywhere]">{cuisine.name}</span>
              <span className="text-muted text-sm font-normal">
                ({dishes.length} {dishes.length === 1 ? "dish" : "dishes"})
              </span>
            </Button>
            <Badge variant={cuisine.isActive ? "success" : "muted"}>{cuisine.isActive ? "Active" : "Inactive"}</Badge>
          </div>
        )}
        {!renaming ? (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => setRenaming(true)}
              aria-label={`Rename ${cuisine.name}`}
            >
              <Pencil className="size-3.5" aria-hidden /> Rename
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => post({ intent: "toggle", value: cuisine.isActive ? "deactivate" : "activate" })}
            >
              {cuisine.isActive ? "Deactivate" : "Activate"}
              <span className="sr-only"> {cuisine.name}</span>
            </Button>
            <DeleteButton
              title={`Delete ${cuisine.name}?`}
              description={`The cuisine is removed. Its ${dishes.length} ${dishes.length === 1 ? "dish stays" : "dishes stay"} on the menu without a cuisine. This cannot be undone.`}
              onConfirm={() => post({ intent: "delete" })}
              label={`Delete ${cuisine.name}`}
              disabled={busy}
            />
          </div>
        ) : null}
      </div>
      {expanded ? (
        <div id={listId} className="border-t border-stone-200 p-4">
          <CuisineDishTable dishes={dishes} onEdit={onEditDish} caption={`Dishes of ${cuisine.name}`} />
          <Button type="button" size="sm" variant="secondary" className="mt-3" onClick={onAddDish}>
            <Plus className="size-3.5" aria-hidden /> Add Dish to {cuisine.name}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
