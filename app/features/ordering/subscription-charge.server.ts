import { eq, inArray } from "drizzle-orm";
import { orderLineItems, orderLines, orders } from "~/db/schema";
import { listActiveBoxTypes } from "~/features/catalog/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { db } from "~/lib/db.server";
import { priceOrder, toPricingSettings, type PricedLineInput } from "./pricing";

/**
 * What a weekly subscription charges each week after the first: the order's subscription
 * lines alone, priced by the one pricing engine (their shipping by the order's fulfilment and the
 * subscription discount included) with the box types' prices stored on the order at checkout.
 * Each renewal re-prices its lines at the box types' then-current prices (renewals.server.ts).
 * 0 when the order has no subscription line.
 */
export async function subscriptionWeeklyPence(orderId: string): Promise<number> {
  const [order] = await db.select({ fulfilment: orders.fulfilment }).from(orders).where(eq(orders.id, orderId));
  if (!order) return 0;
  const lines = (await db.select().from(orderLines).where(eq(orderLines.orderId, orderId))).filter(
    (l) => l.isSubscription,
  );
  if (lines.length === 0) return 0;
  const items = await db
    .select()
    .from(orderLineItems)
    .where(
      inArray(
        orderLineItems.orderLineId,
        lines.map((l) => l.id),
      ),
    );
  const itemsOf = (lineId: string) => items.filter((i) => i.orderLineId === lineId);
  const boxes = await listActiveBoxTypes();
  const inputs: PricedLineInput[] = lines.map((line) =>
    line.lineType === "custom"
      ? {
          type: "custom",
          isSubscription: true,
          items: itemsOf(line.id).map((i) => ({ unitPricePence: i.unitPricePence, quantity: i.quantity })),
        }
      : {
          type: "box",
          quantity: line.quantity,
          unitPricePence: line.unitPricePence,
          // One container per dish of the box type (the box's own dishes if the type is gone).
          containersPerBox: boxes.find((b) => b.id === line.boxTypeId)?.dishCount ?? itemsOf(line.id).length,
          isSubscription: true,
        },
  );
  return priceOrder(inputs, toPricingSettings(await getBusinessSettings()), { fulfilment: order.fulfilment })
    .totalPence;
}
