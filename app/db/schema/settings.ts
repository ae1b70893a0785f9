import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, time } from "drizzle-orm/pg-core";
import { updatedAt } from "../columns";

/** One row (id = 1): the business's identity and the constants of pricing and delivery. */
export const businessSettings = pgTable(
  "business_settings",
  {
    id: integer("id").primaryKey().default(1),
    businessName: text("business_name").notNull(),
    tagline: text("tagline").notNull().default(""),
    description: text("description").notNull().default(""),
    areaServed: text("area_served").notNull().default(""),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone").notNull().default(""),
    addressLocality: text("address_locality").notNull().default("London"),
    shippingBasePence: integer("shipping_base_pence").notNull().default(500),
    shippingBaseContainers: integer("shipping_base_containers").notNull().default(4),
    shippingPerExtraContainerPence: integer("shipping_per_extra_container_pence").notNull().default(50),
    shippingCapPence: integer("shipping_cap_pence").notNull().default(1000),
    cateringTier1MinQty: integer("catering_tier1_min_qty").notNull().default(10),
    cateringTier1Percent: integer("catering_tier1_percent").notNull().default(10),
    cateringTier2MinQty: integer("catering_tier2_min_qty").notNull().default(20),
    cateringTier2Percent: integer("catering_tier2_percent").notNull().default(20),
    subscriptionDiscountPence: integer("subscription_discount_pence").notNull().default(600),
    /** 0 = Sunday … 6 = Saturday; the weekday of the cutoff before a delivery weekend. */
    cutoffWeekday: integer("cutoff_weekday").notNull().default(3),
    cutoffTime: time("cutoff_time").notNull().default("23:59"),
    /** Boxes per delivery date when no per-date override exists; null = unlimited. */
    defaultDailyCapacity: integer("default_daily_capacity"),
    /** A one-off order can be cancelled or changed by the customer until this many hours before its delivery day. */
    cancellationDeadlineHours: integer("cancellation_deadline_hours").notNull().default(24),
    /** Printed on every packing label. */
    labelStorageText: text("label_storage_text")
      .notNull()
      .default("Keep refrigerated below 5°C. Eat within 2 days of delivery."),
    /** The most boxes one order may hold (checkout, phone orders, subscription changes). */
    maxBoxesPerOrder: integer("max_boxes_per_order").notNull().default(20),
    /** The most dish portions one order may hold (a box counts its dishes, a custom line its portions). */
    maxPortionsPerOrder: integer("max_portions_per_order").notNull().default(100),
    /** Marketing messages go out between these times (London); one due outside waits for the start. */
    quietHoursEnd: time("quiet_hours_end").notNull().default("08:00"),
    quietHoursStart: time("quiet_hours_start").notNull().default("21:00"),
    /** Customers without an order for a weekend are reminded this many hours before its cutoff. */
    reminderHoursBeforeCutoff: integer("reminder_hours_before_cutoff").notNull().default(24),
    /** A campaign made by its trigger waits this long for the owner to look at it before it goes. */
    campaignReviewMinutes: integer("campaign_review_minutes").notNull().default(60),
    /** Orders (without the person, once erased) are kept this many years for the accounts (HMRC: 6). */
    orderRetentionYears: integer("order_retention_years").notNull().default(6),
    /** The log of messages sent is kept this many months. */
    messageRetentionMonths: integer("message_retention_months").notNull().default(12),
    /** Where rounds start and end unless the owner says otherwise (geocoded like a stop). */
    kitchenPostcode: text("kitchen_postcode").notNull().default(""),
    /** Minutes a driver spends at each stop (parking, handing over). */
    minutesPerStop: integer("minutes_per_stop").notNull().default(4),
    /** Checkout asks for a delivery window (morning, afternoon, evening). */
    deliveryWindows: boolean("delivery_windows").notNull().default(false),
    /** VAT (decision 044): registered or not, the number printed on receipts, the rate of custom (catering) lines. */
    vatRegistered: boolean("vat_registered").notNull().default(false),
    vatNumber: text("vat_number").notNull().default(""),
    customVatRatePercent: integer("custom_vat_rate_percent").notNull().default(20),
    /** Referrals (decision 045): on or off, the referrer's credit, and the friend's welcome offer (a promo code). */
    referralsEnabled: boolean("referrals_enabled").notNull().default(false),
    referralCreditPence: integer("referral_credit_pence").notNull().default(1000),
    referralPromoCode: text("referral_promo_code").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("business_settings_single_row", sql`${t.id} = 1`),
    check(
      "business_settings_non_negative",
      sql`${t.shippingBasePence} >= 0 AND ${t.shippingPerExtraContainerPence} >= 0 AND ${t.shippingCapPence} >= 0 AND ${t.subscriptionDiscountPence} >= 0 AND ${t.shippingBaseContainers} >= 0`,
    ),
    check(
      "business_settings_percent",
      sql`${t.cateringTier1Percent} BETWEEN 0 AND 100 AND ${t.cateringTier2Percent} BETWEEN 0 AND 100`,
    ),
    check("business_settings_weekday", sql`${t.cutoffWeekday} BETWEEN 0 AND 6`),
    check("business_settings_cancellation_deadline", sql`${t.cancellationDeadlineHours} BETWEEN 0 AND 336`),
    check(
      "business_settings_messaging",
      sql`${t.reminderHoursBeforeCutoff} BETWEEN 1 AND 168 AND ${t.campaignReviewMinutes} BETWEEN 0 AND 1440 AND ${t.orderRetentionYears} BETWEEN 1 AND 20 AND ${t.messageRetentionMonths} BETWEEN 1 AND 120`,
    ),
    check("business_settings_referral_credit", sql`${t.referralCreditPence} BETWEEN 0 AND 100000`),
    check("business_settings_vat_rate", sql`${t.customVatRatePercent} IN (0, 5, 20)`),
    check("business_settings_minutes_per_stop", sql`${t.minutesPerStop} BETWEEN 0 AND 60`),
    check("business_settings_order_size", sql`${t.maxBoxesPerOrder} >= 1 AND ${t.maxPortionsPerOrder} >= 1`),
  ],
);
