import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import type * as React from "react";
import { useCallback, useState } from "react";
import { data, Form, useFetcher, useNavigation, useSubmit } from "react-router";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { Pagination } from "~/components/admin/pagination";
import { TabHeading } from "~/components/admin/tab-heading";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { firstWords, MenuFiltersSchema, MenuItemSchema } from "~/features/catalog/admin-menu-schemas";
import {
  type AdminMenuItem,
  deleteMenuItem,
  listMenuItems,
  menuFormOptions,
  MenuItemNotFoundError,
  saveMenuItem,
  swapMenuItemOrder,
} from "~/features/catalog/admin-menu.server";
import { MenuItemDialog, type MenuItemActionData } from "~/features/catalog/components/menu-item-dialog";
import { logger } from "~/lib/logger.server";
import { formatPence } from "~/lib/money";
import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => [{ title: "Menu Management | Admin Dashboard" }];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = MenuFiltersSchema.parse(Object.fromEntries(url.searchParams));
  const [list, options] = await Promise.all([listMenuItems(filters), menuFormOptions()]);
  return { ...list, options, filters };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");

  if (intent === "delete") {
    try {
      await deleteMenuItem(id);
      return { ok: true, toast: { type: "success", title: "Menu item deleted" } } satisfies AdminActionResult;
    } catch (error) {
      logger.error({ err: error }, "delete menu item failed");
      return data({ toast: { type: "error", title: "Error deleting menu item" } } satisfies AdminActionResult, {
        status: 500,
      });
    }
  }

  if (intent === "move") {
    try {
      await swapMenuItemOrder(id, String(formData.get("neighbourId") ?? ""));
      return { ok: true } satisfies AdminActionResult;
    } catch (error) {
      logger.error({ err: error }, "reorder menu item failed");
      return data(
        {
          toast: { type: "error", title: "Error saving menu item", description: "Failed to save the menu item" },
        } satisfies AdminActionResult,
        { status: 500 },
      );
    }
  }

  if (intent !== "save")
    return data({ toast: { type: "error", title: "Unknown action" } } satisfies AdminActionResult, { status: 400 });
  const submission = parseWithZod(formData, { schema: MenuItemSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() } satisfies MenuItemActionData, { status: 400 });
  }
  const options = await menuFormOptions();
  if (!options.cuisines.some((c) => c.name === submission.value.cuisine)) {
    return data(
      {
        result: submission.reply({ fieldErrors: { cuisine: ["Please select a cuisine"] } }),
      } satisfies MenuItemActionData,
      { status: 400 },
    );
  }
  try {
    const saved = await saveMenuItem(submission.value);
    return {
      ok: true,
      result: submission.reply({ resetForm: true }),
      toast: { type: "success", title: saved.created ? "Menu item added" : "Menu item updated" },
    } satisfies MenuItemActionData;
  } catch (error) {
    if (!(error instanceof MenuItemNotFoundError)) logger.error({ err: error }, "save menu item failed");
    return data(
      {
        result: submission.reply(),
        toast: { type: "error", title: "Error saving menu item", description: "Failed to save the menu item" },
      } satisfies MenuItemActionData,
      { status: error instanceof MenuItemNotFoundError ? 404 : 500 },
    );
  }
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load menu data" />;
}

export default function MenuTab({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageCount, options, filters } = loaderData;
  const [dialog, setDialog] = useState<{ open: boolean; item: AdminMenuItem | null }>({ open: false, item: null });
  const close = useCallback((open: boolean) => setDialog((d) => ({ ...d, open })), []);
  const reorderable = filters.sort === "order";
  // Deletes are sent by the cards; the answer is shown here, as the card itself disappears.
  useActionToast(useFetcher<AdminActionResult>({ key: "menu-delete" }));

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <TabHeading title="Menu Management" description={`${total} ${total === 1 ? "dish" : "dishes"}`}>
        <Button onClick={() => setDialog({ open: true, item: null })}>
          <Plus className="size-4" aria-hidden /> Add Menu Item
        </Button>
      </TabHeading>
      <MenuFilters filters={filters} options={options} />
      {items.length === 0 ? (
        <p className="text-muted rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
          No menu items found.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Dishes">
          {items.map((item, index) => (
            <DishCard
              key={item.id}
              item={item}
              previous={reorderable ? items[index - 1] : undefined}
              next={reorderable ? items[index + 1] : undefined}
              reorderable={reorderable}
              onEdit={() => setDialog({ open: true, item })}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} label="Dishes" />
      <MenuItemDialog open={dialog.open} onOpenChange={close} item={dialog.item} options={options} />
    </main>
  );
}

function MenuFilters({ filters, options }: Pick<Route.ComponentProps["loaderData"], "filters" | "options">) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/admin";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter dishes"
      className="mb-6 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === "SELECT")
          submit(event.currentTarget, { replace: true, preventScrollReset: true });
      }}
    >
      <div className="flex flex-col gap-1.5 lg:col-span-2">
        <Label htmlFor="menu-q">Search</Label>
        <Input id="menu-q" name="q" type="search" placeholder="Name or description" defaultValue={filters.q ?? ""} />
      </div>
      <FilterSelect id="menu-cuisine" label="Cuisine" name="cuisine" value={filters.cuisine}>
        <option value="">All cuisines</option>
        {options.cuisines.map((c) => (
          <option key={c.name} value={c.name}>
            {c.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="menu-category" label="Category" name="category" value={filters.category}>
        <option value="">All categories</option>
        {options.categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="menu-availability" label="Availability" name="availability" value={filters.availability}>
        <option value="">All dishes</option>
        <option value="available">Available</option>
        <option value="unavailable">Unavailable</option>
      </FilterSelect>
      <FilterSelect id="menu-sort" label="Sort by" name="sort" value={filters.sort}>
        <option value="order">Display order</option>
        <option value="name">Name</option>
        <option value="price">Price</option>
        <option value="week">Week</option>
        <option value="newest">Newest</option>
      </FilterSelect>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-6">
        <Button type="submit" variant="secondary" size="sm" disabled={searching}>
          {searching ? "Searching..." : "Apply filters"}
        </Button>
      </div>
    </Form>
  );
}

function FilterSelect({
  id,
  label,
  name,
  value,
  children,
}: {
  id: string;
  label: string;
  name: string;
  value?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value ?? ""} key={value ?? ""}>
        {children}
      </NativeSelect>
    </div>
  );
}

function DishCard({
  item,
  previous,
  next,
  reorderable,
  onEdit,
}: {
  item: AdminMenuItem;
  previous?: AdminMenuItem;
  next?: AdminMenuItem;
  reorderable: boolean;
  onEdit: () => void;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  const deleter = useFetcher<AdminActionResult>({ key: "menu-delete" });
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle" || (deleter.state !== "idle" && deleter.formData?.get("id") === item.id);
  const move = (neighbour: AdminMenuItem) =>
    fetcher.submit(
      { intent: "move", id: item.id, neighbourId: neighbour.id },
      { method: "post", action: "/admin?index" },
    );
  return (
    <li
      className={`flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm ${busy ? "opacity-60" : ""}`}
    >
      <div className="aspect-[4/3] bg-stone-100">
        {item.imageUrl ? <img src={item.imageUrl} alt="" loading="lazy" className="size-full object-cover" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 className="font-semibold">{item.name}</h2>
            {item.nativeName ? <p className="text-muted text-sm">{item.nativeName}</p> : null}
          </div>
          <span className="font-semibold">{formatPence(item.price)}</span>
        </div>
        {item.description ? <p className="text-sm">{firstWords(item.description, 5)}</p> : null}
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={item.isAvailable ? "success" : "muted"}>
            {item.isAvailable ? "Available" : "Unavailable"}
          </Badge>
          {item.cuisine ? <Badge>{item.cuisine}</Badge> : null}
          {item.categoryName ? <Badge variant="info">{item.categoryName}</Badge> : null}
          <Badge variant="muted">
            {item.boxType === "both" ? "Both boxes" : item.boxType === "essentials" ? "Essentials" : "Essentials Plus"}
          </Badge>
          <Badge variant="muted">{item.dishType === "vegetarian" ? "Vegetarian" : "Standard"}</Badge>
          {item.dietaryInfo.map((d) => (
            <Badge key={d} variant="muted">
              {d}
            </Badge>
          ))}
        </div>
        <p className="text-muted text-xs">
          Display order {item.displayOrder}
          {item.weekAvailable ? ` · week of ${item.weekAvailable}` : ""}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {reorderable ? (
            <>
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="size-8"
                aria-label={`Move ${item.name} up`}
                disabled={!previous || busy}
                onClick={() => previous && move(previous)}
              >
                <ArrowUp className="size-4" aria-hidden />
              </Button>
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="size-8"
                aria-label={`Move ${item.name} down`}
                disabled={!next || busy}
                onClick={() => next && move(next)}
              >
                <ArrowDown className="size-4" aria-hidden />
              </Button>
            </>
          ) : null}
          <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${item.name}`}>
            <Pencil className="size-3.5" aria-hidden /> Edit
          </Button>
          <ConfirmButton
            title="Delete this menu item?"
            description={`"${item.name}" will be removed from the menu. This cannot be undone.`}
            onConfirm={() =>
              deleter.submit({ intent: "delete", id: item.id }, { method: "post", action: "/admin?index" })
            }
            trigger={
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="text-red-700"
                aria-label={`Delete ${item.name}`}
                disabled={busy}
              >
                <Trash2 className="size-3.5" aria-hidden /> Delete
              </Button>
            }
          />
        </div>
      </div>
    </li>
  );
}
