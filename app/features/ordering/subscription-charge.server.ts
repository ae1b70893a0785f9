import { eq, inArray } from "drizzle-orm";
import { orderLineItems, orderLines } from "~/db/schema";
import { getBusinessSettings } from "~/features/settings/public.server";
import { db } from "~/lib/db.server";
import { priceOrder, toPricingSettings, type PricedLineInput } from "./pricing";

/**
 * What a weekly subscription charges each week after the first: the order's subscription
 * lines alone, priced by the one pricing engine (their shipping and the subscription discount
 * included) with the prices stored on the order. 0 when the order has no subscription line.
 */
export async function subscriptionWeeklyPence(orderId: string): Promise<number> {
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
  const inputs: PricedLineInput[] = lines.map((line) =>
    line.lineType === "custom"
      ? {
          type: "custom",
          isSubscription: true,
          items: items
            .filter((i) => i.orderLineId === line.id)
            .map((i) => ({ unitPricePence: i.unitPricePence, quantity: i.quantity })),
        }
      : { type: line.lineType, quantity: line.quantity, unitPricePence: line.unitPricePence, isSubscription: true },
  );
  return priceOrder(inputs, toPricingSettings(await getBusinessSettings())).totalPence;
}
