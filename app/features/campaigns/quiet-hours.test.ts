import { describe, expect, it } from "vitest";
import { nextSendingTime } from "./quiet-hours";

const quiet = { quietHoursStart: "21:00:00", quietHoursEnd: "08:00:00" };

describe("nextSendingTime", () => {
  it("sends at once during the day (London time, summer and winter)", () => {
    expect(nextSendingTime(new Date("2026-12-02T12:00:00Z"), quiet).toISOString()).toBe("2026-12-02T12:00:00.000Z");
    // 07:30 UTC is 08:30 in British Summer Time.
    expect(nextSendingTime(new Date("2026-07-01T07:30:00Z"), quiet).toISOString()).toBe("2026-07-01T07:30:00.000Z");
  });

  it("holds a message due in the evening until 08:00 the next morning", () => {
    expect(nextSendingTime(new Date("2026-12-02T21:00:00Z"), quiet).toISOString()).toBe("2026-12-03T08:00:00.000Z");
    expect(nextSendingTime(new Date("2026-12-02T23:59:00Z"), quiet).toISOString()).toBe("2026-12-03T08:00:00.000Z");
  });

  it("holds a message due before 08:00 until 08:00 the same day", () => {
    expect(nextSendingTime(new Date("2026-12-03T03:15:00Z"), quiet).toISOString()).toBe("2026-12-03T08:00:00.000Z");
    // 06:00 UTC is 07:00 BST: held until 08:00 BST = 07:00 UTC.
    expect(nextSendingTime(new Date("2026-07-01T06:00:00Z"), quiet).toISOString()).toBe("2026-07-01T07:00:00.000Z");
  });

  it("follows the clocks going forward overnight (29 March 2026)", () => {
    // 22:00 GMT on Saturday 28 March; 08:00 on Sunday is BST, 07:00 UTC.
    expect(nextSendingTime(new Date("2026-03-28T22:00:00Z"), quiet).toISOString()).toBe("2026-03-29T07:00:00.000Z");
  });

  it("takes quiet hours within a day, and none when start equals end", () => {
    const lunch = { quietHoursStart: "13:00:00", quietHoursEnd: "14:00:00" };
    expect(nextSendingTime(new Date("2026-12-02T13:30:00Z"), lunch).toISOString()).toBe("2026-12-02T14:00:00.000Z");
    expect(nextSendingTime(new Date("2026-12-02T12:59:00Z"), lunch).toISOString()).toBe("2026-12-02T12:59:00.000Z");
    const none = { quietHoursStart: "08:00:00", quietHoursEnd: "08:00:00" };
    expect(nextSendingTime(new Date("2026-12-02T23:00:00Z"), none).toISOString()).toBe("2026-12-02T23:00:00.000Z");
  });
});
