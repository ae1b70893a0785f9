import { Plus } from "lucide-react";
import type * as React from "react";
import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { useActionToast } from "~/components/admin/action-toast";
import { Pagination } from "~/components/admin/pagination";
import { FilterForm, FilterSelect, SearchField, useSearching } from "~/components/admin/filter-form";
import { neighbours } from "~/components/admin/reorder-buttons";
import { TabPage } from "~/components/admin/tab-heading";
import { SelectOptions } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import { MenuDishCard } from "./menu-dish-card";
import { MenuItemDialog } from "./menu-item-dialog";
import type { AdminMenuItem, loadMenuTab } from "./menu.server";

type MenuTabData = Awaited<ReturnType<typeof loadMenuTab>>;

export function MenuTab({ items, total, page, pageCount, options, filters }: MenuTabData) {
  const [dialog, setDialog] = useState<{ open: boolean; item: AdminMenuItem | null }>({ open: false, item: null });
  const close = useCallback((open: boolean) => setDialog((d) => ({ ...d, open })), []);
  const reorderable = filters.sort === "order";
  // Deletes are sent by the cards; the answer is shown here, as the card itself disappears.
  useActionToast(useFetcher<ActionResult>({ key: "menu-delete" }));

  return (
    <TabPage
      title="Menu Management"
      description={`${total} ${total === 1 ? "dish" : "dishes"}`}
      actions={
        <Button onClick={() => setDialog({ open: true, item: null })}>
          <Plus className="size-4" aria-hidden /> Add Menu Item
        </Button>
      }
    >
      <MenuFilters filters={filters} options={options} />
      {items.length === 0 ? (
        <EmptyState>No menu items found.</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Dishes">
          {items.map((item, index) => (
            <MenuDishCard
              key={item.id}
              item={item}
              {...neighbours(items, index, reorderable)}
              onEdit={() => setDialog({ open: true, item })}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} label="Dishes" />
      <MenuItemDialog open={dialog.open} onOpenChange={close} item={dialog.item} options={options} />
    </TabPage>
  );
}

function MenuFilters({ filters, options }: Pick<MenuTabData, "filters" | "options">) {
  const searching = useSearching("/admin");
  return (
    <FilterForm
      label="Filter dishes"
      className="mb-6 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <SearchField
        label="Search"
        id="menu-q"
        name="q"
        placeholder="Name or description"
        value={filters.q}
        wrapperClassName="lg:col-span-2"
      />
      <FilterSelect id="menu-cuisine" label="Cuisine" name="cuisine" value={filters.cuisine}>
        <option value="">All cuisines</option>
        <SelectOptions options={options.cuisines.map((c) => ({ value: c.name, label: c.name }))} />
      </FilterSelect>
      <FilterSelect id="menu-category" label="Category" name="category" value={filters.category}>
        <option value="">All categories</option>
        <SelectOptions options={options.categories.map((c) => ({ value: c.id, label: c.name }))} />
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
        <option value="week">Latest weekend</option>
        <option value="newest">Newest</option>
      </FilterSelect>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-6">
        <Button type="submit" variant="secondary" size="sm" disabled={searching}>
          {searching ? "Searching..." : "Apply filters"}
        </Button>
      </div>
    </FilterForm>
  );
}
