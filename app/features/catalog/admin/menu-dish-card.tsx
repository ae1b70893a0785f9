import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { MoveArrows } from "~/components/admin/reorder-buttons";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { Badge } from "~/components/ui/badge";
import type { ActionResult } from "~/lib/action-result";
import { formatPence } from "~/lib/money";
import { AllergenBadges } from "./allergen-matrix";
import { firstWords } from "./menu-schemas";
import { shortWeekend } from "./week-format";
import type { AdminMenuItem } from "./menu.server";

/** A dish of the Menu tab: its card, with the arrows that reorder it, Edit and Delete. */
export function MenuDishCard({
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
  const fetcher = useFetcher<ActionResult>();
  const deleter = useFetcher<ActionResult>({ key: "menu-delete" });
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
        <AllergenBadges allergens={item.allergens} mayContain={item.mayContainAllergens} />
        <p className="text-muted text-xs">
          Display order {item.displayOrder} ·{" "}
          {item.weeks.length > 0
            ? `On the menu of ${item.weeks.map((w) => shortWeekend(w.startDate)).join(", ")}`
            : "Not on an upcoming weekend's menu"}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {reorderable ? (
            <MoveArrows name={item.name} variant="outline" previous={previous} next={next} busy={busy} move={move} />
          ) : null}
          <EditButton label={`Edit ${item.name}`} onClick={onEdit} />
          <DeleteButton
            title="Delete this menu item?"
            description={`"${item.name}" will be removed from the menu. This cannot be undone.`}
            onConfirm={() =>
              deleter.submit({ intent: "delete", id: item.id }, { method: "post", action: "/admin?index" })
            }
            label={`Delete ${item.name}`}
            className="text-red-700"
            disabled={busy}
          />
        </div>
      </div>
    </li>
  );
}
