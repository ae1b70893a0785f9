import { afterEach, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import {
  DEFAULT_BUSINESS_SETTINGS,
  DEFAULT_CUTOFF,
  DEFAULT_ORDER_SIZE_LIMITS,
  DEFAULT_PRICING_SETTINGS,
} from "./defaults";
import { getBusinessSettings, orderingSettings } from "./settings.server";

const ORDERING_DEFAULTS = {
  ...DEFAULT_PRICING_SETTINGS,
  ...DEFAULT_CUTOFF,
  ...DEFAULT_ORDER_SIZE_LIMITS,
  defaultDailyCapacity: null,
};

afterEach(async () => {
  await db.delete(s.businessSettings);
  invalidatePublicCaches();
});

describe("the business settings' defaults", () => {
  it("are what every read answers before the row is saved, in a transaction or not", async () => {
    expect(await getBusinessSettings()).toMatchObject(DEFAULT_BUSINESS_SETTINGS);
    expect(await orderingSettings()).toEqual(ORDERING_DEFAULTS);
    expect(await db.transaction(() => orderingSettings())).toEqual(ORDERING_DEFAULTS);
  });

  it("are the table's column defaults, so a row saved with only its identity prices and closes the same", async () => {
    await db.insert(s.businessSettings).values({ id: 1, businessName: "Row", contactEmail: "row@example.com" });
    expect(await db.transaction(() => orderingSettings())).toEqual(ORDERING_DEFAULTS);
  });
});
