import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { getBusinessSettings } from "~/features/settings/settings.server";
import { db } from "~/lib/db.server";
import { saveBusinessSettings, settingsAction } from "./settings.server";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  BusinessSettingsSchema,
  CANCELLATION_DEADLINE_MESSAGE,
  KITCHEN_POSTCODE_MESSAGE,
  VAT_NUMBER_MESSAGE,
  VAT_NUMBER_REQUIRED_MESSAGE,
  VAT_RATE_MESSAGE,
} from "./settings-schemas";
import { invalidatePublicCaches } from "~/lib/cache.server";

const VALID = {
  businessName: "Tiffin Test",
  tagline: "Fresh",
  description: "",
  areaServed: "SE London",
  contactEmail: "owner@example.com",
  contactPhone: "+44 20 7946 0000",
  shippingBase: "4.50",
  shippingBaseContainers: 4,
  shippingPerExtraContainer: "0.75",
  shippingCap: "£12",
  cateringTier1MinQty: 8,
  cateringTier1Percent: 5,
  cateringTier2MinQty: 16,
  cateringTier2Percent: 15,
  subscriptionDiscount: "7",
  cutoffWeekday: 4,
  cutoffTime: "18:30",
  cancellationDeadlineHours: 48,
  maxBoxesPerOrder: 30,
  maxPortionsPerOrder: 150,
  labelStorageText: "Keep chilled below 5°C. Eat within 3 days.",
  quietHoursStart: "20:30",
  quietHoursEnd: "09:00",
  reminderHoursBeforeCutoff: 36,
  campaignReviewMinutes: 30,
  orderRetentionYears: 7,
  messageRetentionMonths: 18,
  kitchenPostcode: "se154st",
  minutesPerStop: 6,
};

function fieldErrors(input: Record<string, unknown>) {
  const result = BusinessSettingsSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("business settings", () => {
  it("validates field by field with clear messages", () => {
    expect(fieldErrors(VALID)).toEqual({});
    expect(
      fieldErrors({
        ...VALID,
        businessName: " ",
        contactEmail: "not-an-email",
        shippingBase: "-1",
        shippingCap: "abc",
        cateringTier1Percent: 101,
        cateringTier2Percent: -5,
        cutoffWeekday: 7,
        cutoffTime: "25:00",
        defaultDailyCapacity: -2,
      }),
    ).toEqual({
      businessName: "Please enter the business name",
      contactEmail: "Please enter a valid email address.",
      shippingBase: "Shipping base price must be an amount in pounds of 0 or more, e.g. 5.00",
      shippingCap: "Shipping cap must be an amount in pounds of 0 or more, e.g. 5.00",
      cateringTier1Percent: "First discount must be between 0 and 100",
      cateringTier2Percent: "Second discount must be between 0 and 100",
      cutoffWeekday: "Cutoff day must be at most 6",
      cutoffTime: "Please enter a time as HH:MM, e.g. 23:59",
      defaultDailyCapacity: "Default daily capacity must be at least 0",
    });
    expect(fieldErrors({ ...VALID, cateringTier2MinQty: 8 })).toEqual({
      cateringTier2MinQty: "The second threshold must be higher than the first",
    });
    expect(fieldErrors({ ...VALID, shippingCap: "4" })).toEqual({
      shippingCap: "The shipping cap cannot be below the base price",
    });
  });

  it("stores pounds as pence, creates the row on an empty install, and the public settings follow at once", async () => {
    expect(await db.select().from(s.businessSettings)).toHaveLength(0);
    const before = await getBusinessSettings();
    expect(before.businessName).not.toBe("Tiffin Test");
    await saveBusinessSettings(BusinessSettingsSchema.parse({ ...VALID, defaultDailyCapacity: 30 }));
    invalidatePublicCaches(); // as the admin gate does after every admin write
    const after = await getBusinessSettings();
    expect(after).toMatchObject({
      businessName: "Tiffin Test",
      shippingBasePence: 450,
      shippingPerExtraContainerPence: 75,
      shippingCapPence: 1200,
      subscriptionDiscountPence: 700,
      cateringTier1Percent: 5,
      cutoffWeekday: 4,
      defaultDailyCapacity: 30,
      cancellationDeadlineHours: 48,
      maxBoxesPerOrder: 30,
      maxPortionsPerOrder: 150,
      labelStorageText: "Keep chilled below 5°C. Eat within 3 days.",
      reminderHoursBeforeCutoff: 36,
      campaignReviewMinutes: 30,
      orderRetentionYears: 7,
      messageRetentionMonths: 18,
      kitchenPostcode: "SE15 4ST",
      minutesPerStop: 6,
      deliveryWindows: false,
    });
    expect(after.cutoffTime.slice(0, 5)).toBe("18:30");
    expect([after.quietHoursStart.slice(0, 5), after.quietHoursEnd.slice(0, 5)]).toEqual(["20:30", "09:00"]);
    await saveBusinessSettings(BusinessSettingsSchema.parse({ ...VALID, businessName: "Renamed" }));
    invalidatePublicCaches();
    expect((await getBusinessSettings()).businessName).toBe("Renamed");
    expect((await getBusinessSettings()).defaultDailyCapacity).toBeNull();
  });
});

describe("the delivery round settings", () => {
  it("keep the kitchen postcode formatted (or none), the minutes at each stop, and whether checkout asks for a window", async () => {
    expect(KITCHEN_POSTCODE_MESSAGE).toBe("Please enter the kitchen postcode as a UK postcode, for example SE15 4ST");
    expect(fieldErrors({ ...VALID, kitchenPostcode: "SE1" })).toEqual({ kitchenPostcode: KITCHEN_POSTCODE_MESSAGE });
    await saveBusinessSettings(
      BusinessSettingsSchema.parse({
        ...VALID,
        kitchenPostcode: " se15 4st ",
        minutesPerStop: 0,
        deliveryWindows: "on",
      }),
    );
    invalidatePublicCaches();
    expect(await getBusinessSettings()).toMatchObject({
      kitchenPostcode: "SE15 4ST",
      minutesPerStop: 0,
      deliveryWindows: true,
    });
    // Left empty (no rounds planned yet) and the box unticked: saved as such.
    await saveBusinessSettings(BusinessSettingsSchema.parse({ ...VALID, kitchenPostcode: "" }));
    invalidatePublicCaches();
    expect(await getBusinessSettings()).toMatchObject({ kitchenPostcode: "", deliveryWindows: false });
  });

  it("are saved from the form, a ticked box as on", async () => {
    const body = new FormData();
    for (const [key, value] of Object.entries({ ...VALID, intent: "save-settings", deliveryWindows: "on" }))
      body.set(key, String(value));
    expect(
      await settingsAction(new Request("http://localhost/admin/settings", { method: "POST", body })),
    ).toMatchObject({
      ok: true,
    });
    expect((await db.select().from(s.businessSettings))[0]).toMatchObject({
      kitchenPostcode: "SE15 4ST",
      minutesPerStop: 6,
      deliveryWindows: true,
    });
  });
});

describe("the cancellation deadline setting", () => {
  it("is a whole number of hours from 0 to 336, saved and read back", async () => {
    expect(CANCELLATION_DEADLINE_MESSAGE).toBe(
      "The cancellation deadline must be a whole number of hours from 0 to 336 (two weeks)",
    );
    for (const hours of [0, 336]) {
      await saveBusinessSettings(BusinessSettingsSchema.parse({ ...VALID, cancellationDeadlineHours: hours }));
      invalidatePublicCaches();
      expect((await getBusinessSettings()).cancellationDeadlineHours).toBe(hours);
    }
  });
});

describe("the settings form's limits, checked by the server", () => {
  function form(values: Record<string, unknown>) {
    const body = new FormData();
    body.set("intent", "save-settings");
    for (const [key, value] of Object.entries(values)) body.set(key, String(value));
    return new Request("http://localhost/admin/settings", { method: "POST", body });
  }

  it.each([
    ["contactEmail", `${"a".repeat(250)}@example.com`, "Contact email must be at most 254 characters"],
    ["businessName", "x".repeat(81), "Business name must be at most 80 characters"],
    ["description", "x".repeat(1001), "Description must be at most 1000 characters"],
    ["contactPhone", "1".repeat(41), "Contact phone must be at most 40 characters"],
    ["shippingBase", "99999999999", "Shipping base price must be at most £1000.00"],
    ["cateringTier1MinQty", "5000", "First discount threshold must be at most 1000"],
    ["cancellationDeadlineHours", "337", CANCELLATION_DEADLINE_MESSAGE],
    ["cancellationDeadlineHours", "-1", CANCELLATION_DEADLINE_MESSAGE],
    ["cancellationDeadlineHours", "1.5", CANCELLATION_DEADLINE_MESSAGE],
    ["cancellationDeadlineHours", "a day", CANCELLATION_DEADLINE_MESSAGE],
    ["cancellationDeadlineHours", "", CANCELLATION_DEADLINE_MESSAGE],
    ["maxBoxesPerOrder", "0", "Maximum boxes per order must be at least 1"],
    ["maxBoxesPerOrder", "2.5", "Maximum boxes per order must be a whole number"],
    ["maxBoxesPerOrder", "", "Maximum boxes per order must be a whole number"],
    ["maxPortionsPerOrder", "100001", "Maximum portions per order must be at most 100000"],
    ["labelStorageText", "x".repeat(201), "Label storage text must be at most 200 characters"],
    ["labelStorageText", "  ", "Please enter the label storage text"],
    ["quietHoursStart", "25:00", "Please enter a time as HH:MM, e.g. 23:59"],
    ["reminderHoursBeforeCutoff", "0", "Reminder before the cutoff must be at least 1"],
    ["campaignReviewMinutes", "1441", "Time to look at a campaign must be at most 1440"],
    ["orderRetentionYears", "0", "Orders kept for must be at least 1"],
    ["messageRetentionMonths", "121", "Messages kept for must be at most 120"],
    ["kitchenPostcode", "SE15", KITCHEN_POSTCODE_MESSAGE],
    ["kitchenPostcode", "Peckham", KITCHEN_POSTCODE_MESSAGE],
    ["minutesPerStop", "61", "Minutes at each stop must be at most 60"],
    ["minutesPerStop", "-1", "Minutes at each stop must be at least 0"],
  ])("refuses a %s out of bounds with 400 and keeps the saved settings", async (field, value, message) => {
    await saveBusinessSettings(BusinessSettingsSchema.parse(VALID));
    const before = await db.select().from(s.businessSettings);
    const answer = (await settingsAction(form({ ...VALID, [field]: value }))) as unknown as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect([answer.init.status, answer.data.result.error[field]?.[0]]).toEqual([400, message]);
    expect(await db.select().from(s.businessSettings)).toEqual(before);
  });
});

describe("the Settings tab's action", () => {
  const post = (values: Record<string, unknown>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.set(key, String(value));
    return settingsAction(new Request("http://localhost/admin/settings", { method: "POST", body }), {
      "save-section": () => ({ ok: true as const, section: true }),
    });
  };

  it("answers an unknown or missing intent 400 and keeps the settings, though the form is valid", async () => {
    await saveBusinessSettings(BusinessSettingsSchema.parse(VALID));
    const before = await db.select().from(s.businessSettings);
    for (const intent of ["save", "valueOf", undefined]) {
      const values = { ...VALID, businessName: "Changed", ...(intent === undefined ? {} : { intent }) };
      expect(await post(values)).toMatchObject({
        init: { status: 400 },
        data: { toast: { title: "This action is not available" } },
      });
    }
    expect(await db.select().from(s.businessSettings)).toEqual(before);
  });

  it("runs a section's form by its intent, and saves the settings by theirs", async () => {
    expect(await post({ intent: "save-section" })).toEqual({ ok: true, section: true });
    expect(await post({ ...VALID, intent: "save-settings", businessName: "Renamed" })).toMatchObject({
      ok: true,
      toast: { title: "Settings saved" },
    });
    expect((await db.select().from(s.businessSettings))[0].businessName).toBe("Renamed");
  });
});

describe("the VAT settings", () => {
  const vatErrors = (over: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...VALID, ...over })) form.set(key, String(value));
    const submission = parseWithZod(form, { schema: BusinessSettingsSchema });
    return submission.status === "success" ? null : submission.error;
  };

  it("keep registered, the VAT number (GB and 9 or 12 digits, stored compact) and the custom lines' rate", async () => {
    const parsed = BusinessSettingsSchema.parse({
      ...VALID,
      vatRegistered: "on",
      vatNumber: " gb 123 4567 89 ",
      customVatRatePercent: "5",
    });
    expect(parsed).toMatchObject({ vatRegistered: true, vatNumber: "GB123456789", customVatRatePercent: 5 });
    await saveBusinessSettings(parsed);
    invalidatePublicCaches();
    expect(await getBusinessSettings()).toMatchObject({
      vatRegistered: true,
      vatNumber: "GB123456789",
      customVatRatePercent: 5,
    });
    expect(BusinessSettingsSchema.parse({ ...VALID, vatNumber: "123456789012" }).vatNumber).toBe("GB123456789012");
    // Not given: not registered, no number, catering at the standard rate.
    expect(BusinessSettingsSchema.parse(VALID)).toMatchObject({
      vatRegistered: false,
      vatNumber: "",
      customVatRatePercent: 20,
    });
  });

  it("refuse a registered business without a VAT number, a malformed number and a rate not 0, 5 or 20, with a message", () => {
    expect(vatErrors({ vatRegistered: "on", vatNumber: "" })).toEqual({ vatNumber: [VAT_NUMBER_REQUIRED_MESSAGE] });
    expect(vatErrors({ vatNumber: "GB12345" })).toEqual({ vatNumber: [VAT_NUMBER_MESSAGE] });
    expect(vatErrors({ vatNumber: "FR12345678901" })).toEqual({ vatNumber: [VAT_NUMBER_MESSAGE] });
    expect(vatErrors({ customVatRatePercent: "17" })).toEqual({ customVatRatePercent: [VAT_RATE_MESSAGE] });
  });
});
