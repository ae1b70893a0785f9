import { describe, expect, it } from "vitest";
import { addDays, daysBetween, dayOfWeek } from "~/lib/dates";
import {
  checkCapacity,
  checkDateRules,
  cutoffDateFor,
  cutoffInstant,
  isCutoffPassed,
  nextOrderableSaturday,
  orderableDates,
} from "./delivery-dates";
import { DEFAULT_CUTOFF } from "~/features/settings/defaults";

// 18 Nov 2026 is a Wednesday (London on GMT); 1 Jul 2026 is a Wednesday (London on BST).
const at = (iso: string) => new Date(iso);

describe("cutoff", () => {
  it("is the Wednesday before the weekend at 23:59 London, for Saturday and Sunday alike", () => {
    expect(cutoffDateFor("2026-11-21", DEFAULT_CUTOFF)).toBe("2026-11-18");
    expect(cutoffInstant("2026-11-21", DEFAULT_CUTOFF).toISOString()).toBe("2026-11-18T23:59:59.999Z");
    expect(cutoffInstant("2026-11-22", DEFAULT_CUTOFF).toISOString()).toBe("2026-11-18T23:59:59.999Z");
  });
  it("is in London time during summer time (23:59 BST = 22:59 UTC)", () => {
    expect(cutoffInstant("2026-07-04", DEFAULT_CUTOFF).toISOString()).toBe("2026-07-01T22:59:59.999Z");
    expect(isCutoffPassed("2026-07-04", DEFAULT_CUTOFF, at("2026-07-01T22:59:30Z"))).toBe(false);
    expect(isCutoffPassed("2026-07-04", DEFAULT_CUTOFF, at("2026-07-01T23:00:00Z"))).toBe(true);
  });
  it("follows the admin's weekday and time", () => {
    const friday = { cutoffWeekday: 5, cutoffTime: "12:00:00" };
    expect(cutoffDateFor("2026-11-21", friday)).toBe("2026-11-20");
    expect(cutoffInstant("2026-11-22", friday).toISOString()).toBe("2026-11-20T12:00:59.999Z");
    const saturday = { cutoffWeekday: 6, cutoffTime: "08:00" };
    expect(cutoffDateFor("2026-11-21", saturday)).toBe("2026-11-21");
    const sunday = { cutoffWeekday: 0, cutoffTime: "20:00" };
    expect(cutoffDateFor("2026-11-21", sunday)).toBe("2026-11-15");
  });
});

describe("orderable dates", () => {
  it("includes this weekend up to the end of Wednesday 23:59", () => {
    const dates = orderableDates(DEFAULT_CUTOFF, at("2026-11-18T23:59:30Z"));
    expect(dates.slice(0, 4)).toEqual(["2026-11-21", "2026-11-22", "2026-11-28", "2026-11-29"]);
  });
  it("moves to the next weekend once the cutoff has passed", () => {
    const dates = orderableDates(DEFAULT_CUTOFF, at("2026-11-19T00:00:00Z"));
    expect(dates[0]).toBe("2026-11-28");
    expect(nextOrderableSaturday(DEFAULT_CUTOFF, at("2026-11-19T00:00:00Z"))).toBe("2026-11-28");
    expect(nextOrderableSaturday(DEFAULT_CUTOFF, at("2026-11-16T09:00:00Z"))).toBe("2026-11-21");
    expect(nextOrderableSaturday(DEFAULT_CUTOFF, at("2026-11-22T09:00:00Z"))).toBe("2026-11-28");
  });
  it("lists only Saturdays and Sundays within 90 days of today", () => {
    const now = at("2026-11-16T09:00:00Z");
    const dates = orderableDates(DEFAULT_CUTOFF, now);
    expect(dates.every((d) => [0, 6].includes(dayOfWeek(d)))).toBe(true);
    expect(dates.every((d) => daysBetween("2026-11-16", d) <= 90 && daysBetween("2026-11-16", d) >= 0)).toBe(true);
    // 16 Nov + 90 days = 14 Feb 2027, a Sunday: included; the next Saturday is not.
    expect(dates.at(-1)).toBe("2027-02-14");
    expect(dates).toHaveLength(26);
  });
  it("includes today when the cutoff allows same-weekend orders", () => {
    const saturdayMorning = { cutoffWeekday: 6, cutoffTime: "08:00" };
    expect(orderableDates(saturdayMorning, at("2026-11-21T07:00:00Z")).slice(0, 2)).toEqual([
      "2026-11-21",
      "2026-11-22",
    ]);
    expect(orderableDates(saturdayMorning, at("2026-11-21T09:00:00Z"))[0]).toBe("2026-11-28");
  });
});

describe("checkDateRules", () => {
  const now = at("2026-11-19T10:00:00Z");
  it("accepts an orderable weekend date", () => {
    expect(checkDateRules("2026-11-28", DEFAULT_CUTOFF, now)).toEqual({ ok: true });
    expect(checkDateRules("2026-11-29", DEFAULT_CUTOFF, now)).toEqual({ ok: true });
  });
  it("asks for a date when none is given", () => {
    expect(checkDateRules(null, DEFAULT_CUTOFF, now)).toEqual({ ok: false, message: "Please pick a delivery date." });
  });
  it("refuses nonsense, weekdays, the past and beyond 90 days", () => {
    expect(checkDateRules("2026-02-30", DEFAULT_CUTOFF, now).ok).toBe(false);
    expect(checkDateRules("2026-11-27", DEFAULT_CUTOFF, now)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Saturdays and Sundays/),
    });
    expect(checkDateRules("2026-11-14", DEFAULT_CUTOFF, now)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/has passed/),
    });
    expect(checkDateRules(addDays("2026-11-19", 93), DEFAULT_CUTOFF, now)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/90 days/),
    });
  });
  it("refuses a weekend past its cutoff, naming the cutoff", () => {
    expect(checkDateRules("2026-11-21", DEFAULT_CUTOFF, now)).toEqual({
      ok: false,
      message:
        "Orders for Saturday 21 November 2026 closed on Wednesday 18 November at 23:59. Please pick a later date.",
    });
  });
});

describe("checkCapacity", () => {
  it("allows anything when unlimited and up to the remaining boxes otherwise", () => {
    expect(checkCapacity("2026-11-28", 100, null)).toEqual({ ok: true });
    expect(checkCapacity("2026-11-28", 3, 3)).toEqual({ ok: true });
  });
  it("explains a full date and a date with too few boxes left", () => {
    expect(checkCapacity("2026-11-28", 1, 0)).toEqual({
      ok: false,
      message: "Sorry, Saturday 28 November 2026 is fully booked. Please pick another date.",
    });
    expect(checkCapacity("2026-11-28", 3, 1)).toEqual({
      ok: false,
      message: "Only 1 box is left for Saturday 28 November 2026. Please pick another date or fewer boxes.",
    });
  });
});
