import { parseWithZod } from "@conform-to/zod/v4";
import { ChevronDown, ChevronRight, Pencil, Plus, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { data, useFetcher } from "react-router";
import { z } from "zod";
import { useActionToast } from "~/components/admin/action-toast";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { TabHeading } from "~/components/admin/tab-heading";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { BOX_TYPE_OPTIONS, MenuItemSchema } from "~/features/catalog/admin-menu-schemas";
import {
  deleteMenuItem,
  menuFormOptions,
  MenuItemNotFoundError,
  saveMenuItem,
} from "~/features/catalog/admin-menu.server";
import {
  type AdminDish,
  addCuisine,
  type Cuisine,
  deleteCuisine,
  listCuisines,
  listDishes,
  renameCuisine,
  setCuisineActive,
} from "~/features/catalog/admin-cuisines.server";
import { CuisineNameSchema } from "~/features/catalog/cuisine-schemas";
import { MenuItemDialog, type MenuItemActionData } from "~/features/catalog/components/menu-item-dialog";
import { formatShortDate } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { formatPence } from "~/lib/money";
import { cn } from "~/lib/utils";
import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import type { Route } from "./+types/cuisines";

export const meta: Route.MetaFunction = () => [{ title: "Cuisines | Admin Dashboard" }];

export async function loader() {
  const [cuisines, dishes, options] = await Promise.all([listCuisines(), listDishes(), menuFormOptions()]);
  return { cuisines, dishes, options };
}

type CuisineActionData = MenuItemActionData & { fieldError?: string };

const fail = (title: string, description?: string, status = 400, extra: Partial<CuisineActionData> = {}) =>
  data({ ...extra, toast: { type: "error", title, description } } satisfies CuisineActionData, { status });
const done = (title: string, extra: Partial<CuisineActionData> = {}): CuisineActionData => ({
  ok: true,
  ...extra,
  toast: { type: "success", title },
});

const IdSchema = z.uuid();

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "save") {
    // The Add Dish / Edit Dish dialog.
    const submission = parseWithZod(formData, { schema: MenuItemSchema });
    if (submission.status !== "success")
      return fail("Failed to save dish", "Please check the highlighted fields.", 400, { result: submission.reply() });
    const { cuisines } = await menuFormOptions();
    if (!cuisines.some((c) => c.name === submission.value.cuisine)) {
      return fail("Failed to save dish", undefined, 400, {
        result: submission.reply({ fieldErrors: { cuisine: ["Please select a cuisine"] } }),
      });
    }
    try {
      const saved = await saveMenuItem(submission.value);
      return done(saved.created ? "Dish added" : "Dish updated", { result: submission.reply({ resetForm: true }) });
    } catch (error) {
      if (!(error instanceof MenuItemNotFoundError)) logger.error({ err: error }, "save dish failed");
      return fail("Failed to save dish", undefined, error instanceof MenuItemNotFoundError ? 404 : 500, {
        result: submission.reply(),
      });
    }
  }

  if (intent === "add") {
    const parsed = CuisineNameSchema.safeParse({ name: formData.get("name") ?? undefined });
    if (!parsed.success)
      return fail(parsed.error.issues[0].message, undefined, 400, { fieldError: parsed.error.issues[0].message });
    const outcome = await addCuisine(parsed.data.name).catch(() => ({
      ok: false as const,
      error: "Failed to add cuisine",
    }));
    if (!outcome.ok) return fail("Failed to add cuisine", outcome.error, 400, { fieldError: outcome.error });
    return done(`Cuisine "${parsed.data.name}" added`);
  }

  const id = IdSchema.safeParse(formData.get("id"));
  if (!id.success) return fail("Failed to fetch data");

  switch (intent) {
    case "rename": {
      const parsed = CuisineNameSchema.safeParse({ name: formData.get("name") ?? undefined });
      if (!parsed.success)
        return fail(parsed.error.issues[0].message, undefined, 400, { fieldError: parsed.error.issues[0].message });
      const outcome = await renameCuisine(id.data, parsed.data.name).catch(() => ({
        ok: false as const,
        error: "Failed to update cuisine",
      }));
      if (!outcome.ok) return fail("Failed to update cuisine", outcome.error, 400, { fieldError: outcome.error });
      return done("Cuisine updated");
    }
    case "toggle": {
      const active = formData.get("value") === "activate";
      const ok = await setCuisineActive(id.data, active).catch(() => false);
      return ok ? done(active ? "Cuisine activated" : "Cuisine deactivated") : fail("Failed to update cuisine");
    }
    case "delete": {
      const outcome = await deleteCuisine(id.data).catch(() => ({ ok: false as const, error: undefined }));
      return outcome.ok ? done("Cuisine deleted") : fail("Failed to delete cuisine", outcome.error);
    }
    case "delete-dish": {
      const ok = await deleteMenuItem(id.data).catch(() => false);
      return ok ? done("Dish deleted") : fail("Failed to delete dish");
    }
  }
  return fail("Failed to update cuisine");
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to fetch data" />;
}

export default function CuisinesTab({ loaderData }: Route.ComponentProps) {
  const { cuisines, dishes, options } = loaderData;
  const [dialog, setDialog] = useState<{ open: boolean; dish: AdminDish | null; cuisine?: string }>({
    open: false,
    dish: null,
  });
  const close = useCallback((open: boolean) => setDialog((d) => ({ ...d, open })), []);
  const active = cuisines.filter((c) => c.isActive).length;

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <TabHeading
        title="Cuisines"
        description={`${active} active of ${cuisines.length} cuisines. Dishes belong to a cuisine; each weekend offers two.`}
      >
        <Button onClick={() => setDialog({ open: true, dish: null })}>
          <Plus className="size-4" aria-hidden /> Add Dish
        </Button>
      </TabHeading>
      <AddCuisineForm />
      {cuisines.length === 0 ? (
        <p className="text-muted mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
          No cuisines yet. Add the first one above.
        </p>
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
    </main>
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
              className="px-2 text-base"
            >
              {expanded ? (
                <ChevronDown className="size-4" aria-hidden />
              ) : (
                <ChevronRight className="size-4" aria-hidden />
              )}
              <span className="font-semibold">{cuisine.name}</span>
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
            <ConfirmButton
              title={`Delete ${cuisine.name}?`}
              description={`The cuisine is removed. Its ${dishes.length} ${dishes.length === 1 ? "dish stays" : "dishes stay"} on the menu without a cuisine. This cannot be undone.`}
              onConfirm={() => post({ intent: "delete" })}
              trigger={
                <Button type="button" size="sm" variant="outline" disabled={busy} aria-label={`Delete ${cuisine.name}`}>
                  <Trash2 className="size-3.5" aria-hidden /> Delete
                </Button>
              }
            />
          </div>
        ) : null}
      </div>
      {expanded ? (
        <div id={listId} className="border-t border-stone-200 p-4">
          <DishTable dishes={dishes} onEdit={onEditDish} caption={`Dishes of ${cuisine.name}`} />
          <Button type="button" size="sm" variant="secondary" className="mt-3" onClick={onAddDish}>
            <Plus className="size-3.5" aria-hidden /> Add Dish to {cuisine.name}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

const BOX_LABEL = Object.fromEntries(BOX_TYPE_OPTIONS.map((o) => [o.value, o.label]));

export function DishTable({
  dishes,
  onEdit,
  caption,
}: {
  dishes: AdminDish[];
  onEdit?: (dish: AdminDish) => void;
  caption: string;
}) {
  if (dishes.length === 0) return <p className="text-muted text-sm">No dishes yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-muted text-xs uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Dish
            </th>
            <th scope="col" className="py-2 pr-3">
              Price
            </th>
            <th scope="col" className="py-2 pr-3">
              Box type
            </th>
            <th scope="col" className="py-2 pr-3">
              Dish type
            </th>
            <th scope="col" className="py-2 pr-3">
              Week
            </th>
            <th scope="col" className="py-2 pr-3">
              Availability
            </th>
            {onEdit ? (
              <th scope="col" className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {dishes.map((dish) => (
            <DishRow key={dish.id} dish={dish} onEdit={onEdit} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DishRow({ dish, onEdit }: { dish: AdminDish; onEdit?: (dish: AdminDish) => void }) {
  const fetcher = useFetcher<CuisineActionData>();
  useActionToast(fetcher.data);
  return (
    <tr className={cn(!dish.isAvailable && "text-muted")}>
      <td className="py-2 pr-3">
        <span className="text-ink font-medium">{dish.name}</span>
        {dish.category ? <span className="text-muted block text-xs">{dish.category}</span> : null}
      </td>
      <td className="py-2 pr-3 tabular-nums">{formatPence(dish.price)}</td>
      <td className="py-2 pr-3">{BOX_LABEL[dish.boxType]}</td>
      <td className="py-2 pr-3">
        {dish.dishType === "vegetarian" ? <Badge variant="success">Vegetarian</Badge> : "Standard"}
      </td>
      <td className="py-2 pr-3">{dish.weekAvailable ? formatShortDate(dish.weekAvailable) : "—"}</td>
      <td className="py-2 pr-3">
        <Badge variant={dish.isAvailable ? "success" : "muted"}>{dish.isAvailable ? "Available" : "Unavailable"}</Badge>
      </td>
      {onEdit ? (
        <td className="py-2">
          <div className="flex justify-end gap-1">
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => onEdit(dish)}
              aria-label={`Edit ${dish.name}`}
            >
              <Pencil className="size-3.5" aria-hidden /> Edit
            </Button>
            <ConfirmButton
              title={`Delete ${dish.name}?`}
              description="The dish is removed from the menu. Past orders keep their copy of the dish. This cannot be undone."
              onConfirm={() =>
                fetcher.submit({ intent: "delete-dish", id: dish.id }, { method: "post", action: "/admin/cuisines" })
              }
              trigger={
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={fetcher.state !== "idle"}
                  aria-label={`Delete ${dish.name}`}
                >
                  <Trash2 className="size-3.5" aria-hidden />
                </Button>
              }
            />
          </div>
        </td>
      ) : null}
    </tr>
  );
}
