import { describe, expect, it } from "vitest";
import { CapacityOverrideSchema } from "./capacity-override-schemas";
import { deleteCapacityOverride, listCapacityOverrides, setCapacityOverride } from "./capacity-overrides.server";

describe("capacity per delivery date", () => {
  it("sets, updates and removes per-date capacity on weekend dates only", async () => {
    expect(CapacityOverrideSchema.safeParse({ deliveryDate: "2031-03-12", capacity: 5 }).error?.issues[0].message).toBe(
      "Deliveries are on Saturdays and Sundays: please choose one of those",
    );
    expect(CapacityOverrideSchema.safeParse({ deliveryDate: "2031-03-15", capacity: -1 }).success).toBe(false);
    await setCapacityOverride("2031-03-15", 10);
    await setCapacityOverride("2031-03-15", 12);
    expect(await listCapacityOverrides("2031-01-01")).toEqual([
      { deliveryDate: "2031-03-15", capacity: 12, booked: 0 },
    ]);
    expect(await deleteCapacityOverride("2031-03-15")).toBe(true);
    expect(await listCapacityOverrides("2031-01-01")).toEqual([]);
  });
});
