import { eq } from "drizzle-orm";
import { businessSettings } from "~/db/schema/settings";
import { cachedPublic } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { DEFAULT_BUSINESS_SETTINGS } from "./defaults";

export type BusinessSettings = typeof businessSettings.$inferSelect;

const FALLBACK: BusinessSettings = { id: 1, ...DEFAULT_BUSINESS_SETTINGS, updatedAt: new Date(0) };

async function readSettings(): Promise<BusinessSettings> {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, 1));
  return row ?? FALLBACK;
}

/** The business settings row (cached until an admin write); the defaults if not yet saved. */
export const getBusinessSettings = cachedPublic(readSettings);

/** What ordering and delivery read: the pricing constants, the cutoff, the default capacity and the order size limits. */
export type OrderingSettings = Pick<
  BusinessSettings,
  | "shippingBasePence"
  | "shippingBaseContainers"
  | "shippingPerExtraContainerPence"
  | "shippingCapPence"
  | "cateringTier1MinQty"
  | "cateringTier1Percent"
  | "cateringTier2MinQty"
  | "cateringTier2Percent"
  | "subscriptionDiscountPence"
  | "cutoffWeekday"
  | "cutoffTime"
  | "defaultDailyCapacity"
  | "maxBoxesPerOrder"
  | "maxPortionsPerOrder"
>;

/**
 * The pricing, cutoff and capacity settings: the cached row. Inside a transaction a cold cache is
 * filled through that transaction (the database handle routes it), so checkout reads the row once
 * per admin write, not once per order. No transaction that writes the row reads it through here.
 */
export async function orderingSettings(): Promise<OrderingSettings> {
  const row = await getBusinessSettings();
  // Only these go on (the order builder's loader sends them to the browser).
  return {
    shippingBasePence: row.shippingBasePence,
    shippingBaseContainers: row.shippingBaseContainers,
    shippingPerExtraContainerPence: row.shippingPerExtraContainerPence,
    shippingCapPence: row.shippingCapPence,
    cateringTier1MinQty: row.cateringTier1MinQty,
    cateringTier1Percent: row.cateringTier1Percent,
    cateringTier2MinQty: row.cateringTier2MinQty,
    cateringTier2Percent: row.cateringTier2Percent,
    subscriptionDiscountPence: row.subscriptionDiscountPence,
    cutoffWeekday: row.cutoffWeekday,
    cutoffTime: row.cutoffTime,
    defaultDailyCapacity: row.defaultDailyCapacity,
    maxBoxesPerOrder: row.maxBoxesPerOrder,
    maxPortionsPerOrder: row.maxPortionsPerOrder,
  };
}

/** The referral settings (decision 045), as Referrals' section of the Settings tab saves them (checked there). */
export async function saveReferralSettings(values: {
  referralsEnabled: boolean;
  referralCreditPence: number;
  referralPromoCode: string;
}): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(businessSettings)
    .values({ ...FALLBACK, ...set })
    .onConflictDoUpdate({ target: businessSettings.id, set });
}
