import { eq } from "drizzle-orm";
import { businessSettings } from "~/db/schema";
import { getBusinessSettings } from "~/features/content/settings.server";
import { DEFAULT_CUTOFF, type CutoffSettings } from "~/features/delivery/delivery-dates";
import { db, type Executor } from "~/lib/db.server";
import { DEFAULT_PRICING_SETTINGS, toPricingSettings, type PricingSettings } from "./pricing";

export type OrderingSettings = PricingSettings & CutoffSettings & { defaultDailyCapacity: number | null };

const DEFAULTS: OrderingSettings = { ...DEFAULT_PRICING_SETTINGS, ...DEFAULT_CUTOFF, defaultDailyCapacity: null };

/**
 * The pricing, cutoff and capacity settings. Outside a transaction: the cached settings. Inside
 * one (an executor other than `db`), the row is read through that transaction: with PGlite's
 * single connection a read through `db` would wait for the transaction forever.
 */
export async function orderingSettings(executor?: Executor): Promise<OrderingSettings> {
  const row =
    !executor || executor === db
      ? await getBusinessSettings()
      : ((await executor.select().from(businessSettings).where(eq(businessSettings.id, 1)))[0] ?? DEFAULTS);
  return {
    ...toPricingSettings(row),
    cutoffWeekday: row.cutoffWeekday,
    cutoffTime: row.cutoffTime,
    defaultDailyCapacity: row.defaultDailyCapacity,
  };
}
