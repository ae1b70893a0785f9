import { eq } from "drizzle-orm";
import { businessSettings } from "~/db/schema";
import { DEFAULT_PRICING_SETTINGS } from "~/features/ordering/pricing";
import { cachedPublic } from "~/lib/cache.server";
import { db } from "~/lib/db.server";

export type BusinessSettings = typeof businessSettings.$inferSelect;

const FALLBACK: BusinessSettings = {
  id: 1,
  businessName: "Dabba",
  tagline: "HOME COOKED FRESH DELIVERED",
  description: "",
  areaServed: "",
  contactEmail: "hello@dabba.local",
  contactPhone: "",
  addressLocality: "London",
  ...DEFAULT_PRICING_SETTINGS,
  cutoffWeekday: 3,
  cutoffTime: "23:59:00",
  defaultDailyCapacity: null,
  updatedAt: new Date(0),
};

/** The business settings row (cached until an admin write); defaults if not yet seeded. */
export const getBusinessSettings = cachedPublic(async (): Promise<BusinessSettings> => {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, 1));
  return row ?? FALLBACK;
});
