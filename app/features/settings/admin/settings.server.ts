import { asc, eq, gte } from "drizzle-orm";
import { businessSettings, deliveryCapacity } from "~/db/schema";
import { bookedBoxes } from "~/features/delivery/delivery-dates.server";
import { db } from "~/lib/db.server";
import type { BusinessSettingsInput } from "./settings-schemas";
import { getBusinessSettings } from "./settings.server";

/** The settings as the form shows them (pounds as text, time as HH:MM). */
export async function settingsForForm() {
  const s = await getBusinessSettings();
  const pounds = (pence: number) => (pence / 100).toFixed(2);
  return {
    businessName: s.businessName,
    tagline: s.tagline,
    description: s.description,
    areaServed: s.areaServed,
    contactEmail: s.contactEmail,
    contactPhone: s.contactPhone,
    shippingBase: pounds(s.shippingBasePence),
    shippingBaseContainers: String(s.shippingBaseContainers),
    shippingPerExtraContainer: pounds(s.shippingPerExtraContainerPence),
    shippingCap: pounds(s.shippingCapPence),
    cateringTier1MinQty: String(s.cateringTier1MinQty),
    cateringTier1Percent: String(s.cateringTier1Percent),
    cateringTier2MinQty: String(s.cateringTier2MinQty),
    cateringTier2Percent: String(s.cateringTier2Percent),
    subscriptionDiscount: pounds(s.subscriptionDiscountPence),
    cutoffWeekday: String(s.cutoffWeekday),
    cutoffTime: s.cutoffTime.slice(0, 5),
    defaultDailyCapacity: s.defaultDailyCapacity === null ? "" : String(s.defaultDailyCapacity),
    updatedAt: s.updatedAt,
  };
}

/** Saves the single settings row (creating it on an empty install); public pages and prices follow at once. */
export async function saveBusinessSettings(input: BusinessSettingsInput): Promise<void> {
  const values = {
    businessName: input.businessName,
    tagline: input.tagline,
    description: input.description,
    areaServed: input.areaServed,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    shippingBasePence: input.shippingBase,
    shippingBaseContainers: input.shippingBaseContainers,
    shippingPerExtraContainerPence: input.shippingPerExtraContainer,
    shippingCapPence: input.shippingCap,
    cateringTier1MinQty: input.cateringTier1MinQty,
    cateringTier1Percent: input.cateringTier1Percent,
    cateringTier2MinQty: input.cateringTier2MinQty,
    cateringTier2Percent: input.cateringTier2Percent,
    subscriptionDiscountPence: input.subscriptionDiscount,
    cutoffWeekday: input.cutoffWeekday,
    cutoffTime: input.cutoffTime,
    defaultDailyCapacity: input.defaultDailyCapacity ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(businessSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: businessSettings.id, set: values });
}

/** Capacity overrides from `from` on, each with the boxes already booked that day. */
export async function listCapacityOverrides(from: string) {
  const rows = await db
    .select()
    .from(deliveryCapacity)
    .where(gte(deliveryCapacity.deliveryDate, from))
    .orderBy(asc(deliveryCapacity.deliveryDate));
  const booked = await bookedBoxes(rows.map((r) => r.deliveryDate));
  return rows.map((r) => ({ ...r, booked: booked.get(r.deliveryDate) ?? 0 }));
}

export async function setCapacityOverride(deliveryDate: string, capacity: number): Promise<void> {
  await db
    .insert(deliveryCapacity)
    .values({ deliveryDate, capacity })
    .onConflictDoUpdate({ target: deliveryCapacity.deliveryDate, set: { capacity } });
}

export async function deleteCapacityOverride(deliveryDate: string): Promise<boolean> {
  const rows = await db.delete(deliveryCapacity).where(eq(deliveryCapacity.deliveryDate, deliveryDate)).returning();
  return rows.length > 0;
}
