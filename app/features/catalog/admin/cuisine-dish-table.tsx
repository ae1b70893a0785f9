import { Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { ACTIONS_COLUMN, ColumnHeads } from "~/components/admin/admin-table";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { Badge } from "~/components/ui/badge";
import { HorizontalScroll } from "~/components/horizontal-scroll";
import { formatPence } from "~/lib/money";
import { cn } from "~/lib/utils";
import type { AdminDish, CuisineActionData } from "./cuisines.server";
import { BOX_TYPE_OPTIONS } from "./menu-schemas";
import { shortWeekend } from "./week-format";

const BOX_LABEL = Object.fromEntries(BOX_TYPE_OPTIONS.map((o) => [o.value, o.label]));

const DISH_COLUMNS = ["Dish", "Price", "Box type", "Dish type", "Upcoming weekends", "Availability"];

/** The dishes of a cuisine, with Edit and Delete when `onEdit` is given. */
export function CuisineDishTable({
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
    <HorizontalScroll>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-muted text-xs uppercase">
          <ColumnHeads
            columns={onEdit ? [...DISH_COLUMNS, ACTIONS_COLUMN] : DISH_COLUMNS}
            className="py-2 pr-3"
            lastClassName={onEdit ? "py-2" : undefined}
          />
        </thead>
        <tbody className="divide-y divide-stone-100">
          {dishes.map((dish) => (
            <DishRow key={dish.id} dish={dish} onEdit={onEdit} />
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
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
      <td className="py-2 pr-3">
        {dish.weeks.length > 0 ? (
          <span title={dish.weeks.map((w) => w.label).join(", ")}>
            {dish.weeks.map((w) => shortWeekend(w.startDate)).join(", ")}
          </span>
        ) : (
          <span className="text-muted">None planned</span>
        )}
      </td>
      <td className="py-2 pr-3">
        <Badge variant={dish.isAvailable ? "success" : "muted"}>{dish.isAvailable ? "Available" : "Unavailable"}</Badge>
      </td>
      {onEdit ? (
        <td className="py-2">
          <div className="flex justify-end gap-1">
            <EditButton label={`Edit ${dish.name}`} onClick={() => onEdit(dish)} />
            <DeleteButton
              title={`Delete ${dish.name}?`}
              description="The dish is removed from the menu. Past orders keep their copy of the dish. This cannot be undone."
              onConfirm={() =>
                fetcher.submit({ intent: "delete-dish", id: dish.id }, { method: "post", action: "/admin/cuisines" })
              }
              label={`Delete ${dish.name}`}
              disabled={fetcher.state !== "idle"}
            >
              <Trash2 className="size-3.5" aria-hidden />
            </DeleteButton>
          </div>
        </td>
      ) : null}
    </tr>
  );
}
