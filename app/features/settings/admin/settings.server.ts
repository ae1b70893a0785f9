import { parseWithZod } from "@conform-to/zod/v4";
import { businessSettings } from "~/db/schema/settings";
import type { ActionResult } from "~/lib/action-result";
import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { db } from "~/lib/db.server";
import { dispatchIntent, type IntentHandler } from "~/lib/intents.server";
import { getBusinessSettings } from "../settings.server";
import { BusinessSettingsSchema, type BusinessSettingsInput } from "./settings-schemas";

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
    cancellationDeadlineHours: String(s.cancellationDeadlineHours),
    maxBoxesPerOrder: String(s.maxBoxesPerOrder),
    maxPortionsPerOrder: String(s.maxPortionsPerOrder),
    labelStorageText: s.labelStorageText,
    quietHoursStart: s.quietHoursStart.slice(0, 5),
    quietHoursEnd: s.quietHoursEnd.slice(0, 5),
    reminderHoursBeforeCutoff: String(s.reminderHoursBeforeCutoff),
    campaignReviewMinutes: String(s.campaignReviewMinutes),
    orderRetentionYears: String(s.orderRetentionYears),
    messageRetentionMonths: String(s.messageRetentionMonths),
    kitchenPostcode: s.kitchenPostcode,
    minutesPerStop: String(s.minutesPerStop),
    deliveryWindows: s.deliveryWindows ? "on" : "",
    vatRegistered: s.vatRegistered ? "on" : "",
    vatNumber: s.vatNumber,
    customVatRatePercent: String(s.customVatRatePercent),
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
    cancellationDeadlineHours: input.cancellationDeadlineHours,
    maxBoxesPerOrder: input.maxBoxesPerOrder,
    maxPortionsPerOrder: input.maxPortionsPerOrder,
    labelStorageText: input.labelStorageText,
    quietHoursStart: input.quietHoursStart,
    quietHoursEnd: input.quietHoursEnd,
    reminderHoursBeforeCutoff: input.reminderHoursBeforeCutoff,
    campaignReviewMinutes: input.campaignReviewMinutes,
    orderRetentionYears: input.orderRetentionYears,
    messageRetentionMonths: input.messageRetentionMonths,
    kitchenPostcode: input.kitchenPostcode,
    minutesPerStop: input.minutesPerStop,
    deliveryWindows: input.deliveryWindows,
    vatRegistered: input.vatRegistered,
    vatNumber: input.vatNumber,
    customVatRatePercent: input.customVatRatePercent,
    updatedAt: new Date(),
  };
  await db
    .insert(businessSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: businessSettings.id, set: values });
}

/** The data of the sections a page adds to the tab, merged (each names its own fields). */
type Sections<T extends unknown[]> = T extends [infer First, ...infer Rest] ? Awaited<First> & Sections<Rest> : unknown;

/**
 * The Settings tab's data: the settings, and that of the sections the route adds below the form
 * (Delivery's collection points and capacity per date: Delivery imports Settings, so the route
 * hands their loads in).
 */
export async function loadSettingsTab<S extends Promise<object>[]>(...sections: S) {
  const [settings, ...rest] = await Promise.all([settingsForForm(), ...sections]);
  return Object.assign({ settings }, ...rest) as {
    settings: Awaited<ReturnType<typeof settingsForForm>>;
  } & Sections<S>;
}

type Extra = { form?: "settings" };
export type SettingsActionResult = ActionResult<Extra>;

/** The settings form: validate field by field, then save the row. */
async function saveFromForm(formData: FormData) {
  const submission = parseWithZod(formData, { schema: BusinessSettingsSchema });
  const answer: Extra & Pick<ActionResult, "result"> = { form: "settings", result: submission.reply() };
  if (submission.status !== "success")
    return failed<Extra>("Failed to save settings", { ...answer, description: "Please check the highlighted fields." });
  return attempt(
    "Failed to save settings",
    () => saveBusinessSettings(submission.value),
    () => succeeded<Extra>("Settings saved", answer),
    answer,
  );
}

/**
 * The Settings tab's forms: the settings form (`save-settings`) and those of the sections the
 * route adds, by intent (`sections`: Delivery's collection points and capacity per date).
 */
export function settingsAction<S extends Record<string, IntentHandler<unknown>>>(request: Request, sections?: S) {
  return dispatchIntent(request, { ...sections, "save-settings": saveFromForm });
}
