import type { businessSettings } from "~/db/schema/settings";

/**
 * The business settings before an admin has saved any: the one set of defaults. Pure (no I/O),
 * so tests and pure code can use them; the table's column defaults are checked against them
 * (settings.db.test.ts) and the demo business is seeded from them.
 */
export type BusinessSettingsValues = Omit<typeof businessSettings.$inferSelect, "id" | "updatedAt">;

/** Shipping and discount constants (decisions.md): £5 for up to 4 containers, 50p each beyond, £10 cap. */
export const DEFAULT_PRICING_SETTINGS = {
  shippingBasePence: 500,
  shippingBaseContainers: 4,
  shippingPerExtraContainerPence: 50,
  shippingCapPence: 1000,
  cateringTier1MinQty: 10,
  cateringTier1Percent: 10,
  cateringTier2MinQty: 20,
  cateringTier2Percent: 20,
  subscriptionDiscountPence: 600,
} satisfies Partial<BusinessSettingsValues>;

/** Orders for a weekend close on the Wednesday before it at 23:59, London time (as the database gives a time). */
export const DEFAULT_CUTOFF = { cutoffWeekday: 3, cutoffTime: "23:59:00" } satisfies Partial<BusinessSettingsValues>;

/** The largest order accepted (checkout, phone orders, subscription changes): boxes and dish portions. */
export const DEFAULT_ORDER_SIZE_LIMITS = {
  maxBoxesPerOrder: 20,
  maxPortionsPerOrder: 100,
} satisfies Partial<BusinessSettingsValues>;

/** Campaigns and the privacy policy (decision 037): quiet hours 21:00–08:00 London, reminders a day before the cutoff. */
export const DEFAULT_MESSAGING_SETTINGS = {
  quietHoursEnd: "08:00:00",
  quietHoursStart: "21:00:00",
  reminderHoursBeforeCutoff: 24,
  campaignReviewMinutes: 60,
  orderRetentionYears: 6,
  messageRetentionMonths: 12,
} satisfies Partial<BusinessSettingsValues>;

/** Delivery rounds (decision 041): where they start and end, the time at each stop, windows at checkout. */
export const DEFAULT_ROUND_SETTINGS = {
  kitchenPostcode: "",
  minutesPerStop: 4,
  deliveryWindows: false,
} satisfies Partial<BusinessSettingsValues>;

/** VAT (decision 044): not registered until the owner says so; custom (catering) lines at the standard rate. */
export const DEFAULT_VAT_SETTINGS = {
  vatRegistered: false,
  vatNumber: "",
  customVatRatePercent: 20,
} satisfies Partial<BusinessSettingsValues>;

/** Referrals (decision 045): off until the owner turns them on; £10 to the referrer; no welcome code yet. */
export const DEFAULT_REFERRAL_SETTINGS = {
  referralsEnabled: false,
  referralCreditPence: 1000,
  referralPromoCode: "",
} satisfies Partial<BusinessSettingsValues>;

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettingsValues = {
  businessName: "Dabba",
  tagline: "HOME COOKED FRESH DELIVERED",
  description: "",
  areaServed: "",
  contactEmail: "hello@dabba.local",
  contactPhone: "",
  addressLocality: "London",
  ...DEFAULT_PRICING_SETTINGS,
  ...DEFAULT_CUTOFF,
  ...DEFAULT_ORDER_SIZE_LIMITS,
  ...DEFAULT_MESSAGING_SETTINGS,
  ...DEFAULT_ROUND_SETTINGS,
  ...DEFAULT_VAT_SETTINGS,
  ...DEFAULT_REFERRAL_SETTINGS,
  /** Boxes per delivery date without a per-date override; null = no limit. */
  defaultDailyCapacity: null,
  /** Hours before the delivery day until which a customer can cancel or change a one-off order (the Terms say 24). */
  cancellationDeadlineHours: 24,
  /** Printed on every packing label. */
  labelStorageText: "Keep refrigerated below 5°C. Eat within 2 days of delivery.",
};
