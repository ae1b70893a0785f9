import { and, asc, eq, sql } from "drizzle-orm";
import { menuCategories, menuItems } from "~/db/schema/catalog";
import { orderLineItems, orderLines, orders } from "~/db/schema/orders";
import { combineAllergens } from "~/features/catalog/public";
import { packLine } from "~/features/cart/public";
import { isKitchenOrder } from "~/features/orders/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { formatLongDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import type { PackingLabel } from "./label-text";

type Item = { name: string; quantity: number; known: boolean; allergens: string[]; mayContainAllergens: string[] };

/** A box's dish: a custom box always counts its portions of it. */
function dishText(item: Item, lineType: "box" | "custom") {
  if (lineType === "custom") return `${item.quantity} × ${item.name}`;
  return item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name;
}

/**
 * The packing labels of a delivery date: one per box of every order the kitchen makes, boxes as
 * Ordering's packLine packs them (a box line of quantity 3 makes three labels, a custom line of
 * 10 portions three: 4, 4 and 2), each listing what is in it; in packing order: deliveries by
 * postcode, then collections by point, each by order number. Allergens come from the dishes'
 * current menu entries; the storage text from the business settings.
 */
export async function getPackingLabels(date: string): Promise<PackingLabel[]> {
  const counted = and(eq(orders.deliveryDate, date), isKitchenOrder());
  const [orderRows, lineRows, itemRows, settings] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        firstName: orders.firstName,
        lastName: orders.lastName,
        fulfilment: orders.fulfilment,
        postcode: orders.postcode,
        allergyNote: orders.allergyNote,
      })
      .from(orders)
      .where(counted)
      .orderBy(asc(orders.fulfilment), asc(orders.postcode), asc(orders.collectionPoint), asc(orders.orderNumber)),
    db
      .select({
        id: orderLines.id,
        orderId: orderLines.orderId,
        lineType: orderLines.lineType,
        label: orderLines.label,
        quantity: orderLines.quantity,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(counted)
      .orderBy(asc(orderLines.position)),
    db
      .select({
        lineId: orderLineItems.orderLineId,
        name: orderLineItems.name,
        quantity: orderLineItems.quantity,
        menuItemId: menuItems.id,
        allergens: menuItems.allergens,
        mayContain: menuItems.mayContainAllergens,
      })
      .from(orderLineItems)
      .innerJoin(orderLines, eq(orderLines.id, orderLineItems.orderLineId))
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .leftJoin(menuItems, eq(menuItems.id, orderLineItems.menuItemId))
      .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
      .where(counted)
      // A box's dishes in the menu's order (rice, dal, vegetables, mains), then by name.
      .orderBy(sql`${menuCategories.displayOrder} asc nulls last`, asc(orderLineItems.name)),
    getBusinessSettings(),
  ]);

  const itemsOf = new Map<string, Item[]>();
  for (const row of itemRows) {
    const items = itemsOf.get(row.lineId) ?? [];
    items.push({
      name: row.name,
      quantity: row.quantity,
      known: row.menuItemId !== null,
      allergens: row.allergens ?? [],
      mayContainAllergens: row.mayContain ?? [],
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
