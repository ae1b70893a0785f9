import { describe, expect, it } from "vitest";
import { addDays, dayOfWeek, formatShortDate, isIsoDate, todayInLondon, weekendLabel, weekendSaturday } from "./dates";

describe("calendar dates in London", () => {
  it("uses the London date, not UTC, around midnight in summer", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(todayInLondon(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    // In winter London is on UTC.
    expect(todayInLondon(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });
  it("adds days across month ends and clock changes", () => {
    expect(addDays("2026-10-24", 1)).toBe("2026-10-25");
    expect(addDays("2026-10-31", 1)).toBe("2026-11-01");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
  });
  it("finds the weekend's Saturday", () => {
    expect(dayOfWeek("2026-11-21")).toBe(6);
    expect(weekendSaturday("2026-11-18")).toBe("2026-11-21");
    expect(weekendSaturday("2026-11-21")).toBe("2026-11-21");
    expect(weekendSaturday("2026-11-22")).toBe("2026-11-21");
  });
  it("labels weekends and formats picker dates", () => {
    expect(weekendLabel("2026-11-21")).toBe("21 - 22 November");
    expect(weekendLabel("2026-10-31")).toBe("31 October - 1 November");
    expect(formatShortDate("2026-05-02")).toBe("02 May, 2026");
  });
  it("rejects impossible dates", () => {
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-2-3")).toBe(false);
    expect(isIsoDate("2026-02-28")).toBe(true);
  });
});
