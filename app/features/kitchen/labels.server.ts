import { combineAllergens } from "~/features/catalog/public";
import { describeDishes } from "~/features/catalog/public.server";
import { packLine } from "~/features/cart/public";
import { kitchenLineItems, kitchenOrderLines, kitchenOrders } from "~/features/orders/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { formatLongDate } from "~/lib/dates";
import type { PackingLabel } from "./label-text";

type Item = { name: string; quantity: number; known: boolean; allergens: string[]; mayContainAllergens: string[] };

/** A box's dish: a custom box always counts its portions of it. */
function dishText(item: Item, lineType: "box" | "custom") {
  if (lineType === "custom") return `${item.quantity} × ${item.name}`;
  return item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name;
}

/**
 * The packing labels of a delivery date: one per box of every order the kitchen makes, boxes as
 * the cart's packLine packs them (a box line of quantity 3 makes three labels, a custom line of
 * 10 portions three: 4, 4 and 2), each listing what is in it; in packing order: deliveries by
 * postcode, then collections by point, each by order number. Allergens come from the dishes'
 * current menu entries; the storage text from the business settings.
 */
export async function getPackingLabels(date: string): Promise<PackingLabel[]> {
  const [orderRows, lineRows, itemRows, settings] = await Promise.all([
    kitchenOrders(date),
    kitchenOrderLines(date),
    kitchenLineItems(date),
    getBusinessSettings(),
  ]);
  const ids = [...new Set(itemRows.flatMap((row) => (row.menuItemId ? [row.menuItemId] : [])))];
  const menu = new Map((await describeDishes(ids)).map((dish) => [dish.id, dish]));
  // A box's dishes in the menu's order (rice, dal, vegetables, mains), then by name (the rows' order).
  const categoryOrder = (row: (typeof itemRows)[number]): number =>
    (row.menuItemId ? menu.get(row.menuItemId)?.categoryOrder : null) ?? Number.MAX_SAFE_INTEGER;
  itemRows.sort((a, b) => categoryOrder(a) - categoryOrder(b));

  const itemsOf = new Map<string, Item[]>();
  for (const row of itemRows) {
    const items = itemsOf.get(row.lineId) ?? [];
    const dish = row.menuItemId ? menu.get(row.menuItemId) : undefined;
    items.push({
      name: row.name,
      quantity: row.quantity,
      known: dish !== undefined,
      allergens: dish?.allergens ?? [],
      mayContainAllergens: dish?.mayContainAllergens ?? [],
    });
    itemsOf.set(row.lineId, items);
  }

  return orderRows.flatMap((order) => {
    const boxes = lineRows
      .filter((l) => l.orderId === order.id)
      .flatMap((line) =>
        packLine({ type: line.lineType, quantity: line.quantity, items: itemsOf.get(line.id) ?? [] }).map((items) => ({
          line,
          items,
        })),
      );
    const when = `${order.fulfilment === "collection" ? "Collection" : "Delivery"} ${formatLongDate(date)}`;
    return boxes.map(({ line, items }, i): PackingLabel => ({
      key: `${order.orderNumber}-${i + 1}`,
      orderNumber: order.orderNumber,
      customer: `${order.firstName} ${order.lastName}`.trim(),
      boxType: line.label,
      dishes: items.map((item) => dishText(item, line.lineType)),
      // An allergen one dish contains is not repeated under "may contain" for another.
      ...combineAllergens(items.filter((item) => item.known)),
      unknownAllergens: items.filter((item) => !item.known).map((item) => item.name),
      fulfilment: order.fulfilment,
      when,
      postcode: order.postcode,
      allergyNote: order.allergyNote?.trim() || null,
      storageText: settings.labelStorageText,
      boxNumber: i + 1,
      boxCount: boxes.length,
    }));
  });
}
